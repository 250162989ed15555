import { z } from 'zod';
import type { Showing } from '@guide/common/cinema';
import { ProviderNotFound } from '../../errors';
import type { CacheLookup } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { lenientList, optionalText } from '../../providers/schemas';
import type { LocatedPlace } from '../../reference/places';
import type { ShowingsSource } from '../sources';

// Only what the cinema shows is kept; anything missing or odd in one film drops that field,
// never the whole film (the recordings have films without ratings, runtimes or genres).
const idText = z.union([z.string(), z.number()]).transform(String);
const showtime = z.object({
  theatre: z.object({ id: idText, name: z.string() }),
  dateTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
  ticketURI: optionalText,
});
const film = z.object({
  tmsId: optionalText,
  rootId: idText.optional().catch(undefined),
  title: z.string(),
  releaseYear: z.number().int().optional().catch(undefined),
  topCast: z.array(z.string()).optional().catch(undefined),
  shortDescription: optionalText,
  longDescription: optionalText,
  genres: z.array(z.string()).optional().catch(undefined),
  qualityRating: z.object({ value: idText }).optional().catch(undefined),
  ratings: z
    .array(z.object({ code: z.string() }))
    .optional()
    .catch(undefined),
  runTime: optionalText,
  preferredImage: z.object({ uri: z.string() }).optional().catch(undefined),
  // One bad showtime costs that showtime; a film whose showtimes are not a list keeps none.
  showtimes: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = showtime.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
export const showingsAnswer = lenientList(film, 'Gracenote films');

/** Gracenote's `movies/showings` for one zip code and day, as our showings shape, cached. */
export class GracenoteShowings implements ShowingsSource {
  /** Theatres publish about a week: no provider is asked further ahead. */
  readonly maxDaysAhead = 14;

  constructor(
    private readonly gracenote: ProviderClient,
    private readonly cache: CacheLookup,
    private readonly ttlSeconds: number,
    private readonly staleSeconds: number,
  ) {}

  showings(place: LocatedPlace, day: string): Promise<Showing[]> {
    const policy = { ttlSeconds: this.ttlSeconds, staleSeconds: this.staleSeconds };
    return this.cache.get(`gracenote:showings:${place.zip}:${day}`, policy, () => this.fetch(place.zip, day));
  }

  private async fetch(zip: string, day: string): Promise<Showing[]> {
    let films: z.infer<typeof showingsAnswer>;
    try {
      films = await this.gracenote.getJson(`/movies/showings?startDate=${day}&numDays=1&zip=${zip}`, showingsAnswer);
    } catch (error) {
      // Gracenote answers 404 when it knows no theatre near the zip code: that is an answer.
      if (error instanceof ProviderNotFound) return [];
      throw error;
    }
    return films.map(({ rootId, showtimes, ...rest }) => ({
      ...dropUndefined(rest),
      rootId: rootId ?? '',
      showtimes: showtimes.map((s) =>
        dropUndefined({ theatre: s.theatre, dateTime: s.dateTime.slice(0, 16), ticketURI: s.ticketURI }),
      ),
    }));
  }
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
