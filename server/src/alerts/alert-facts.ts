import crypto from 'node:crypto';
import { addDays, clockInZone, dayInZone, zonedTimeToUtc } from '@guide/common/dates';
import { streamingOnMine, streamingServiceIds, type StreamingService } from '@guide/common/cinema';
import { filmIdOf } from '@guide/common/films';
import type { AlertKind } from '@guide/common/contract';
import { isSettled, type Game } from '@guide/common/sports';
import type { TvEpisodeAiring, TvShowDetail, WebRelease } from '@guide/common/tv';
import type { FilmsSource, WatchSource } from '../cinema/sources';
import type { AiringsSource, ShowsSource, WebReleasesSource } from '../tv/sources';
import type { AlertPreferences } from './alerts-repository';

type League = 'MLB' | 'NHL';

/** One alert to send, as a queued job carries it: who, what about, and when it is due. */
export interface AlertJob {
  userId: number;
  /** Stable: the same alert planned again has the same id (the push Topic and the notification tag). */
  alertId: string;
  kind: AlertKind;
  /** When it is due, on the app's clock (ISO). */
  dueAt: string;
  league?: League;
  gameId?: number;
  /** The day the game was listed on (its official day). */
  day?: string;
  showId?: number;
  episodeId?: number;
  filmId?: string;
  /** A film's airing: its start and channel. */
  airingStart?: string;
  /** The streaming service a film arrived on. */
  serviceId?: number;
}

export interface AlertMessage {
  title: string;
  body: string;
  url: string;
}

/**
 * due: send it now; `staleAt` is when it would mean nothing any more (held by quiet hours past
 * it, it is dropped). later: the facts moved it (a postponed start, a game not over yet). gone:
 * nothing to send (stale, unfollowed, switched off, cancelled).
 */
export type Verdict =
  | { state: 'due'; message: AlertMessage; staleAt?: Date }
  | { state: 'later'; dueAt: Date }
  | { state: 'gone'; reason: 'stale' | 'moot' };

export interface AlertSources {
  gamesOn(league: League, day: string): Promise<Game[]>;
  networksOn(league: League, day: string): Promise<Map<number, string>>;
  shows: ShowsSource;
  airings: AiringsSource;
  webReleases: WebReleasesSource;
  films: FilmsSource;
  watch: WatchSource;
  /** The memory of where films stream, which tells an arrival from where a film already was. */
  arrivals: {
    noteFilmStreaming(filmId: string, serviceIds: number[], at: Date): Promise<Map<number, Date>>;
  };
}

/** A game's usual length: its final is looked for then, and every 10 minutes after until it is over. */
const GAME_MINUTES: Record<League, number> = { MLB: 180, NHL: 150 };
const KICK_OFF: Record<League, string> = { MLB: 'First pitch', NHL: 'Puck drop' };
const FINAL_CHECK_MS = 10 * 60_000;
/** A final not seen this long after the start is given up on. */
const FINAL_GIVE_UP_MS = 8 * 3600_000;
/** How far ahead alerts are planned (each plan looks again). */
const HORIZON_MS = 36 * 3600_000;
/** Episodes airing tonight are announced at this time of the afternoon, in the device's zone. */
const AFTERNOON = '15:00';
const MINUTE = 60_000;
/** A streaming release is news for this long: held by quiet hours past it, its alert is dropped. */
const RELEASE_NEWS_MS = 12 * 3600_000;
/** A film's arrival on a service is news for this long (a film kept on the watchlist later is still told of it). */
const ARRIVAL_NEWS_MS = 3 * 24 * 3600_000;

/** Service names as the schedule and the where-to-watch data write them, compared without case or signs. */
const sameService = (a: string, b: string) => a.toLowerCase().replace(/\W/g, '') === b.toLowerCase().replace(/\W/g, '');
const showPage = (id: number) => `/television/show/${id}`;
const episodeCode = (episode: Pick<TvEpisodeAiring, 'season' | 'number'>) => `S${episode.season}E${episode.number}`;

/** A stable id of at most 32 url-safe characters (what the push Topic header allows). */
export function alertIdOf(kind: AlertKind, userId: number, subject: string): string {
  return crypto.createHash('sha256').update(`${kind}|${userId}|${subject}`).digest('base64url').slice(0, 32);
}

const gamePage = (league: League, id: number) => `/${league.toLowerCase()}/game/${id}`;
const matchup = (game: Game) => `${game.visitor.name} at ${game.home.name}`;

/**
 * What each kind of alert is about, from the current facts: the alerts a user's follows give in
 * the coming hours (planning), and whether one is still due when its moment comes (sending), so a
 * postponed game or a rescheduled episode moves its alert and an unfollowed team stops its own.
 */
export class AlertFacts {
  constructor(
    private readonly sources: AlertSources,
    private readonly serverZone: string,
  ) {}

  /** The alerts due in the coming hours for a user's follows and settings. */
  async plan(userId: number, prefs: AlertPreferences, zone: string, now: Date): Promise<AlertJob[]> {
    const releases = await this.planReleases(userId, prefs, now);
    const [games, episodes, films, arrivals] = await Promise.all([
      this.planGames(userId, prefs, now),
      prefs.episodeTonight ? this.planEpisodes(userId, prefs, zone, now, releases.episodeIds) : [],
      prefs.filmOnTv ? this.planFilms(userId, prefs, now) : [],
      prefs.filmStreaming ? this.planArrivals(userId, prefs, now) : [],
    ]);
    return [...games, ...episodes, ...releases.jobs, ...films, ...arrivals];
  }

  private async planGames(userId: number, prefs: AlertPreferences, now: Date): Promise<AlertJob[]> {
    if (!prefs.gameStart && !prefs.gameFinal) return [];
    const jobs: AlertJob[] = [];
    const today = dayInZone(now, this.serverZone);
    for (const league of ['MLB', 'NHL'] as const) {
      const followed = new Set(prefs.teams.filter((t) => t.league === league).map((t) => t.id));
      if (followed.size === 0) continue;
      for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
        for (const game of await this.sources.gamesOn(league, day)) {
          if (!followed.has(game.home.id) && !followed.has(game.visitor.id)) continue;
          const start = Date.parse(game.gametime);
          if (start > now.getTime() + HORIZON_MS) continue;
          const subject = `${league}|${game.id}`;
          const base = { userId, league, gameId: game.id, day };
          if (prefs.gameStart && start > now.getTime() && !isSettled(game.status)) {
            const due = Math.max(now.getTime(), start - prefs.leadMinutes * MINUTE);
            jobs.push({
              ...base,
              kind: 'game-start',
              alertId: alertIdOf('game-start', userId, subject),
              dueAt: iso(due),
            });
          }
          const postponed = game.status === 'Postponed' || game.status === 'Cancelled' || game.status === 'Suspended';
          if (prefs.gameFinal && !postponed && now.getTime() - start < FINAL_GIVE_UP_MS) {
            const due = Math.max(now.getTime(), start + GAME_MINUTES[league] * MINUTE);
            jobs.push({
              ...base,
              kind: 'game-final',
              alertId: alertIdOf('game-final', userId, subject),
              dueAt: iso(due),
            });
          }
        }
      }
    }
    return jobs;
  }

  private async planEpisodes(
    userId: number,
    prefs: AlertPreferences,
    zone: string,
    now: Date,
    released: ReadonlySet<number>,
  ): Promise<AlertJob[]> {
    const jobs: AlertJob[] = [];
    for (const showId of prefs.showIds) {
      const episodes = (await this.sources.shows.episodes(showId).catch(() => null)) ?? [];
      for (const episode of episodes) {
        // One released on my services is told as a release (its own switch), not as on tonight.
        if (!episode.airstamp || released.has(episode.id)) continue;
        const airs = Date.parse(episode.airstamp);
        if (airs <= now.getTime() || airs > now.getTime() + HORIZON_MS) continue;
        jobs.push({
          userId,
          kind: 'episode-tonight',
          alertId: alertIdOf('episode-tonight', userId, `${showId}|${episode.id}|${episode.airstamp}`),
          showId,
          episodeId: episode.id,
          dueAt: iso(Math.max(now.getTime(), this.afternoonBefore(airs, zone))),
        });
      }
    }
    return jobs;
  }

  /** The afternoon announcement of an airing: 3 PM on its day in the device's zone, or an hour before an earlier one. */
  private afternoonBefore(airs: number, zone: string): number {
    const afternoon = zonedTimeToUtc(dayInZone(new Date(airs), zone), AFTERNOON, zone).getTime();
    return Math.min(afternoon, airs - 60 * MINUTE);
  }

  private async planFilms(userId: number, prefs: AlertPreferences, now: Date): Promise<AlertJob[]> {
    if (prefs.filmIds.length === 0) return [];
    const wanted = new Set(prefs.filmIds);
    const jobs: AlertJob[] = [];
    const announced = new Set<string>();
    const airings = await this.sources.airings.movies(now);
    for (const airing of [...airings].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
      const filmId = filmIdOf(airing.program.title, airing.program.releaseYear);
      const starts = Date.parse(airing.startTime);
      // One alert a film: its first airing in the next day.
      if (
        !wanted.has(filmId) ||
        announced.has(filmId) ||
        starts <= now.getTime() ||
        starts > now.getTime() + 24 * 3600_000
      )
        continue;
      announced.add(filmId);
      jobs.push({
        userId,
        kind: 'film-on-tv',
        alertId: alertIdOf('film-on-tv', userId, `${filmId}|${airing.startTime}`),
        filmId,
        airingStart: airing.startTime,
        dueAt: iso(now.getTime()),
      });
    }
    return jobs;
  }

  /**
   * Followed shows' episodes released on one of the user's streaming services in the coming hours
   * (or in the last few, for a device that just subscribed): due at the release, when the episode
   * can be watched. The ids of all of them, to keep them out of the "on tonight" alerts.
   */
  private async planReleases(
    userId: number,
    prefs: AlertPreferences,
    now: Date,
  ): Promise<{ jobs: AlertJob[]; episodeIds: Set<number> }> {
    const jobs: AlertJob[] = [];
    const episodeIds = new Set<number>();
    if (prefs.serviceIds.length === 0 || prefs.showIds.length === 0) return { jobs, episodeIds };
    const today = dayInZone(now, this.serverZone);
    const mine = await this.myServices(prefs, today);
    const schedule = this.scheduleReader();
    for (const showId of prefs.showIds) {
      const episodes = ((await this.sources.shows.episodes(showId).catch(() => null)) ?? []).filter((e) => {
        const at = e.airstamp ? Date.parse(e.airstamp) : NaN;
        return at > now.getTime() - RELEASE_NEWS_MS && at <= now.getTime() + HORIZON_MS;
      });
      if (episodes.length === 0) continue;
      const show = await this.sources.shows.show(showId).catch(() => null);
      if (!show) continue;
      for (const episode of episodes) {
        if (!(await this.releasedOnMine(show, episode, mine, schedule, today))) continue;
        episodeIds.add(episode.id);
        if (!prefs.episodeStreaming) continue;
        jobs.push({
          userId,
          kind: 'episode-streaming',
          // Once per episode: a release that moves keeps its id, and its queued alert moves with it.
          alertId: alertIdOf('episode-streaming', userId, `${showId}|${episode.id}`),
          showId,
          episodeId: episode.id,
          dueAt: iso(Math.max(now.getTime(), Date.parse(episode.airstamp!))),
        });
      }
    }
    return { jobs, episodeIds };
  }

  /** The user's services, with their names. */
  private async myServices(prefs: AlertPreferences, today: string): Promise<StreamingService[]> {
    const chosen = new Set(prefs.serviceIds);
    return (await this.sources.watch.services(today)).filter((s) => chosen.has(s.id));
  }

  /** The web channel schedule by day, each day asked once; a day it cannot give is an empty one. */
  private scheduleReader(): (day: string) => Promise<WebRelease[]> {
    const days = new Map<string, Promise<WebRelease[]>>();
    return (day) => {
      if (!days.has(day))
        days.set(
          day,
          this.sources.webReleases.releases(day).catch(() => []),
        );
      return days.get(day)!;
    };
  }

  /**
   * The streaming service an episode is released on when it is one of `mine`, else null: the
   * schedule's service, else the web channel of a show with no network (decision 0205).
   */
  private async releasedOnMine(
    show: TvShowDetail,
    episode: TvEpisodeAiring,
    mine: StreamingService[],
    schedule: (day: string) => Promise<WebRelease[]>,
    today: string,
  ): Promise<string | null> {
    if (mine.length === 0) return null;
    const listed = (await schedule(episode.airdate)).find((r) => r.episodeId === episode.id)?.service;
    const service = listed ?? (show.network ? null : (show.webChannel?.name ?? null));
    if (!service) return null;
    if (mine.some((s) => sameService(s.name, service))) return service;
    // The two sources may name one service differently: the show streaming on one of mine settles it.
    const options = await this.sources.watch.showOptions(show, today).catch(() => null);
    return options &&
      streamingOnMine(
        options,
        mine.map((s) => s.id),
      ).length > 0
      ? service
      : null;
  }

  /**
   * Watchlist films that arrived on one of the user's services in the last days. Where-to-watch
   * data says only where a film streams now; each look is noted, and a service not there at the
   * previous look is an arrival (decision 0221).
   */
  private async planArrivals(userId: number, prefs: AlertPreferences, now: Date): Promise<AlertJob[]> {
    if (prefs.serviceIds.length === 0) return [];
    const today = dayInZone(now, this.serverZone);
    const jobs: AlertJob[] = [];
    for (const filmId of prefs.filmIds) {
      const streaming = await this.streamingNow(filmId, today);
      if (!streaming) continue;
      const arrived = await this.sources.arrivals.noteFilmStreaming(filmId, streaming.serviceIds, now);
      for (const service of streamingOnMine(streaming.options, prefs.serviceIds)) {
        const at = arrived.get(service.id);
        if (!at || now.getTime() - at.getTime() > ARRIVAL_NEWS_MS) continue;
        jobs.push({
          userId,
          kind: 'film-streaming',
          alertId: alertIdOf('film-streaming', userId, `${filmId}|${service.id}`),
          filmId,
          serviceId: service.id,
          dueAt: iso(now.getTime()),
        });
      }
    }
    return jobs;
  }

  /** Where a film streams today, with its title; null when the film or its offers are unknown. */
  private async streamingNow(filmId: string, today: string) {
    const film = await this.sources.films.film(filmId, today).catch(() => null);
    if (!film) return null;
    const options = await this.sources.watch.filmOptions({ id: filmId, tmdbId: film.tmdbId }, today).catch(() => null);
    return options && { title: film.title, options, serviceIds: streamingServiceIds(options) };
  }

  /** Whether an alert is still due now, from the current facts, and its words. */
  async check(job: AlertJob, prefs: AlertPreferences, zone: string, now: Date): Promise<Verdict> {
    switch (job.kind) {
      case 'game-start':
      case 'game-final':
        return this.checkGame(job, prefs, zone, now);
      case 'episode-tonight':
        return this.checkEpisode(job, prefs, zone, now);
      case 'episode-streaming':
        return this.checkRelease(job, prefs, now);
      case 'film-on-tv':
        return this.checkFilm(job, prefs, zone, now);
      case 'film-streaming':
        return this.checkArrival(job, prefs, now);
    }
  }

  private async checkGame(job: AlertJob, prefs: AlertPreferences, zone: string, now: Date): Promise<Verdict> {
    const league = job.league!;
    const wanted = job.kind === 'game-start' ? prefs.gameStart : prefs.gameFinal;
    const game = (await this.sources.gamesOn(league, job.day!)).find((g) => g.id === job.gameId);
    const followed =
      game && prefs.teams.some((t) => t.league === league && (t.id === game.home.id || t.id === game.visitor.id));
    if (!wanted || !game || !followed) return { state: 'gone', reason: 'moot' };
    const start = Date.parse(game.gametime);
    const url = gamePage(league, game.id);
    if (game.status === 'Postponed' || game.status === 'Cancelled') return { state: 'gone', reason: 'moot' };
    if (job.kind === 'game-start') {
      if (start <= now.getTime() || isSettled(game.status)) return { state: 'gone', reason: 'stale' };
      const due = start - prefs.leadMinutes * MINUTE;
      // Moved later (a delayed start): the alert moves with it.
      if (due > now.getTime() + MINUTE) return { state: 'later', dueAt: new Date(due) };
      const network = (await this.sources.networksOn(league, job.day!)).get(game.id) ?? game.network;
      const minutes = Math.max(1, Math.round((start - now.getTime()) / MINUTE));
      return {
        state: 'due',
        staleAt: new Date(start),
        message: {
          title: `${matchup(game)} starts in ${minutes} minutes`,
          body: `${KICK_OFF[league]} at ${clockInZone(new Date(start), zone)}${network ? ` on ${network}` : ''}.`,
          url,
        },
      };
    }
    if (game.status !== 'Final') {
      if (now.getTime() - start > FINAL_GIVE_UP_MS) return { state: 'gone', reason: 'stale' };
      return {
        state: 'later',
        dueAt: new Date(Math.max(now.getTime() + FINAL_CHECK_MS, start + GAME_MINUTES[league] * MINUTE)),
      };
    }
    if (prefs.spoilerFree)
      return {
        state: 'due',
        message: { title: `${matchup(game)} has ended`, body: 'Open the game when you are ready for the score.', url },
      };
    return {
      state: 'due',
      message: {
        title: `Final: ${game.visitor.name} ${game.visitor_score ?? 0}, ${game.home.name} ${game.home_score ?? 0}`,
        body: `${matchup(game)} has ended.`,
        url,
      },
    };
  }

  private async checkEpisode(job: AlertJob, prefs: AlertPreferences, zone: string, now: Date): Promise<Verdict> {
    if (!prefs.episodeTonight || !prefs.showIds.includes(job.showId!)) return { state: 'gone', reason: 'moot' };
    const [show, episodes] = await Promise.all([
      this.sources.shows.show(job.showId!),
      this.sources.shows.episodes(job.showId!),
    ]);
    const episode = episodes?.find((e) => e.id === job.episodeId);
    if (!show || !episode?.airstamp) return { state: 'gone', reason: 'moot' };
    const airs = Date.parse(episode.airstamp);
    if (airs <= now.getTime()) return { state: 'gone', reason: 'stale' };
    const due = this.afternoonBefore(airs, zone);
    // Rescheduled to a later day: announced on that day's afternoon instead.
    if (due > now.getTime() + MINUTE) return { state: 'later', dueAt: new Date(due) };
    const channel = show.network?.name ?? show.webChannel?.name;
    const code = episodeCode(episode);
    // Spoiler-free mode hides unwatched episodes' titles (decision 0165); an episode not aired yet is unwatched.
    const name = prefs.spoilerFree ? '' : ` “${episode.name}”`;
    return {
      state: 'due',
      staleAt: new Date(airs),
      message: {
        title: `${show.name} is on tonight`,
        body: `${code}${name} at ${clockInZone(new Date(airs), zone)}${channel ? ` on ${channel}` : ''}.`,
        url: showPage(show.id),
      },
    };
  }

  private async checkRelease(job: AlertJob, prefs: AlertPreferences, now: Date): Promise<Verdict> {
    if (!prefs.episodeStreaming || !prefs.showIds.includes(job.showId!)) return { state: 'gone', reason: 'moot' };
    const [show, episodes] = await Promise.all([
      this.sources.shows.show(job.showId!),
      this.sources.shows.episodes(job.showId!),
    ]);
    const episode = episodes?.find((e) => e.id === job.episodeId);
    if (!show || !episode?.airstamp) return { state: 'gone', reason: 'moot' };
    const released = Date.parse(episode.airstamp);
    // Its release moved later: the alert moves with it.
    if (released > now.getTime() + MINUTE) return { state: 'later', dueAt: new Date(released) };
    if (now.getTime() - released > RELEASE_NEWS_MS) return { state: 'gone', reason: 'stale' };
    const today = dayInZone(now, this.serverZone);
    const service = await this.releasedOnMine(
      show,
      episode,
      await this.myServices(prefs, today),
      this.scheduleReader(),
      today,
    );
    if (!service) return { state: 'gone', reason: 'moot' };
    // Spoiler-free mode hides unwatched episodes' titles (decision 0165); one just out is unwatched.
    const name = prefs.spoilerFree ? '' : ` “${episode.name}”`;
    return {
      state: 'due',
      staleAt: new Date(released + RELEASE_NEWS_MS),
      message: {
        title: `${show.name}: new episode on ${service}`,
        body: `${episodeCode(episode)}${name} is out now.`,
        url: showPage(show.id),
      },
    };
  }

  private async checkArrival(job: AlertJob, prefs: AlertPreferences, now: Date): Promise<Verdict> {
    const filmId = job.filmId!;
    const serviceId = job.serviceId!;
    if (!prefs.filmStreaming || !prefs.filmIds.includes(filmId) || !prefs.serviceIds.includes(serviceId))
      return { state: 'gone', reason: 'moot' };
    const streaming = await this.streamingNow(filmId, dayInZone(now, this.serverZone));
    // No longer on the service (or no longer known): nothing to tell.
    const service = streaming && streamingOnMine(streaming.options, [serviceId])[0];
    if (!streaming || !service) return { state: 'gone', reason: 'moot' };
    return {
      state: 'due',
      message: {
        title: `${streaming.title} is now on ${service.name}`,
        body: `A film on your watchlist arrived on one of your services.`,
        url: `/film/${filmId}`,
      },
    };
  }

  private async checkFilm(job: AlertJob, prefs: AlertPreferences, zone: string, now: Date): Promise<Verdict> {
    if (!prefs.filmOnTv || !prefs.filmIds.includes(job.filmId!)) return { state: 'gone', reason: 'moot' };
    const starts = Date.parse(job.airingStart!);
    if (starts <= now.getTime()) return { state: 'gone', reason: 'stale' };
    const airing = (await this.sources.airings.movies(new Date(starts - MINUTE))).find(
      (a) => a.startTime === job.airingStart && filmIdOf(a.program.title, a.program.releaseYear) === job.filmId,
    );
    if (!airing) return { state: 'gone', reason: 'moot' };
    const channel = airing.station.name ?? airing.station.callSign;
    const day = dayInZone(new Date(starts), zone) === dayInZone(now, zone) ? 'today' : 'tomorrow';
    return {
      state: 'due',
      staleAt: new Date(starts),
      message: {
        title: `${airing.program.title} is on TV ${day}`,
        body: `At ${clockInZone(new Date(starts), zone)} on ${channel}. It is on your watchlist.`,
        url: `/film/${job.filmId}`,
      },
    };
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
