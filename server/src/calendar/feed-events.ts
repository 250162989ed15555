import { addDays } from '@guide/common/dates';
import type { Game } from '@guide/common/sports';
import type { FavouriteTeam } from '@guide/common/account';
import { nextTurn } from '../lib/next-turn';
import type { ShowsSource, WebReleasesSource } from '../tv/sources';
import type { FeedEvent } from './feed';

export const GAME_DAYS = 30;
export const EPISODE_DAYS = 60;
/**
 * A followed team's next games are in the feed however far away they are: a team with fewer
 * than this many games in the 30 days (the end of its season, the off-season) gets its next ones
 * from beyond, up to this many in all.
 */
export const FAR_GAMES = 3;
/** How far ahead the next games are looked for; and, from the first day with games, how many days are walked to find each team's. */
const FAR_LOOKAHEAD_DAYS = 366;
const FAR_WALK_DAYS = 21;
/** A step over a stretch without games: within what every source looks ahead from a day (NHL follows four weeks). */
const FAR_HOP_DAYS = 28;
/** A game's block in the calendar: a typical length, since providers give no end time. */
const GAME_MINUTES = { MLB: 180, NHL: 150 } as const;

export interface FeedSources {
  gamesOn(league: 'MLB' | 'NHL', day: string): Promise<Game[]>;
  /** The games of the first day after `after` that has any; empty when the source sees none ahead. */
  nextGames(league: 'MLB' | 'NHL', after: string): Promise<Game[]>;
  shows: ShowsSource;
  webReleases: WebReleasesSource;
}

/** How many days from today the web channel schedule is asked for (a day each, kept for every feed). */
const WEB_RELEASE_DAYS = 8;

export interface FeedRequest {
  teams: FavouriteTeam[];
  showIds: number[];
  today: string;
  now: Date;
  /** Our site's origin, for the links back. */
  origin: string;
  /** Spoiler-free mode: no episode titles but those of watched episodes, no game details beyond the league. */
  spoilerFree?: boolean;
  /** The episodes the user has marked watched (their titles may show in spoiler-free mode). */
  watchedEpisodeIds?: ReadonlySet<number>;
}

/** A followed team's game as a calendar event, linked to the game's own day (`?date=`), not whatever day the link is opened on. */
function gameEvent(
  league: 'MLB' | 'NHL',
  game: Game,
  followed: Set<number>,
  origin: string,
  spoilerFree: boolean,
): FeedEvent {
  const page =
    league === 'MLB'
      ? `${origin}/mlb/${followed.has(game.home.id) ? game.home.id : game.visitor.id}?date=${game.date}`
      : `${origin}/television/sports/nhl?date=${game.date}`;
  return {
    uid: `game-${league.toLowerCase()}-${game.id}@entertainment-guide`,
    summary: `${game.visitor.name} at ${game.home.name}`,
    start: new Date(game.gametime),
    durationMinutes: GAME_MINUTES[league],
    url: page,
    // A provider's description can carry a series' standing ("leads 3-2"): spoiler-free mode leaves it out.
    description: spoilerFree ? league : `${league} · ${game.description}`,
    cancelled: game.status === 'Cancelled' || game.status === 'Postponed',
  };
}

/**
 * The next games, after `after`, of the teams `short()` names (those still short of FAR_GAMES):
 * the first day with games is looked for (in steps, as far as `until`: sources look only so far
 * ahead), then the days from it are walked until every team has its games or FAR_WALK_DAYS
 * have passed. A lookup that fails is reported, as for the 30 days.
 */
async function farGames(
  league: 'MLB' | 'NHL',
  after: string,
  until: string,
  sources: FeedSources,
  short: () => Set<number>,
  add: (game: Game) => void,
  onFailure: (what: string, error: unknown) => void,
): Promise<void> {
  const take = (games: Game[]) => {
    const wanted = short();
    for (const game of games) if (wanted.has(game.home.id) || wanted.has(game.visitor.id)) add(game);
  };
  let first: Game[] = [];
  for (let from = after; first.length === 0 && from < until; from = addDays(from, FAR_HOP_DAYS)) {
    try {
      await nextTurn();
      first = await sources.nextGames(league, from);
    } catch (error) {
      onFailure(`${league} games after ${from}`, error);
      return;
    }
  }
  const start = first[0]?.date;
  if (!start || start > until) return;
  take(first);
  for (let i = 1; i < FAR_WALK_DAYS && short().size > 0; i++) {
    await nextTurn();
    const day = addDays(start, i);
    try {
      take(await sources.gamesOn(league, day));
    } catch (error) {
      onFailure(`${league} games on ${day}`, error);
      return;
    }
  }
}

/** How many items' lookups may wait on a provider at once. */
const IN_FLIGHT = 4;

/**
 * Runs `work` over `items`: one item started a turn of the event loop (offline sources answer
 * without waiting, so an item's work is all done within its turn and other requests are answered
 * between items), at most IN_FLIGHT waiting at once (live sources wait on the provider). An item
 * whose work fails is reported (the route then keeps the last complete feed). Results in the
 * items' order.
 */
async function settled<T, R>(
  items: T[],
  work: (item: T) => Promise<R>,
  onFailure: (item: T, error: unknown) => void,
): Promise<R[]> {
  const outcomes: PromiseSettledResult<R>[] = [];
  const waiting = new Set<Promise<void>>();
  for (const [i, item] of items.entries()) {
    if (i > 0) await nextTurn();
    const done: Promise<void> = work(item).then(
      (value) => void (outcomes[i] = { status: 'fulfilled', value }),
      (reason: unknown) => void (outcomes[i] = { status: 'rejected', reason }),
    );
    waiting.add(done);
    void done.then(() => waiting.delete(done));
    if (waiting.size >= IN_FLIGHT) await Promise.race(waiting);
  }
  await Promise.all(waiting);
  const results: R[] = [];
  outcomes.forEach((r, i) => (r.status === 'fulfilled' ? results.push(r.value) : onFailure(items[i]!, r.reason)));
  return results;
}

const withService = (summary: string, service: string | null) => (service ? `${summary} on ${service}` : summary);

/**
 * The streaming service of each episode released on one on `days` within the schedule's reach,
 * by episode id. A day the schedule cannot give now costs only the names of network shows'
 * episodes released on a service (the shows' own web channels still name theirs), so it does not
 * hold the feed back.
 */
async function webReleasesOn(airdates: string[], today: string, sources: FeedSources): Promise<Map<number, string>> {
  const lastDay = addDays(today, WEB_RELEASE_DAYS - 1);
  const days = [...new Set(airdates)].filter((day) => day <= lastDay);
  const schedules = await Promise.all(days.map((day) => sources.webReleases.releases(day).catch(() => [])));
  return new Map(schedules.flat().map((r) => [r.episodeId, r.service]));
}

/**
 * What a user's calendar holds: every game of a followed team in the next 30 days (and, for a
 * team with fewer than three there, its next three wherever they are) and every episode of a
 * saved show in the next 60, from the same sources as the rest of the app (shows and
 * episodes through the provider cache). A day or show the source cannot answer now is reported
 * to `onFailure`: the caller must not serve what came out as if it were complete.
 */
export async function feedEvents(
  request: FeedRequest,
  sources: FeedSources,
  onFailure: (what: string, error: unknown) => void,
): Promise<FeedEvent[]> {
  const { teams, showIds, today, now, origin, spoilerFree = false, watchedEpisodeIds = new Set<number>() } = request;
  const events: FeedEvent[] = [];

  for (const league of ['MLB', 'NHL'] as const) {
    const followed = new Set(teams.filter((t) => t.league === league.toLowerCase()).map((t) => t.id));
    if (followed.size === 0) continue;
    const counted = new Map<number, number>();
    const add = (game: Game) => {
      events.push(gameEvent(league, game, followed, origin, spoilerFree));
      if (game.status === 'Cancelled' || game.status === 'Postponed') return;
      for (const id of [game.home.id, game.visitor.id])
        if (followed.has(id)) counted.set(id, (counted.get(id) ?? 0) + 1);
    };
    const days = Array.from({ length: GAME_DAYS }, (_, i) => addDays(today, i));
    const perDay = await settled(
      days,
      (day) => sources.gamesOn(league, day),
      (day, error) => onFailure(`${league} games on ${day}`, error),
    );
    for (const game of perDay.flat()) {
      if (!followed.has(game.home.id) && !followed.has(game.visitor.id)) continue;
      if (new Date(game.gametime).getTime() + GAME_MINUTES[league] * 60_000 < now.getTime()) continue;
      add(game);
    }
    const short = () => new Set([...followed].filter((id) => (counted.get(id) ?? 0) < FAR_GAMES));
    if (short().size > 0) {
      await farGames(
        league,
        addDays(today, GAME_DAYS - 1),
        addDays(today, FAR_LOOKAHEAD_DAYS),
        sources,
        short,
        add,
        onFailure,
      );
    }
  }

  const lastDay = addDays(today, EPISODE_DAYS);
  // Each show's episodes are sifted within its own turn: a long-running show has hundreds.
  const showEpisodes = async (id: number) => {
    const show = await sources.shows.show(id);
    const episodes = await sources.shows.episodes(id);
    if (!show || !episodes) return null;
    const ahead = episodes.filter((episode) => episode.airdate >= today && episode.airdate <= lastDay);
    return { id, show, episodes: ahead };
  };
  const perShow = (await settled(showIds, showEpisodes, (id, error) => onFailure(`show ${id}`, error))).filter(
    (found) => found !== null,
  );
  // The schedule is asked only for the days the shows have episodes on.
  const released = await webReleasesOn(
    perShow.flatMap((found) => found.episodes.map((e) => e.airdate)),
    today,
    sources,
  );
  for (const { id, show, episodes } of perShow) {
    // A show without a network is released on its web channel, beyond the days of the schedule too.
    const showService = show.network ? null : (show.webChannel?.name ?? null);
    for (const episode of episodes)
      events.push({
        uid: `episode-${episode.id}@entertainment-guide`,
        // The show's name first: month views cut a summary short.
        summary: withService(
          `${show.name} · S${episode.season} E${episode.number}`,
          released.get(episode.id) ?? showService,
        ),
        start: episode.airstamp ? new Date(episode.airstamp) : episode.airdate,
        durationMinutes: episode.runtime ?? 60,
        url: `${origin}/television/show/${id}`,
        // Spoiler-free: an episode's title shows only once it is watched.
        description: spoilerFree && !watchedEpisodeIds.has(episode.id) ? undefined : episode.name,
      });
  }
  const startKey = (e: FeedEvent) => (e.start instanceof Date ? e.start.toISOString() : e.start);
  // Soonest first; the UID settles ties, so the same events always come out in the same order.
  return events.sort((a, b) => startKey(a).localeCompare(startKey(b)) || a.uid.localeCompare(b.uid));
}
