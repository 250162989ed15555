import type { Showing } from '@guide/common/cinema';
import { formatRunTime, groupShowtimesByTheatre, showingImageUrl } from '@guide/common/cinema';
import { useId, useState } from 'react';
import { CINEMA_STARS, filmIdOf, genreNames, starCount } from '@guide/common/films';
import { href, Link } from '../../lib/router';
import * as paths from '../../paths';
import { formatLongDate } from '../../lib/format';
import { fullSynopsis } from './showtimes';
import { TheatreTimes } from './TheatreTimes';
import { ProviderImage } from '../../components/ProviderImage';

interface MovieTileProps {
  film: Showing;
  day: string;
  /** The zip of the listing: the film's page shows its showtimes near it. */
  zip?: string;
  /** The viewer's wall clock ('YYYY-MM-DDTHH:MM'): showings before it are dimmed. */
  clock: string;
  /** The first tile on the page: its poster is asked for at once, before the others (the page's largest content). */
  first?: boolean;
}

/**
 * One film as a row of the showtimes grid: poster, title, stars, rating, runtime and genres, then
 * every theatre with its times (12-hour, each a link to buy that showing, those already started
 * dimmed). "Details" opens the cast, the full synopsis and the date.
 */
export function MovieTile({ film, day, zip, clock, first = false }: MovieTileProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const stars = starCount(film.qualityRating, CINEMA_STARS);
  const rating = film.ratings?.[0]?.code;
  const runTime = formatRunTime(film.runTime);
  const theatres = groupShowtimesByTheatre(film.showtimes);
  const filmId = filmIdOf(film.title, film.releaseYear);
  return (
    <article className={`tile movie-tile${open ? ' open' : ''}`} aria-labelledby={`${detailsId}-title`}>
      <div className="movie-poster-frame">
        {film.preferredImage && (
          <ProviderImage
            className="movie-poster"
            src={showingImageUrl(film.preferredImage.uri)}
            alt=""
            width={96}
            height={144}
            {...(first && { loading: 'eager', fetchPriority: 'high' })}
          />
        )}
      </div>
      <div className="movie-main">
        <h2 className="movie-title" id={`${detailsId}-title`}>
          {filmId ? <Link to={href(paths.film, { id: filmId, zip, date: day })}>{film.title}</Link> : film.title}
        </h2>
        <p className="movie-meta">
          {stars > 0 && <Stars count={stars} />}
          {rating && <span className="content-rating">{rating}</span>}
          {runTime && (
            <span className="movie-runtime">
              <span className="visually-hidden">Runtime </span>
              {runTime}
            </span>
          )}
          {film.genres && film.genres.length > 0 && (
            <span className="movie-genres">{genreNames(film.genres).join(', ')}</span>
          )}
        </p>
        {!open && film.shortDescription && <p className="movie-short">{film.shortDescription}</p>}
        <TheatreTimes film={film.title} theatres={theatres} clock={clock} label={`Showtimes of ${film.title}`} />
        <button
          type="button"
          className="tile-toggle small"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          Details <span className="visually-hidden">of {film.title}</span>
          <svg className="chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div id={detailsId} className="movie-details" hidden={!open}>
          {open && (
            <>
              {fullSynopsis(film) && <p className="movie-synopsis">{fullSynopsis(film)}</p>}
              {film.topCast && film.topCast.length > 0 && (
                <p>
                  <span className="label">Cast:</span> {film.topCast.join(', ')}
                </p>
              )}
              <p className="muted">
                {runTime && <>Runtime {runTime} · </>}
                {formatLongDate(day)}
              </p>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/** The quality rating as star icons; the count is also said in words. */
export function Stars({ count }: { count: number }) {
  return (
    <span className="stars" role="img" aria-label={`${count} ${count === 1 ? 'star' : 'stars'}`}>
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" data-testid="star">
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill="currentColor"
          />
        </svg>
      ))}
    </span>
  );
}
