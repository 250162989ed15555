import { useQueries } from '@tanstack/react-query';
import { href, Link } from '../../lib/router';
import { channelName, type TvEpisode, type TvShow } from '@guide/common/tv';
import { formatLongDate } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { laterToday } from './episode-when';
import { tvQueries } from './tv-api';
import './tv.css';
import { ProviderImage } from '../../components/ProviderImage';
import * as paths from '../../paths';

interface SavedShow {
  id: number;
  show?: TvShow;
  failed: boolean;
  next?: TvEpisode;
}

/** Soonest next episode first; shows with none announced (or not loaded yet) after, in saved order. */
export function orderBySoonestNext(items: SavedShow[]): SavedShow[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = a.item.next?.airdate;
      const y = b.item.next?.airdate;
      if (x && y && x !== y) return x < y ? -1 : 1;
      if (x && !y) return -1;
      if (!x && y) return 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

/** The account page's saved shows: a tile per show with its next episode date, and Forget. */
export function SavedShows({ showIds, onForget }: { showIds: number[]; onForget(id: number): void }) {
  const shows = useQueries({ queries: showIds.map((id) => tvQueries.show(id)) });
  const nexts = useQueries({ queries: shows.map((s) => tvQueries.episode(s.data?._links.nextepisode?.href)) });
  const now = useNow();

  if (showIds.length === 0) return <p className="muted">No saved shows yet. Find one with Search for a Show.</p>;

  const items = orderBySoonestNext(
    showIds.map((id, i) => ({ id, show: shows[i]?.data, failed: shows[i]?.isError ?? false, next: nexts[i]?.data })),
  );
  return (
    <ul className="tile-grid saved-shows">
      {items.map(({ id, show, failed, next }) => (
        <li key={id} className="tile saved-show">
          {show?.image && <ProviderImage src={show.image.medium} alt="" width={70} />}
          <div className="saved-show-text">
            <h3 className="show-title">
              <Link to={href(paths.show, { id })}>{show?.name ?? (failed ? `Show ${id}` : 'Loading…')}</Link>
            </h3>
            {show && <p className="muted">on {channelName(show)}</p>}
            {show && (
              <p className="next-episode">
                {next
                  ? `Next episode: ${laterToday(next, now) ?? formatLongDate(next.airdate)}`
                  : show._links.nextepisode
                    ? 'Next episode: …'
                    : 'No next episode announced'}
              </p>
            )}
          </div>
          <button
            type="button"
            className="small"
            onClick={() => onForget(id)}
            aria-label={`Forget ${show?.name ?? `show ${id}`}`}
          >
            Forget
          </button>
        </li>
      ))}
    </ul>
  );
}
