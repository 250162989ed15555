import type { League } from '@guide/common/sports';
import { useState } from 'react';
import { DaySwitcher } from '../../components/DaySwitcher';
import { LoadingDots } from '../../components/LoadingDots';
import { formatDayTitle, localToday } from '../../lib/format';
import { GameTiles } from './GameTile';
import { useGames, useNextGames } from './sports-api';
import './sports.css';

/** A league's games for one day, starting on the viewer's today, with Prev and Next day buttons. */
export function GamesSection({ league, title = league }: { league: League; title?: string }) {
  const [day, setDay] = useState(() => localToday());
  const games = useGames(league, day);
  const empty = games.isSuccess && games.data.length === 0;
  // Only NHL offers a way out of an empty day: its season has long breaks mid-calendar.
  const next = useNextGames(league, day, empty && league === 'NHL');
  const nextDay = next.data?.[0]?.date;
  const headingId = `${league.toLowerCase()}-heading`;

  return (
    <section className="section games-section" aria-labelledby={headingId}>
      <div className="section-heading">
        <h2 id={headingId}>{title}</h2>
        <DaySwitcher day={day} onChange={setDay} subject={`${league} day`} />
      </div>
      {games.isPending && <LoadingDots label={`Loading ${league} games`} />}
      {/* A failed list is logged by the query; the section stays quiet (spec section 8). */}
      {empty && (
        <div className="games-empty">
          <p className="muted">
            No {league} games on {formatDayTitle(day)}.
          </p>
          {nextDay && (
            <button type="button" onClick={() => setDay(nextDay)}>
              Next games: {formatDayTitle(nextDay)}
            </button>
          )}
        </div>
      )}
      {games.isSuccess && games.data.length > 0 && <GameTiles league={league} games={games.data} />}
    </section>
  );
}
