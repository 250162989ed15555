import { z } from 'zod';
import type { Release } from '@guide/common/cinema';
import { UpstreamError } from '../http/errors';
import { fetchUpstreamJson } from '../http/upstream-fetch';

export interface TmdbOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

const PROVIDER = 'TMDB';

const discoverAnswer = z.object({
  results: z.array(z.unknown()),
});
const upstreamRelease = z.object({
  id: z.number(),
  title: z.string(),
  overview: z.string().catch(''),
  poster_path: z.string().nullable().catch(null),
  release_date: z.string().catch(''),
});

/** English-language films released from `today` on (TMDB `discover/movie`, first page), soonest first. */
export async function fetchTmdbReleases(today: string, options: TmdbOptions): Promise<Release[]> {
  const url =
    `${options.baseUrl.replace(/\/+$/, '')}/discover/movie?primary_release_date.gte=${today}` +
    `&with_original_language=en&page=1&api_key=${encodeURIComponent(options.apiKey)}`;
  const parsed = discoverAnswer.safeParse(await fetchUpstreamJson(url, { provider: PROVIDER, timeoutMs: options.timeoutMs, retries: 1 }));
  if (!parsed.success) throw new UpstreamError(PROVIDER, 'discover/movie answered without a results list');
  const releases: Release[] = [];
  for (const item of parsed.data.results) {
    const release = upstreamRelease.safeParse(item);
    if (release.success) releases.push(release.data);
  }
  return sortSoonestFirst(releases);
}

/** By release date, soonest first; films without a date go last. */
export function sortSoonestFirst(releases: Release[]): Release[] {
  return [...releases].sort((a, b) => (a.release_date || '9999').localeCompare(b.release_date || '9999') || a.title.localeCompare(b.title));
}
