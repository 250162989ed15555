import { useState, type FormEvent } from 'react';
import type { Film, FilmAiring } from '@guide/common/cinema';
import { formatMinutes } from '@guide/common/films';
import { ZIP_FORM_MESSAGE, cinemaZip, isValidZipInput } from '@guide/common/zip';
import { DaySwitcher } from '../components/DaySwitcher';
import { LoadFailure, NotFound, failureText, isNotFound } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { ProviderImage } from '../components/ProviderImage';
import { ZipField } from '../components/ZipField';
import { useDayParam } from '../lib/day-param';
import { useFlash } from '../lib/flash';
import { formatDayTitle, formatLocalTime, formatLongDate, formatTimeRange, localToday } from '../lib/format';
import { absoluteUrl, usePublicOrigin } from '../lib/public-origin';
import { href, useParams } from '../lib/router';
import { useToken } from '../lib/session';
import { useUserData } from '../lib/user-data-api';
import { useFilm } from '../features/cinema/cinema-api';
import { KeepFilmToggle } from '../features/watchlist/KeepFilmToggle';
import { useChangeWatchlist, useKeptFilms } from '../features/watchlist/watchlist-api';
import { NotifyMeButton } from '../features/alerts/NotifyMeButton';
import { FilmWatchSection } from '../features/streaming/WatchSection';
import { useChosenZip } from '../features/cinema/chosen-zip';
import { filmPageStructuredData } from '../features/cinema/film-head';
import { Stars } from '../features/cinema/MovieTile';
import { TheatreTimes } from '../features/cinema/TheatreTimes';
import { wallClock } from '../features/cinema/showtimes';
import * as paths from '../paths';
import '../features/cinema/cinema.css';
import './film-page.css';

/**
 * '/film/:id': one film, whichever listing it was found in (decision 0140): poster, rating,
 * runtime, genres, cast and synopsis, its showtimes near the chosen zip (else the first saved
 * one) theatre by theatre, a day at a time, and its airings on TV in the next seven days.
 */
export default function FilmPage() {
  const { id } = useParams(paths.film);
  return (
    <section className="page film-page">
      {/* An id that is no film id is asked for too: the API's sentence says why, and the page is a 400. */}
      <FilmById id={id} />
    </section>
  );
}

function UnknownFilm({ children }: { children: string }) {
  return (
    <>
      <PageHead title="Film not found" noindex />
      <NotFound title="Film not found" way={{ to: paths.cinema, label: 'See what is showing near you' }}>
        {children}
      </NotFound>
    </>
  );
}

function FilmById({ id }: { id: string }) {
  const chosen = useChosenZip();
  const token = useToken();
  // A saved zip is asked for only when none was chosen on this device.
  const user = useUserData(chosen.zip === null && token !== null);
  const zip = chosen.zip ?? user.data?.zipcodes[0] ?? null;
  const today = localToday();
  const [chosenDay, setDay, hrefOf] = useDayParam();
  const day = chosenDay < today ? today : chosenDay;
  const film = useFilm(id, zip === null ? null : cinemaZip(zip), day);
  const { flash } = useFlash();

  if (film.isPending)
    return (
      <>
        <PageHead title="Film" />
        <LoadingDots />
      </>
    );
  if (film.isError) {
    if (isNotFound(film.error)) return <UnknownFilm>{failureText(film.error)}</UnknownFilm>;
    return (
      <>
        <PageHead title="Film" noindex />
        <LoadFailure retry={film} subject="film">
          {failureText(film.error)}
        </LoadFailure>
      </>
    );
  }
  return (
    <>
      <FilmHead film={film.data} />
      <FilmDetails film={film.data} />
      <KeepFilmToggle film={film.data.id} title={film.data.title} />
      <div className="notify-me-row">
        <FilmNotifyMe film={film.data.id} title={film.data.title} />
      </div>
      <section className="film-section" aria-labelledby="film-showtimes-heading">
        <h2 id="film-showtimes-heading">Showtimes</h2>
        <FilmZipForm key={zip ?? ''} zip={zip} onChoose={chosen.choose} />
        {film.data.showtimes && (
          <>
            <DaySwitcher
              day={day}
              onChange={setDay}
              hrefOf={hrefOf}
              min={today}
              onRefused={() => flash('Invalid date', 'warning')}
            />
            <FilmShowtimes film={film.data} />
          </>
        )}
      </section>
      <FilmAirings film={film.data} />
      <FilmWatchSection id={film.data.id} title={film.data.title} className="film-section" />
    </>
  );
}

/** The film's title and year, its synopsis and poster for previews, and the film as a schema.org `Movie`. */
function FilmHead({ film }: { film: Film }) {
  const origin = usePublicOrigin();
  const path = href(paths.film, { id: film.id });
  const runtime = formatMinutes(film.runtimeMinutes);
  return (
    <PageHead
      title={film.year ? `${film.title} (${film.year})` : film.title}
      description={
        film.overview ||
        `${film.title}: showtimes near you, where it is on TV this week${runtime ? `, and its ${runtime}` : ''}.`
      }
      path={path}
      image={film.poster ?? undefined}
      type="video.movie"
      structuredData={filmPageStructuredData(film, absoluteUrl(origin, path), (p) => absoluteUrl(origin, p))}
    />
  );
}

function FilmDetails({ film }: { film: Film }) {
  const runtime = formatMinutes(film.runtimeMinutes);
  const today = localToday();
  return (
    <article className="tile film-details" aria-labelledby="film-title">
      <div className="film-poster-frame">
        {film.poster && <ProviderImage className="film-poster" src={film.poster} alt="" width={185} height={278} />}
      </div>
      <div className="film-text">
        <h1 id="film-title">
          {film.title}
          {film.year && (
            <>
              {' '}
              <span className="film-year">({film.year})</span>
            </>
          )}
        </h1>
        <p className="movie-meta">
          {film.stars !== null && film.stars > 0 && <Stars count={film.stars} />}
          {film.contentRating && (
            <span className="content-rating">
              <span className="visually-hidden">Rated </span>
              {film.contentRating}
            </span>
          )}
          {runtime && (
            <span className="movie-runtime">
              <span className="visually-hidden">Runtime </span>
              {runtime}
            </span>
          )}
          {film.genres.length > 0 && <span className="movie-genres">{film.genres.join(', ')}</span>}
        </p>
        {film.releaseDate && (
          <p className="film-release">
            {film.releaseDate <= today ? 'Released' : 'Releases'}: {formatLongDate(film.releaseDate)}
          </p>
        )}
        {film.overview && <p className="film-synopsis">{film.overview}</p>}
        {film.cast.length > 0 && (
          <p className="film-cast">
            <span className="label">Cast:</span> {film.cast.join(', ')}
          </p>
        )}
        {film.unavailable.includes('details') && (
          <p className="muted">Some details of this film could not be looked up just now.</p>
        )}
      </div>
    </article>
  );
}

/** The zip of the showtimes: a GET form (it works without script), its message beside the field. */
function FilmZipForm({ zip, onChoose }: { zip: string | null; onChoose(zip: string): void }) {
  const [draft, setDraft] = useState(zip ?? '');
  const [invalid, setInvalid] = useState(false);
  const { flash } = useFlash();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!isValidZipInput(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (value === zip) flash(`Showtimes near ${value} are shown.`, 'info');
    else onChoose(value);
  };
  return (
    <form className="inline-form zip-form film-zip-form" method="get" onSubmit={submit} noValidate>
      <ZipField
        label="Showtimes near zip code"
        value={draft}
        onChange={setDraft}
        error={invalid ? ZIP_FORM_MESSAGE : undefined}
      >
        <button type="submit" className="primary">
          Show times
        </button>
      </ZipField>
    </form>
  );
}

function FilmShowtimes({ film }: { film: Film }) {
  const showtimes = film.showtimes!;
  const clock = wallClock();
  if (film.unavailable.includes('showtimes'))
    return <p className="muted">Showtimes near {showtimes.zip} could not be looked up just now.</p>;
  if (showtimes.theatres.length === 0)
    return (
      <p className="muted">
        No showtimes near {showtimes.zip} on {formatDayTitle(showtimes.date)}.
      </p>
    );
  return (
    <TheatreTimes
      film={film.title}
      theatres={showtimes.theatres}
      clock={clock}
      label={`Showtimes of ${film.title} near ${showtimes.zip}`}
      className="film-theatres"
    />
  );
}

/** The day of an airing in the viewer's zone. */
const airingDay = (iso: string) => localToday(new Date(iso));

function FilmAirings({ film }: { film: Film }) {
  return (
    <section className="film-section" aria-labelledby="film-tv-heading">
      <h2 id="film-tv-heading">On TV this week</h2>
      {film.unavailable.includes('tv') ? (
        <p className="muted">The TV listings could not be looked up just now.</p>
      ) : film.airings.length === 0 ? (
        <p className="muted">Not on TV in the next seven days.</p>
      ) : (
        <ul className="film-airings">
          {film.airings.map((airing) => (
            <li key={`${airing.station.callSign}-${airing.startTime}`}>
              <AiringLine airing={airing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AiringLine({ airing }: { airing: FilmAiring }) {
  const when = airing.endTime ? formatTimeRange(airing.startTime, airing.endTime) : formatLocalTime(airing.startTime);
  return (
    <>
      <span className="film-airing-day">
        <span className="label">Airs:</span> {formatDayTitle(airingDay(airing.startTime))},{' '}
        <time dateTime={airing.startTime}>{when}</time>
      </span>
      <span className="film-airing-station">
        <span className="visually-hidden">on </span>
        {airing.station.callSign}
      </span>
    </>
  );
}

/** Notify me of a film: on TV or arriving on my services, which keeping it on the watchlist (unseen) brings. */
function FilmNotifyMe({ film, title }: { film: string; title: string }) {
  const kept = useKeptFilms();
  const change = useChangeWatchlist();
  const entry = kept.data?.films.find((f) => f.id === film);
  return (
    <NotifyMeButton
      topic={{
        name: title,
        kinds: ['filmOnTv', 'filmStreaming'],
        following: kept.data ? entry !== undefined && !entry.seen : undefined,
        follow: (on) =>
          change.mutateAsync(
            !on
              ? { film, change: 'forget' }
              : entry?.seen
                ? { film, change: 'seen', seen: false }
                : { film, change: 'keep' },
          ),
      }}
    />
  );
}
