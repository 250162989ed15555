import { useMemo, useState } from 'react';
import { dedupeAirings, matchesGenre, MOVIE_GENRE_FILTERS, starCount, type TvMovieAiring } from '@guide/common/tv';
import { DaySwitcher } from '../components/DaySwitcher';
import { useDayParam } from '../lib/day-param';
import { activeGenre, AiringFilters, NO_FILTER } from '../features/tv/AiringFilters';
import { AiringGrid } from '../features/tv/AiringGrid';
import { airingKey } from '../features/tv/on-now';
import { AiringTile } from '../features/tv/AiringTile';
import { ListingHead } from '../features/tv/ListingHead';
import { useTvMovies } from '../features/tv/tv-api';
import * as paths from '../paths';
import { href } from '../lib/router';
import { filmIdOf } from '@guide/common/films';
import '../features/tv/tv.css';

/** '/television' and '/television/movies': today's films on TV, filtered by genre. */
export default function MoviesOnTvPage() {
  const [day, setDay, hrefOf] = useDayParam();
  const movies = useTvMovies(day);
  const [filter, setFilter] = useState(NO_FILTER);

  const shown = useMemo(() => {
    const genre = activeGenre(MOVIE_GENRE_FILTERS, filter);
    return dedupeAirings(movies.data ?? []).filter(
      (m) => matchesGenre(m.program.genres, genre) && matchesGenre(m.program.genres, filter.text),
    );
  }, [movies.data, filter]);

  return (
    <section className="page tv-page">
      <ListingHead
        title="Movies on TV"
        holds="films on TV, with their channels and times"
        path={paths.television}
        airings={shown}
      />
      <h1>Movies on TV</h1>
      <DaySwitcher day={day} onChange={setDay} hrefOf={hrefOf} />
      <AiringFilters
        filters={MOVIE_GENRE_FILTERS}
        value={filter}
        onChange={setFilter}
        textLabel="Genre"
        countText={movies.isSuccess ? `${shown.length} movies found` : ''}
      />
      <AiringGrid
        state={movies}
        failure="Failed to get listings"
        day={day}
        airings={shown}
        tile={(m, onNow) => <MovieTile key={airingKey(m)} airing={m} onNow={onNow} />}
      />
    </section>
  );
}

function MovieTile({ airing, onNow }: { airing: TvMovieAiring; onNow: boolean }) {
  const { program } = airing;
  const stars = starCount(airing.qualityRating);
  const filmId = filmIdOf(program.title, program.releaseYear);
  return (
    <AiringTile
      airing={airing}
      title={program.title}
      onNow={onNow}
      posterAlt={`Poster for ${program.title}`}
      filmHref={filmId ? href(paths.film, { id: filmId }) : undefined}
    >
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
    </AiringTile>
  );
}
