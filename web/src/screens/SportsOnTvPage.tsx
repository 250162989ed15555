import { SPORTS_GENRE_FILTERS, type TvSportsAiring } from '@guide/common/tv';
import { TvListing, type ListingKind } from '../features/tv/TvListing';
import { useTvSports } from '../features/tv/tv-api';
import { gameOfAiring, type ListedGame } from '../features/sports/airing-game';
import { gameHref, TeamLink } from '../features/sports/sports-links';
import { useListedGames } from '../features/sports/sports-api';
import { useDayParam } from '../lib/day-param';
import { Link } from '../lib/router';
import * as paths from '../paths';

const sports: ListingKind<TvSportsAiring> = {
  title: 'Sports on TV',
  holds: 'sports on TV, with their channels and times',
  path: paths.sportsOnTv,
  useAirings: useTvSports,
  filters: SPORTS_GENRE_FILTERS,
  textLabel: 'Sport or team',
  countText: (n) => `${n} events found`,
  failure: 'Failed to get listings.',
  none: 'No sports',
  titleOf: (s) => s.program.eventTitle,
  imageAltOf: () => '',
  details: (s) => <SportsDetails airing={s} />,
};

/** '/television/sports': sport on TV for a day as a grid, with day arrows and a sport filter. */
export default function SportsOnTvPage() {
  return <TvListing kind={sports} />;
}

function SportsDetails({ airing }: { airing: TvSportsAiring }) {
  const { program } = airing;
  const [day] = useDayParam();
  // The day's games we list, so an airing of one links to its page and its teams to theirs.
  const listed = gameOfAiring(program.eventTitle, airing.startTime, useListedGames(day));
  return (
    <>
      {program.longDescription && <p>{program.longDescription}</p>}
      {listed && <AiringGameLinks listed={listed} />}
    </>
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
