import { startTransition, useDeferredValue, useId, useState } from 'react';
import { LoadFailure, failureWithReason, isNotFound } from '../components/LoadFailure';
import { addDays } from '@guide/common/dates';
import { dedupeShowingsByRootId, showingsAtTheatre, theatresOf, type Showing } from '@guide/common/cinema';
import { cinemaZip } from '@guide/common/zip';
import { DaySwitcher } from '../components/DaySwitcher';
import { Flash } from '../components/FlashMessages';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { useFlash } from '../lib/flash';
import { absoluteUrl, usePublicOrigin } from '../lib/public-origin';
import { href, Link, useLocation, useSearchParams } from '../lib/router';
import * as paths from '../paths';
import { useDayParam } from '../lib/day-param';
import { formatDayTitle, localToday } from '../lib/format';
import { usePlace, useShowings } from '../features/cinema/cinema-api';
import { filmsStructuredData, posterPathOf } from '../features/cinema/film-head';
import { useChosenZip } from '../features/cinema/chosen-zip';
import { MovieTile } from '../features/cinema/MovieTile';
import { nextShowtime, sortFilms, wallClock, type FilmOrder } from '../features/cinema/showtimes';
import { ZipForm, type ZipControl } from '../features/cinema/ZipForm';
import '../features/cinema/cinema.css';

/** /cinema: showtimes near a zip code, a day at a time. */
export default function CinemaPage() {
  const { zip, pending, choose, clear } = useChosenZip();
  // The form starts afresh for each zip; the control the user pressed gets the focus back.
  const [refocus, setRefocus] = useState<ZipControl | null>(null);
  return (
    <section className="page cinema" aria-labelledby="cinema-heading">
      <h1 id="cinema-heading">Cinema</h1>
      <ZipForm
        key={zip ?? ''}
        zip={zip}
        refocus={refocus}
        // One transition with the router's own update, so no render sees the new focus with the old zip.
        onChoose={(next, from) =>
          startTransition(() => {
            setRefocus(from);
            choose(next);
          })
        }
        onClear={() =>
          startTransition(() => {
            setRefocus('input');
            clear();
          })
        }
      />
      {zip === null && (
        <PageHead
          title="Cinema showtimes"
          description="Showtimes at the cinemas near a US zip code: every film with its poster and times, theatre by theatre."
          path={paths.cinema}
        />
      )}
      {pending ? (
        // Logged in without a zip on this device: the first saved zip is on its way.
        <LoadingDots />
      ) : zip === null ? (
        <p className="muted">Enter a zip code and choose Get movies to see what is playing near you.</p>
      ) : (
        <Listings zip={cinemaZip(zip)} />
      )}
    </section>
  );
}

function Listings({ zip }: { zip: string }) {
  const today = localToday();
  // The day is in the address (`?date=`), so a shared link, Back and the day links keep it.
  const [chosenDay, setDay, hrefOf] = useDayParam();
  // A page left open past midnight (or an address of a past day) never shows a day that has gone.
  const day = chosenDay < today ? today : chosenDay;
  const [theatreId, setTheatreId] = useState('');
  const [params] = useSearchParams();
  const order = orderFromSearch(params);
  const { pathname } = useLocation();
  const orderHref = (next: FilmOrder) => {
    const updated = new URLSearchParams(params);
    if (next === 'next') updated.delete('sort');
    else updated.set('sort', next);
    const query = updated.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const { flash } = useFlash();
  const showings = useShowings(zip, day);
  const place = usePlace(zip);
  // A zip's listings run to dozens of films: React draws them in the background, in slices, so the
  // page answers input meanwhile (the loading dots stay until they are drawn).
  const listed = useDeferredValue(showings.data);
  const filterId = useId();
  const orderId = useId();
  // Five digits that are no U.S. zip code: one message says so, and nothing else contradicts it.
  if (isNotFound(place.error))
    return (
      <div className="listings">
        <PageHead title={`No U.S. zip code ${zip}`} path={href(paths.cinema, { zip })} noindex />
        <Flash status="info">No showings found. There is no U.S. zip code {zip}: check the number and try again.</Flash>
      </div>
    );
  const clock = wallClock();

  const films = dedupeShowingsByRootId(listed ?? []);
  const theatres = theatresOf(films);
  const theatre = theatres.find((t) => t.id === theatreId);
  const shown = sortFilms(theatre ? showingsAtTheatre(films, theatre.id) : films, order, clock);
  const isToday = day === today;
  const remaining = isToday ? shown.filter((f) => nextShowtime(f, clock) !== null).length : shown.length;
  const tomorrow = addDays(today, 1);
  const toTomorrow = (
    <button type="button" className="to-tomorrow" onClick={() => setDay(tomorrow)}>
      See showtimes for tomorrow, {formatDayTitle(tomorrow)}
    </button>
  );
  // Late in the evening (or on a day with nothing left) the way on is tomorrow, one click away.
  const noneLeftToday = isToday && remaining === 0 && (
    <p className="no-more-today">No showings remain today. {toTomorrow}</p>
  );

  return (
    <div className="listings">
      <CinemaHead zip={zip} day={isToday ? null : day} films={films} />
      <DaySwitcher
        day={day}
        onChange={setDay}
        hrefOf={hrefOf}
        min={today}
        onRefused={() => flash('Invalid date', 'warning')}
        subject="day"
      />
      <div className="filter-bar listing-controls">
        {theatres.length > 1 && (
          <span className="control">
            <label htmlFor={filterId}>Theatre</label>
            <select id={filterId} value={theatre?.id ?? ''} onChange={(e) => setTheatreId(e.target.value)}>
              <option value="">All theatres</option>
              {theatres.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </span>
        )}
        {films.length > 1 && (
          // Links, so the order is in the address: kept on reload, in a shared link, and without script.
          <span className="control sort-order" role="group" aria-labelledby={orderId}>
            <span id={orderId}>Sort by</span>
            {FILM_ORDERS.map(({ value, label }) => (
              <Link
                key={value}
                to={orderHref(value)}
                replace
                className="chip-link"
                aria-current={order === value ? 'true' : undefined}
              >
                {label}
              </Link>
            ))}
          </span>
        )}
      </div>
      {showings.isPending || (showings.isSuccess && listed === undefined) ? (
        <LoadingDots />
      ) : showings.isError ? (
        // The spec's words: the listings failed to load, which is never the fault of the zip; a day
        // beyond the listings says so after them.
        <LoadFailure retry={showings}>{failureWithReason('Failed to get listings', showings.error)}</LoadFailure>
      ) : shown.length === 0 ? (
        <>
          <Flash status="info">No showings found.</Flash>
          {noneLeftToday}
        </>
      ) : (
        <>
          {noneLeftToday}
          <div className="tile-list movie-list">
            {shown.map((film, index) => (
              <MovieTile key={film.rootId} film={film} day={day} zip={zip} clock={clock} first={index === 0} />
            ))}
          </div>
          {isToday && remaining > 0 && <p className="later-days">{toTomorrow}</p>}
        </>
      )}
    </div>
  );
}

const FILM_ORDERS: readonly { value: FilmOrder; label: string }[] = [
  { value: 'next', label: 'Next showtime' },
  { value: 'title', label: 'Title' },
];

/** The order asked for in the address (`?sort=title`); next showtime when none. */
function orderFromSearch(params: URLSearchParams): FilmOrder {
  return params.get('sort') === 'title' ? 'title' : 'next';
}

/**
 * The listings' head: where and which day, the films by name, the first poster for previews, and
 * the films with their screenings as schema.org data. The address keeps the zip (a page per place).
 */
function CinemaHead({ zip, day, films }: { zip: string; day: string | null; films: readonly Showing[] }) {
  const origin = usePublicOrigin();
  const place = usePlace(zip);
  const where = place.data ? `${place.data.city}, ${place.data.state}` : zip;
  const when = day ? ` on ${formatDayTitle(day)}` : '';
  const named = films.slice(0, 4).map((f) => f.title);
  const poster = films.map(posterPathOf).find(Boolean);
  return (
    <PageHead
      title={`Movies near ${where}${when}`}
      description={
        films.length > 0
          ? `Showtimes${when} at the cinemas near ${where} (${zip}): ${named.join(', ')}${films.length > named.length ? ` and ${films.length - named.length} more films` : ''}.`
          : `Showtimes${when} at the cinemas near ${where} (${zip}).`
      }
      path={href(paths.cinema, { zip })}
      image={poster}
      structuredData={films.length > 0 ? filmsStructuredData(films, (path) => absoluteUrl(origin, path)) : undefined}
    />
  );
}
