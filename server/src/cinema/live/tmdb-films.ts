import { z } from 'zod';
import { posterUrl } from '@guide/common/cinema';
import { filmIdOf, filmIdParts, genreNames, yearOf } from '@guide/common/films';
import { ProviderNotFound } from '../../errors';
import type { CacheLookup } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { lenientList } from '../../providers/schemas';
import type { FilmDetails, FilmsSource } from '../sources';

const searchHit = z.object({
  id: z.number().int(),
  title: z.string(),
  release_date: z.string().catch(''),
});
export const movieSearchAnswer = z.object({ results: lenientList(searchHit, 'TMDB search results') });

const names = z.array(z.object({ name: z.string() }).passthrough()).catch([]);
export const movieDetailsAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  overview: z.string().catch(''),
  poster_path: z.string().nullable().catch(null),
  release_date: z.string().catch(''),
  runtime: z.number().int().positive().nullable().catch(null),
  genres: names,
  vote_average: z.number().catch(0),
  credits: z.object({ cast: names }).catch({ cast: [] }),
  release_dates: z
    .object({
      results: z
        .array(
          z.object({
            iso_3166_1: z.string(),
            release_dates: z.array(z.object({ certification: z.string().catch('') }).passthrough()).catch([]),
          }),
        )
        .catch([]),
    })
    .catch({ results: [] }),
});

/** Actors listed on a film's page. */
const CAST_LISTED = 6;

/**
 * A film at TMDB by the guide's id: `search/movie` for its words and year, the hit whose own
 * title and year make the same id, then `movie/{id}` with its credits and US certification.
 * Both answers are kept for the cache's time: the same id always finds the same film, so the
 * mapping is made once and remembered (decision 0140).
 */
export class TmdbFilms implements FilmsSource {
  constructor(
    private readonly tmdb: ProviderClient,
    private readonly cache: CacheLookup,
    private readonly ttlSeconds: number,
    private readonly staleSeconds: number,
  ) {}

  film(id: string): Promise<FilmDetails | null> {
    const policy = { ttlSeconds: this.ttlSeconds, staleSeconds: this.staleSeconds };
    return this.cache.get(`tmdb:film:${id}`, policy, () => this.fetch(id));
  }

  private async fetch(id: string): Promise<FilmDetails | null> {
    const tmdbId = await this.tmdbIdOf(id);
    if (tmdbId === null) return null;
    let movie: z.infer<typeof movieDetailsAnswer>;
    try {
      movie = await this.tmdb.getJson(
        `/movie/${tmdbId}?append_to_response=credits,release_dates&language=en-US`,
        movieDetailsAnswer,
      );
    } catch (error) {
      if (error instanceof ProviderNotFound) return null;
      throw error;
    }
    return filmDetailsOf(movie);
  }

  /** TMDB's id of the film whose title and year make `id`; null when its search finds none. */
  private async tmdbIdOf(id: string): Promise<number | null> {
    const { words, year } = filmIdParts(id);
    const query = `/search/movie?query=${encodeURIComponent(words)}&include_adult=false&language=en-US&page=1`;
    const answer = await this.tmdb.getJson(year ? `${query}&primary_release_year=${year}` : query, movieSearchAnswer);
    return matchingHit(answer.results, id)?.id ?? null;
  }
}

/** The first hit of a search whose title and year make the film id `id`. */
export function matchingHit<H extends { title: string; release_date: string }>(hits: H[], id: string): H | undefined {
  return (
    hits.find((hit) => filmIdOf(hit.title, yearOf(hit.release_date)) === id) ??
    hits.find((hit) => filmIdOf(hit.title) === id)
  );
}

/** TMDB's film as our details: genres in one spelling, the US certification, stars from its 0–10 vote. */
export function filmDetailsOf(movie: z.infer<typeof movieDetailsAnswer>): FilmDetails {
  const us = movie.release_dates.results.find((r) => r.iso_3166_1 === 'US');
  const certification = us?.release_dates.map((d) => d.certification).find((c) => c !== '') ?? null;
  return {
    tmdbId: movie.id,
    title: movie.title,
    year: yearOf(movie.release_date) ?? null,
    overview: movie.overview,
    poster: movie.poster_path ? posterUrl(movie.poster_path) : null,
    contentRating: certification,
    stars: movie.vote_average > 0 ? Math.min(4, Math.floor(movie.vote_average / 2.5)) : null,
    runtimeMinutes: movie.runtime,
    genres: genreNames(movie.genres.map((g) => g.name)),
    cast: movie.credits.cast.slice(0, CAST_LISTED).map((c) => c.name),
    releaseDate: movie.release_date || null,
  };
}
