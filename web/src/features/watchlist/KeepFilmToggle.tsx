import { failureText } from '../../components/LoadFailure';
import { href, Link, useLocation } from '../../lib/router';
import { useToken } from '../../lib/session';
import * as paths from '../../paths';
import { useChangeWatchlist, useKeptFilms } from './watchlist-api';
import './watchlist.css';
import { ToggleIcon } from '../../components/ToggleIcon';

const BOOKMARK = 'M6 3h12v18l-6-4.5L6 21z';

/**
 * A film page's "Keep for later" / "On your list" toggle: pressing On your list takes the film off
 * the watchlist. A visitor gets a link to the login, which comes back to the film.
 */
export function KeepFilmToggle({ film, title }: { film: string; title: string }) {
  const token = useToken();
  const kept = useKeptFilms();
  const change = useChangeWatchlist();
  const { pathname, search } = useLocation();
  if (!token)
    return (
      <p className="keep-film">
        <Link
          className="toggle-pill keep-film-toggle"
          to={href(paths.login, { next: pathname + search })}
          aria-label={`Keep for later: ${title} (log in first)`}
        >
          <ToggleIcon path={BOOKMARK} filled={false} />
          Keep for later
        </Link>
      </p>
    );
  const onList = kept.data?.films.some((f) => f.id === film) ?? false;
  const busy = change.isPending || !kept.isSuccess;
  return (
    <p className="keep-film">
      <button
        type="button"
        className={`toggle-pill keep-film-toggle${onList ? ' on-list' : ''}`}
        aria-pressed={onList}
        // aria-disabled rather than disabled while saving: a disabled button would drop the keyboard focus.
        aria-disabled={busy}
        onClick={() => !busy && change.mutate({ film, change: onList ? 'forget' : 'keep' })}
      >
        <ToggleIcon path={BOOKMARK} filled={onList} />
        {onList ? 'On your list' : 'Keep for later'}
      </button>
      {onList && (
        <Link className="keep-film-list" to={paths.watchlist}>
          Your watchlist
        </Link>
      )}
      {change.isError && (
        <span className="field-error" role="alert">
          {failureText(change.error)}
        </span>
      )}
    </p>
  );
}
