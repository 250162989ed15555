import { addDays } from '@guide/common/dates';
import type { Game } from '@guide/common/sports';
import type { FavouriteTeam } from '@guide/common/account';
import type { ShowsSource } from '../tv/sources';
import type { FeedEvent } from './feed';

export const GAME_DAYS = 30;
export const EPISODE_DAYS = 60;
/** A game's block in the calendar: a typical length, since providers give no end time. */
const GAME_MINUTES = { MLB: 180, NHL: 150 } as const;

export interface FeedSources {
  gamesOn(league: 'MLB' | 'NHL', day: string): Promise<Game[]>;
  shows: ShowsSource;
}

export interface FeedRequest {
  teams: FavouriteTeam[];
  showIds: number[];
  today: string;
  now: Date;
  /** Our site's origin, for the links back. */
  origin: string;
}

/** Runs `work` over `items`, a few at a time; an item whose work fails is reported (the route then keeps the last complete feed). */
async function settled<T, R>(items: T[], work: (item: T) => Promise<R>, onFailure: (item: T, error: unknown) => void): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 4) {
    const batch = await Promise.allSettled(items.slice(i, i + 4).map(work));
    batch.forEach((r, j) => (r.status === 'fulfilled' ? results.push(r.value) : onFailure(items[i + j]!, r.reason)));
  }
  return results;
}

/**
 * What a user's calendar holds: every game of a followed team in the next 30 days and every
 * episode of a saved show in the next 60, from the same sources as the rest of the app (shows and
 * episodes through the provider cache). A day or show the source cannot answer now is reported
 * to `onFailure`: the caller must not serve what came out as if it were complete.
 */
export async function feedEvents(request: FeedRequest, sources: FeedSources, onFailure: (what: string, error: unknown) => void): Promise<FeedEvent[]> {
  const { teams, showIds, today, now, origin } = request;
  const events: FeedEvent[] = [];

  for (const league of ['MLB', 'NHL'] as const) {
    const followed = new Set(teams.filter((t) => t.league === league.toLowerCase()).map((t) => t.id));
    if (followed.size === 0) continue;
    const days = Array.from({ length: GAME_DAYS }, (_, i) => addDays(today, i));
    const perDay = await settled(days, (day) => sources.gamesOn(league, day), (day, error) => onFailure(`${league} games on ${day}`, error));
    for (const game of perDay.flat()) {
      if (!followed.has(game.home.id) && !followed.has(game.visitor.id)) continue;
      if (new Date(game.gametime).getTime() + GAME_MINUTES[league] * 60_000 < now.getTime()) continue;
      // The game's own day (`?date=`), not whatever day the link is opened on.
      const page =
        league === 'MLB' ? `${origin}/mlb/${followed.has(game.home.id) ? game.home.id : game.visitor.id}?date=${game.date}` : `${origin}/television/sports/nhl?date=${game.date}`;
      events.push({
        uid: `game-${league.toLowerCase()}-${game.id}@entertainment-guide`,
        summary: `${game.visitor.name} at ${game.home.name}`,
        start: new Date(game.gametime),
        durationMinutes: GAME_MINUTES[league],
        url: page,
        description: `${league} · ${game.description}`,
        cancelled: game.status === 'Cancelled' || game.status === 'Postponed',
      });
    }
  }

  const lastDay = addDays(today, EPISODE_DAYS);
  const shows = await settled(
    showIds,
    async (id) => ({ id, show: await sources.shows.show(id), episodes: await sources.shows.episodes(id) }),
    (id, error) => onFailure(`show ${id}`, error),
  );
  for (const { id, show, episodes } of shows) {
    if (!show || !episodes) continue;
    for (const episode of episodes) {
      if (episode.airdate < today || episode.airdate > lastDay) continue;
      events.push({
        uid: `episode-${episode.id}@entertainment-guide`,
        // The show's name first: month views cut a summary short.
        summary: `${show.name} · S${episode.season} E${episode.number}`,
        start: episode.airstamp ? new Date(episode.airstamp) : episode.airdate,
        durationMinutes: episode.runtime ?? 60,
        url: `${origin}/television/show/${id}`,
        description: episode.name,
      });
    }
  }
  const startKey = (e: FeedEvent) => (e.start instanceof Date ? e.start.toISOString() : e.start);
  // Soonest first; the UID settles ties, so the same events always come out in the same order.
  return events.sort((a, b) => startKey(a).localeCompare(startKey(b)) || a.uid.localeCompare(b.uid));
}
