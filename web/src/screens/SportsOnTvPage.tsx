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
        tile={(s, onNow) => <SportsTile key={airingKey(s)} airing={s} onNow={onNow} />}
      />
    </section>
  );
}

function SportsTile({ airing, onNow }: { airing: TvSportsAiring; onNow: boolean }) {
  const { program } = airing;
  return (
    <AiringTile airing={airing} title={program.eventTitle} onNow={onNow} posterAlt="">
      {program.longDescription && <p>{program.longDescription}</p>}
      <p>
        <AiringTime startTime={airing.startTime} withDay /> on{' '}
        <span className="airing-station">{airing.station.callSign}</span>
      </p>
    </AiringTile>
  );
}
