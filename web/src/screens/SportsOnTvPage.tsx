import { useMemo, useState } from 'react';
import { dedupeAirings, matchesGenre, SPORTS_GENRE_FILTERS, type TvSportsAiring } from '@guide/common/tv';
import { DaySwitcher } from '../components/DaySwitcher';
import { useDayParam } from '../lib/day-param';
import { activeGenre, AiringFilters, NO_FILTER } from '../features/tv/AiringFilters';
import { AiringGrid } from '../features/tv/AiringGrid';
import { airingKey } from '../features/tv/on-now';
import { AiringTile } from '../features/tv/AiringTile';
import { ListingHead } from '../features/tv/ListingHead';
import { AiringTime } from '../features/tv/AiringTime';
import { useTvSports } from '../features/tv/tv-api';
import { gameOfAiring, type ListedGame } from '../features/sports/airing-game';
import { gameHref, TeamLink } from '../features/sports/sports-links';
import { useListedGames } from '../features/sports/sports-api';
import { Link } from '../lib/router';
import * as paths from '../paths';
import '../features/tv/tv.css';

/** The free text looks in the genres and the event's title ('Rangers', 'college'). */
const matchesText = (airing: TvSportsAiring, text: string) =>
  matchesGenre(airing.program.genres, text) ||
  airing.program.eventTitle.toLowerCase().includes(text.trim().toLowerCase());

/** '/television/sports': sport on TV for a day, with day arrows and a sport filter. */
export default function SportsOnTvPage() {
  const [day, setDay, hrefOf] = useDayParam();
  const sports = useTvSports(day);
  // The day's games we list, so an airing of one links to its page and its teams to theirs.
  const games = useListedGames(day);
  const [filter, setFilter] = useState(NO_FILTER);

  const shown = useMemo(() => {
    const genre = activeGenre(SPORTS_GENRE_FILTERS, filter);
    return dedupeAirings(sports.data ?? []).filter(
      (s) => matchesGenre(s.program.genres, genre) && matchesText(s, filter.text),
    );
  }, [sports.data, filter]);

  return (
    <section className="page tv-page">
      <ListingHead
        title="Sports on TV"
        holds="sports on TV, with their channels and times"
        path={paths.sportsOnTv}
        airings={shown}
      />
      <h1>Sports on TV</h1>
      <DaySwitcher day={day} onChange={setDay} hrefOf={hrefOf} />
      <AiringFilters
        filters={SPORTS_GENRE_FILTERS}
        value={filter}
        onChange={setFilter}
        textLabel="Sport or team"
        countText={sports.isSuccess ? `${shown.length} events found` : ''}
      />
      <AiringGrid
        state={sports}
        failure="Failed to get listings."
        day={day}
        airings={shown}
        tile={(s, onNow) => <SportsTile key={airingKey(s)} airing={s} onNow={onNow} games={games} />}
      />
    </section>
  );
}

function SportsTile({ airing, onNow, games }: { airing: TvSportsAiring; onNow: boolean; games: ListedGame[] }) {
  const { program } = airing;
  const listed = gameOfAiring(program.eventTitle, airing.startTime, games);
  return (
    <AiringTile
      airing={airing}
      title={program.eventTitle}
      onNow={onNow}
      posterAlt=""
      footer={listed && <AiringGameLinks listed={listed} />}
    >
      {program.longDescription && <p>{program.longDescription}</p>}
      <p>
        <AiringTime startTime={airing.startTime} withDay /> on{' '}
        <span className="airing-station">{airing.station.callSign}</span>
      </p>
    </AiringTile>
  );
}

/** An airing of a game we list: its teams' pages and the game's own. */
function AiringGameLinks({ listed: { league, game } }: { listed: ListedGame }) {
  return (
    <p className="airing-game">
      <TeamLink league={league} team={game.visitor} date={game.date} /> at{' '}
      <TeamLink league={league} team={game.home} date={game.date} /> ·{' '}
      <Link to={gameHref(league, game.id)}>
        Game page
        <span className="visually-hidden">
          : {game.visitor.name} at {game.home.name}
        </span>
      </Link>
    </p>
  );
}
