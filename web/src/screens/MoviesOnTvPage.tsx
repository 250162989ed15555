import { TV_STARS, starCount } from '@guide/common/films';
import { MOVIE_GENRE_FILTERS, type TvMovieAiring } from '@guide/common/tv';
import { TvListing, type ListingKind } from '../features/tv/TvListing';
import { useTvMovies } from '../features/tv/tv-api';
import * as paths from '../paths';
import { href, Link } from '../lib/router';
import { filmIdOf } from '@guide/common/films';
import { OnMyServicesSwitch } from '../components/OnMyServices';
import { useFilmsOnMyServices } from '../features/streaming/on-my-services';
import { useLineupChoice } from '../features/tv/lineup-choice';
import { useDayParam } from '../lib/day-param';

const filmOf = (m: TvMovieAiring) => filmIdOf(m.program.title, m.program.releaseYear);

const movies: ListingKind<TvMovieAiring> = {
  title: 'Movies on TV',
  holds: 'films on TV, with their channels and times',
  path: paths.television,
  useAirings: useTvMovies,
  filters: MOVIE_GENRE_FILTERS,
  textLabel: 'Genre or title',
  countText: (n) => `${n} movies found`,
  failure: 'Failed to get listings',
  none: 'No films',
  titleOf: (m) => m.program.title,
  imageAltOf: (m) => `Poster for ${m.program.title}`,
  details: (m) => <MovieDetails airing={m} />,
};

/**
 * '/television' and '/television/movies': the day's films on TV as a grid, filtered by genre or
 * title, and for a logged-in viewer by their streaming services (`?services=mine`), each film
 * streaming on one of theirs saying so.
 */
export default function MoviesOnTvPage() {
  const [day] = useDayParam();
  const { lineup } = useLineupChoice();
  const airings = useTvMovies(day, lineup).data ?? [];
  const onMine = useFilmsOnMyServices(airings.map(filmOf));
  const kind: ListingKind<TvMovieAiring> = {
    ...movies,
    details: (m) => <MovieDetails airing={m} streamsOn={onMine.mineOf(filmOf(m))} />,
  };
  const narrow = {
    keep: (m: TvMovieAiring) => onMine.kept(filmOf(m)),
    control: <OnMyServicesSwitch filter={onMine.filter} label="Only films on my services" />,
  };
  return <TvListing kind={kind} narrow={narrow} />;
}

function MovieDetails({ airing, streamsOn = [] }: { airing: TvMovieAiring; streamsOn?: string[] }) {
  const { program } = airing;
  const stars = starCount(airing.qualityRating, TV_STARS);
  const filmId = filmIdOf(program.title, program.releaseYear);
  return (
    <>
      {filmId && (
        <p className="airing-film-link">
          <Link to={href(paths.film, { id: filmId })}>
            {program.title}: the film’s page <span aria-hidden="true">›</span>
          </Link>
        </p>
      )}
      {streamsOn.length > 0 && (
        <p className="airing-streaming">
          <span className="label">Also streaming</span> on {streamsOn.join(', ')}, one of your services
        </p>
      )}
      {stars > 0 && (
        <p className="stars" aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}>
          {'★'.repeat(stars)}
        </p>
      )}
      {program.shortDescription && <p>{program.shortDescription}</p>}
      {program.topCast.length > 0 && (
        <p>
          <strong>Cast:</strong> {program.topCast.join(', ')}
        </p>
      )}
      {program.longDescription && <p className="airing-summary">{program.longDescription}</p>}
    </>
  );
}
