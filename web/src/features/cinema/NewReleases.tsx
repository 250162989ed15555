import { posterUrl, POSTER_WIDTH } from '@guide/common/cinema';
import { LoadFailure } from '../../components/LoadFailure';
import { PlaceholderTiles } from '../../components/PlaceholderTiles';
import { formatLongDate, localToday } from '../../lib/format';
import './releases.css';
import { ProviderImage } from '../../components/ProviderImage';
import { useReleases } from './cinema-api';

/** The landing page's coming films (GET /v1/discover): six placeholders while loading. */
export function NewReleases() {
  const releases = useReleases();
  return (
    <section className="section" aria-labelledby="releases-heading">
      <h2 id="releases-heading" className="section-heading">
        New Movie Releases from {formatLongDate(localToday())}
      </h2>
      {releases.isPending ? (
        <PlaceholderTiles count={6} />
      ) : releases.isError ? (
        <LoadFailure retry={releases} subject="new movie releases">
          Failed to get listings.
        </LoadFailure>
      ) : (
        // Focusable, so the row that scrolls sideways on a phone can be scrolled from the keyboard.
        <div className="tile-grid release-grid" tabIndex={0} role="group" aria-labelledby="releases-heading">
          {releases.data.map((film) => (
            <article key={film.id} className="tile release-tile">
              <h3>{film.title}</h3>
              {film.poster_path && (
                <ProviderImage
                  src={posterUrl(film.poster_path)}
                  alt={`Poster for ${film.title}`}
                  width={POSTER_WIDTH}
                  height={278}
                />
              )}
              <p className="release-date">
                Releases: {film.release_date ? formatLongDate(film.release_date) : 'date to be announced'}
              </p>
              <p className="release-overview">{film.overview}</p>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
