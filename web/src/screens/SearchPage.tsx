import { displayZone } from '../lib/page-clock';
import type { SearchFilm, SearchPart, SearchResults } from '@guide/common/search';
import { formatStartTime } from '@guide/common/sports';
import type { ReactNode } from 'react';
import { Flash } from '../components/FlashMessages';
import { LoadFailure, failureText } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { useRememberedZip } from '../lib/remembered-zip';
import { href, Link, useSearchParams } from '../lib/router';
import { useToken } from '../lib/session';
import { useUserData } from '../lib/user-data-api';
import * as paths from '../paths';
import { useSearch } from '../features/search/search-api';
import {
  useFilmsOnMyServices,
  useShowsOnMyServices,
  type FilmsOnMyServices,
  type ShowsOnMyServices,
} from '../features/streaming/on-my-services';
import { OnMyServicesSwitch } from '../components/OnMyServices';
import './search.css';

/**
 * '/search?q=': the header's search, results grouped as teams, shows and films, each linking to
 * its page. Films in cinemas are looked for near the zip last chosen (else the first saved one).
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const remembered = useRememberedZip();
  const token = useToken();
  // A saved zip is asked for only when none was chosen on this device; the search waits for it.
  const user = useUserData(remembered === null);
  const zip = remembered ?? user.data?.zipcodes[0] ?? null;
  const zipKnown = remembered !== null || token === null || !user.isPending;
  const search = useSearch(q, zip, zipKnown);
  const onMine = {
    films: useFilmsOnMyServices((search.data?.films ?? []).map((f) => f.filmId)),
    shows: useShowsOnMyServices((search.data?.shows ?? []).map((s) => s.id)),
  };

  let body: ReactNode;
  if (!q) body = <p className="muted">Type a team, a show or a film in the search box at the top of the page.</p>;
  else if (search.isPending) body = <LoadingDots />;
  else if (search.isError)
    body = (
      <LoadFailure retry={search} subject="search">
        Failed to complete search. {failureText(search.error)}
      </LoadFailure>
    );
  else body = <Results results={search.data} retry={search} onMine={onMine} />;

  return (
    <section className="page search-page" aria-labelledby="search-heading">
      {/* Results are for the one who asked: described and linked, but no search engine's result. */}
      <PageHead
        title={q ? `Search: ${q}` : 'Search'}
        description={q ? `Teams, shows and films matching “${q}”.` : 'Search the guide for teams, TV shows and films.'}
        path={q ? href(paths.search, { q }) : paths.search}
        noindex
      />
      <h1 id="search-heading">{q ? `Search results for “${q}”` : 'Search'}</h1>
      {body}
    </section>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Results({
  results,
  retry,
  onMine,
}: {
  results: SearchResults;
  retry: { refetch: () => unknown; isFetching: boolean };
  onMine: { films: FilmsOnMyServices; shows: ShowsOnMyServices };
}) {
  const { teams, unavailable } = results;
  const films = results.films.filter((f) => onMine.films.kept(f.filmId));
  const shows = results.shows.filter((s) => onMine.shows.kept(s.id));
  const total = teams.length + shows.length + films.length;
  if (total === 0 && unavailable.length === 0) return <Flash status="info">No results found</Flash>;
  const missing = (part: SearchPart, what: string) =>
    unavailable.includes(part) ? (
      <LoadFailure retry={retry} subject={what}>
        {`The ${what} could not be searched just now.`}
      </LoadFailure>
    ) : null;
  return (
    <>
      <p className="search-count" role="status">
        {count(total, 'result', 'results')}
      </p>
      {/* One address filter (?services=mine) over both lists: the films' and the shows' say the same. */}
      {results.films.length + results.shows.length > 0 && (
        <OnMyServicesSwitch filter={onMine.films.filter} label="Only films and shows on my services" />
      )}
      <Group title="Teams" empty="No teams match.">
        {teams.map((team) => (
          <li key={`${team.league}-${team.id}`}>
            <Link
              to={team.league === 'MLB' ? href(paths.mlbTeam, { id: team.id }) : href(paths.nhlTeam, { id: team.id })}
            >
              {team.name}
            </Link>
            <span className="search-meta">{team.league}</span>
          </li>
        ))}
      </Group>
      <Group
        title="Shows"
        empty={
          results.shows.length > shows.length
            ? 'None of the shows found streams on your services just now.'
            : 'No shows match.'
        }
        failure={missing('shows', 'shows')}
      >
        {shows.map((show) => (
          <li key={show.id}>
            <Link to={href(paths.show, { id: show.id })}>{show.name}</Link>
            <span className="search-meta">{[show.channel, ...show.genres.slice(0, 2)].join(' · ')}</span>
            {onMine.shows.mineOf(show.id).length > 0 && (
              <span className="search-meta">Streaming on {onMine.shows.mineOf(show.id).join(', ')}</span>
            )}
          </li>
        ))}
      </Group>
      <Group
        title="Films"
        empty={
          results.films.length > films.length
            ? 'None of the films found streams on your services just now.'
            : 'No films on TV today or in cinemas near you match.'
        }
        failure={missing('films', 'films')}
      >
        {films.map((film) => (
          <li key={`${film.where}-${film.rootId}`}>
            <Link to={href(paths.film, { id: film.filmId, zip: film.where === 'cinema' ? film.zip : undefined })}>
              {film.title}
            </Link>
            <span className="search-meta">{filmWhere(film)}</span>
            {onMine.films.mineOf(film.filmId).length > 0 && (
              <span className="search-meta">Streaming on {onMine.films.mineOf(film.filmId).join(', ')}</span>
            )}
          </li>
        ))}
      </Group>
    </>
  );
}

function filmWhere(film: SearchFilm): string {
  if (film.where === 'tv') return `On TV: ${film.station}, ${formatStartTime(film.startTime, displayZone())}`;
  return `In cinemas near ${film.zip}: ${count(film.theatres, 'theatre', 'theatres')}`;
}

function Group({
  title,
  empty,
  failure,
  children,
}: {
  title: string;
  empty: string;
  failure?: ReactNode;
  children: ReactNode[];
}) {
  const id = `search-${title.toLowerCase()}`;
  return (
    <section className="section search-group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {failure}
      {children.length > 0 ? <ul className="search-list">{children}</ul> : !failure && <p className="muted">{empty}</p>}
    </section>
  );
}
