import type { Showing } from '@guide/common/cinema';
import { formatRunTime, groupShowtimesByTheatre, showingImageUrl, showtimeClock, starCount } from '@guide/common/cinema';
import { ExpandableTile } from '../../components/ExpandableTile';
import { formatLongDate } from '../../lib/format';
import { hideBrokenImage } from './hide-broken-image';

/** One film: a header that toggles the details, showtimes theatre by theatre inside. */
export function MovieTile({ film, day }: { film: Showing; day: string }) {
  const stars = starCount(film.qualityRating);
  const rating = film.ratings?.[0]?.code;
  const runTime = formatRunTime(film.runTime);
  return (
    <ExpandableTile
      className="movie-tile"
      header={
        <span className="movie-header">
          <span className="movie-title">{film.title}</span>
          <span className="movie-meta">
            {stars > 0 && <Stars count={stars} />}
            {rating && <span className="content-rating">{rating}</span>}
            {film.genres && film.genres.length > 0 && <span className="movie-genres">{film.genres.join(', ')}</span>}
          </span>
        </span>
      }
    >
      <div className="movie-body">
        {film.preferredImage && <img className="movie-poster" src={showingImageUrl(film.preferredImage.uri)} alt="" width={120} height={180} loading="lazy" onError={hideBrokenImage} />}
        <div className="movie-details">
          {film.shortDescription && <p>{film.shortDescription}</p>}
          {film.topCast && film.topCast.length > 0 && (
            <p>
              <span className="label">Cast:</span> {film.topCast.join(', ')}
            </p>
          )}
          <ul className="theatre-times" aria-label="Showtimes">
            {groupShowtimesByTheatre(film.showtimes).map(({ theatre, times }) => {
              const ticketURI = times.find((t) => t.ticketURI)?.ticketURI;
              return (
                <li key={theatre.id}>
                  <span className="theatre-name">{theatre.name}</span>
                  <span className="times">
                    {times.map((t) => (
                      <time key={t.dateTime} dateTime={t.dateTime}>
                        {showtimeClock(t.dateTime)}
                      </time>
                    ))}
                  </span>
                  {ticketURI && (
                    <a href={ticketURI} target="_blank" rel="noopener noreferrer" className="ticket-link">
                      Tickets<span className="visually-hidden"> for {film.title} at {theatre.name}</span>
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
          {film.longDescription && <p>{film.longDescription}</p>}
          <p className="muted">
            {runTime && <>Runtime {runTime} · </>}
            {formatLongDate(day)}
          </p>
        </div>
      </div>
    </ExpandableTile>
  );
}

/** The quality rating as star icons; the count is also said in words. */
function Stars({ count }: { count: number }) {
  return (
    <span className="stars" role="img" aria-label={`${count} ${count === 1 ? 'star' : 'stars'}`}>
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" data-testid="star">
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
