import type { Release } from '@guide/common/cinema';
import { posterUrl, POSTER_WIDTH } from '@guide/common/cinema';
import { NEW_RELEASE_DAYS, filmIdOf, yearOf } from '@guide/common/films';
import { addDays } from '@guide/common/dates';
import { LoadFailure } from '../../components/LoadFailure';
import { PlaceholderTiles } from '../../components/PlaceholderTiles';
import { formatLongDate, localToday } from '../../lib/format';
import { href, Link } from '../../lib/router';
import * as paths from '../../paths';
import './releases.css';
import { ProviderImage } from '../../components/ProviderImage';
import { useReleases } from './cinema-api';

/**
 * The landing page's films (GET /v1/discover), in two rows: New releases (opened in the last four
 * weeks, newest first) and Coming soon (soonest first), each tile linking to the film's page.
 * Six placeholders while loading.
 */
export function NewReleases() {
  const releases = useReleases();
  const today = localToday();
  const since = addDays(today, -NEW_RELEASE_DAYS + 1);
  const opened = (releases.data ?? []).filter(
    (r) => r.release_date && r.release_date <= today && r.release_date >= since,
  );
  const coming = (releases.data ?? []).filter((r) => !r.release_date || r.release_date > today);
  return (
    <section className="section" aria-labelledby="releases-heading">
      <h2 id="releases-heading" className="section-heading">
        New Movie Releases
      </h2>
      {releases.isPending ? (
        <PlaceholderTiles count={6} />
      ) : releases.isError ? (
        <LoadFailure retry={releases} subject="new movie releases">
          Failed to get listings.
        </LoadFailure>
      ) : (
        // Focusable, so the rows, one sideways strip on a phone, can be scrolled from the keyboard.
        <div className="release-rows" tabIndex={0} role="group" aria-labelledby="releases-heading">
          <ReleaseRow
            id="new-releases-heading"
            title="New releases"
            films={[...opened].reverse()}
            empty="No films opened in the last four weeks."
            today={today}
          />
          <ReleaseRow
            id="coming-soon-heading"
            title="Coming soon"
            films={coming}
            empty="No films are announced yet."
            today={today}
          />
        </div>
      )}
    </section>
  );
}

function ReleaseRow({
  id,
  title,
  films,
  empty,
  today,
}: {
  id: string;
  title: string;
  films: Release[];
  empty: string;
  today: string;
}) {
  return (
    <div className="release-row">
      <h3 id={id} className="release-row-heading">
        {title}
      </h3>
      {films.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="tile-grid release-grid" role="group" aria-labelledby={id}>
          {films.map((film) => (
            <ReleaseTile key={film.id} film={film} today={today} />
          ))}
        </div>
      )}
    </div>
  );
}

function ReleaseTile({ film, today }: { film: Release; today: string }) {
  const filmId = filmIdOf(film.title, yearOf(film.release_date));
  return (
    <article className="tile release-tile">
      <h4>{filmId ? <Link to={href(paths.film, { id: filmId })}>{film.title}</Link> : film.title}</h4>
      {film.poster_path && (
        <ProviderImage
          src={posterUrl(film.poster_path)}
          alt={`Poster for ${film.title}`}
          width={POSTER_WIDTH}
          height={278}
        />
      )}
      <p className="release-date">
        {film.release_date
          ? `${film.release_date <= today ? 'Released' : 'Releases'}: ${formatLongDate(film.release_date)}`
          : 'Releases: date to be announced'}
      </p>
      <p className="release-overview">{film.overview}</p>
    </article>
  );
}
