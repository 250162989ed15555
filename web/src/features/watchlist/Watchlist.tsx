import { useState, type ReactNode } from 'react';
import { showtimeClock } from '@guide/common/cinema';
import { clock12 } from '@guide/common/dates';
import type { WatchlistFilm } from '@guide/common/watching';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { keptByFilter, OnMyServicesSwitch, type OnMyServicesFilter } from '../../components/OnMyServices';
import { ProviderImage } from '../../components/ProviderImage';
import { formatDayTitle, formatLocalTime, localToday } from '../../lib/format';
import { href, Link } from '../../lib/router';
import * as paths from '../../paths';
import { useChangeWatchlist, useWatchlist, type WatchlistChange } from './watchlist-api';
import './watchlist.css';

/** How many theatres and airings a film's tile names: the soonest; the film's page has them all. */
const THEATRES_SHOWN = 3;
const TIMES_SHOWN = 4;
const AIRINGS_SHOWN = 3;

/** '7:30 PM' from a showtime's theatre-local '2026-11-21T19:30'. */
const showtimeText = (dateTime: string) => {
  const [hour = 0, minute = 0] = showtimeClock(dateTime).split(':').map(Number);
  return clock12(hour, minute);
};

/** The answer names only the user's own services a film streams on. */
const onMine = (film: WatchlistFilm) => film.onMyServices.map((s) => s.id);

const named = (film: WatchlistFilm) => (film.year ? `${film.title} (${film.year})` : film.title);

function ShowingNear({
  film,
  zipcodes,
  unavailable,
}: {
  film: WatchlistFilm;
  zipcodes: string[];
  unavailable: boolean;
}) {
  if (unavailable) return <li className="muted">Showtimes near you could not be looked up just now.</li>;
  if (zipcodes.length === 0) return null;
  if (film.showtimes.length === 0)
    return <li className="muted">Not showing near {zipcodes.join(', ')} for the rest of today.</li>;
  return (
    <>
      {film.showtimes.flatMap(({ zip, theatres }) =>
        theatres.slice(0, THEATRES_SHOWN).map(({ theatre, times }) => (
          <li key={`${zip}-${theatre.id}`}>
            <span className="label">In cinemas today</span> near {zip}: {theatre.name} —{' '}
            {times.slice(0, TIMES_SHOWN).map((t, i) => (
              <span key={t.dateTime}>
                {i > 0 && ', '}
                <time dateTime={t.dateTime}>{showtimeText(t.dateTime)}</time>
              </span>
            ))}
          </li>
        )),
      )}
    </>
  );
}

function OnTv({ film, unavailable }: { film: WatchlistFilm; unavailable: boolean }) {
  if (unavailable) return <li className="muted">The TV listings could not be looked up just now.</li>;
  if (film.airings.length === 0) return <li className="muted">Not on TV in the next 7 days.</li>;
  return (
    <>
      {film.airings.slice(0, AIRINGS_SHOWN).map((a) => (
        <li key={`${a.station.callSign}-${a.startTime}`}>
          <span className="label">On TV</span> {formatDayTitle(localToday(new Date(a.startTime)))},{' '}
          <time dateTime={a.startTime}>{formatLocalTime(a.startTime)}</time> on {a.station.callSign}
        </li>
      ))}
    </>
  );
}

function OnMyServices({ film, unavailable }: { film: WatchlistFilm; unavailable: boolean }) {
  if (unavailable) return <li className="muted">Where it streams could not be looked up just now.</li>;
  if (film.onMyServices.length === 0) return null;
  return (
    <li>
      <span className="label">Streaming</span> on {film.onMyServices.map((s) => s.name).join(', ')}, one of your
      services
    </li>
  );
}

function FilmTile({
  film,
  children,
  change,
}: {
  film: WatchlistFilm;
  children?: ReactNode;
  change: (c: WatchlistChange, said: string) => void;
}) {
  const seen = film.seenAt !== null;
  return (
    <li className="tile watchlist-film">
      {!seen && (
        <div>
          {film.poster && (
            <ProviderImage className="watchlist-poster" src={film.poster} alt="" width={72} height={108} />
          )}
        </div>
      )}
      <div className="watchlist-what">
        <Link className="watchlist-title" to={href(paths.film, { id: film.id })}>
          {named(film)}
        </Link>
        {seen && <span className="muted">Seen {formatDayTitle(localToday(new Date(film.seenAt!)))}</span>}
        {children}
        <div className="watchlist-actions">
          <button
            type="button"
            aria-label={seen ? `${film.title}: not seen yet` : `Mark ${film.title} seen`}
            onClick={() =>
              change(
                { film: film.id, change: 'seen', seen: !seen },
                seen ? `${film.title} is back on your list.` : `${film.title} marked seen.`,
              )
            }
          >
            {seen ? 'Not seen yet' : 'Seen'}
          </button>
          <button
            type="button"
            aria-label={`Remove ${film.title} from your watchlist`}
            onClick={() => change({ film: film.id, change: 'forget' }, `${film.title} removed from your watchlist.`)}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The logged-in viewer's watchlist: each film still to see with where it is showing today near
 * the saved zip codes and when it airs on TV this week, a Seen mark that moves it to the Seen
 * part, and Remove.
 */
export function Watchlist({ filter }: { filter: OnMyServicesFilter }) {
  const list = useWatchlist();
  const changing = useChangeWatchlist();
  const [announcement, setAnnouncement] = useState('');
  const change = (c: WatchlistChange, said: string) => {
    if (changing.isPending) return;
    changing.mutate(c, { onSuccess: () => setAnnouncement(said) });
  };

  if (list.isPending) return <LoadingDots label="Loading your watchlist" />;
  if (list.isError)
    return (
      <LoadFailure retry={list} subject="your watchlist">
        Your watchlist could not be loaded. {failureText(list.error)}
      </LoadFailure>
    );
  const { films: toSee, seen, zipcodes, unavailable, limit } = list.data;
  const films = toSee.filter((f) => keptByFilter(filter, onMine(f)));
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {changing.isError && (
        <p className="flash flash-warning" role="alert">
          {failureText(changing.error)}
        </p>
      )}
      <section className="section" aria-labelledby="watchlist-to-see">
        <h2 id="watchlist-to-see">To see</h2>
        {zipcodes.length === 0 && films.length > 0 && (
          <p className="muted">
            Save a zip code on your <Link to={paths.account}>account</Link> to see where these films are showing near
            you.
          </p>
        )}
        {toSee.length > 0 && <OnMyServicesSwitch filter={filter} label="Only films on my services" />}
        {films.length === 0 && toSee.length > 0 ? (
          <p className="muted">None of the films you kept streams on your services just now.</p>
        ) : films.length === 0 ? (
          <p className="muted">
            {seen.length === 0 ? 'Nothing kept yet.' : 'You have seen every film you kept.'} Keep a film for later from
            its page: find one in <Link to={paths.cinema}>Showtimes</Link> or{' '}
            <Link to={paths.moviesOnTv}>Movies on TV</Link>.
          </p>
        ) : (
          <ul className="watchlist" aria-label="Films to see">
            {films.map((film) => (
              <FilmTile key={film.id} film={film} change={change}>
                <ul className="watchlist-where">
                  <ShowingNear film={film} zipcodes={zipcodes} unavailable={unavailable.includes('showtimes')} />
                  <OnTv film={film} unavailable={unavailable.includes('tv')} />
                  <OnMyServices film={film} unavailable={unavailable.includes('streaming')} />
                </ul>
              </FilmTile>
            ))}
          </ul>
        )}
        {films.length + seen.length >= limit && (
          <p className="muted">Your watchlist is full ({limit} films): remove one to keep another.</p>
        )}
      </section>
      {seen.length > 0 && (
        <section className="section watchlist-seen" aria-labelledby="watchlist-seen">
          <h2 id="watchlist-seen">Seen</h2>
          <ul className="watchlist" aria-label="Films seen">
            {seen.map((film) => (
              <FilmTile key={film.id} film={film} change={change} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
