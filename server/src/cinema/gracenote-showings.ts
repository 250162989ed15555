import { z } from 'zod';
import type { Showing } from '@guide/common/cinema';
import { UpstreamError } from '../http/errors';
import { fetchUpstreamJson, UpstreamNotFound } from '../http/upstream-fetch';

export interface GracenoteOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

const PROVIDER = 'Gracenote';

// Only what the cinema shows is kept; anything missing or odd in one film drops that field,
// never the whole answer (the recordings have films without ratings, runtimes or genres).
const text = z.string().optional().catch(undefined);
const upstreamShowing = z.object({
  tmsId: text,
  rootId: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
  title: z.string(),
  topCast: z.array(z.string()).optional().catch(undefined),
  shortDescription: text,
  longDescription: text,
  genres: z.array(z.string()).optional().catch(undefined),
  qualityRating: z.object({ value: z.union([z.string(), z.number()]).transform(String) }).optional().catch(undefined),
  ratings: z.array(z.object({ code: z.string() })).optional().catch(undefined),
  runTime: text,
  preferredImage: z.object({ uri: z.string() }).optional().catch(undefined),
  showtimes: z
    .array(
      z.object({
        theatre: z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() }),
        dateTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
        ticketURI: z.string().optional().catch(undefined),
      }),
    )
    .catch([]),
});

/** Gracenote's `movies/showings` for one zip code and day, as our showings shape. */
export async function fetchGracenoteShowings(zip: string, day: string, options: GracenoteOptions): Promise<Showing[]> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/movies/showings?startDate=${day}&numDays=1&zip=${zip}&api_key=${encodeURIComponent(options.apiKey)}`;
  let answer: unknown;
  try {
    answer = await fetchUpstreamJson(url, { provider: PROVIDER, timeoutMs: options.timeoutMs, retries: 1 });
  } catch (error) {
    // Gracenote answers 404 when it knows no theatre near the zip code.
    if (error instanceof UpstreamNotFound) return [];
    throw error;
  }
  if (!Array.isArray(answer)) throw new UpstreamError(PROVIDER, 'movies/showings did not answer a list');
  const showings: Showing[] = [];
  for (const item of answer) {
    const parsed = upstreamShowing.safeParse(item);
    if (!parsed.success) continue;
    const { rootId, showtimes, ...film } = parsed.data;
    showings.push({
      ...dropUndefined(film),
      rootId: rootId ?? '',
      showtimes: showtimes.map((s) => dropUndefined({ theatre: s.theatre, dateTime: s.dateTime.slice(0, 16), ticketURI: s.ticketURI })),
    });
  }
  return showings;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
