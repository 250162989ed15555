import { MAX_SAVED_SHOWS } from '@guide/common/account';
import { addDays, dayInZone } from '@guide/common/dates';
import { streamingOnMine, type StreamingService } from '@guide/common/cinema';
import { isStillToCome, type TvEpisodeAiring } from '@guide/common/tv';
import { byAiringOrder, type ShowProgress, type UpNext, type UpNextItem } from '@guide/common/watching';
import type { UsersRepository } from '../account/users-repository';
import type { WatchedEpisodesRepository } from '../account/watched-episodes-repository';
import type { Clock } from '../clock';
import { HttpError } from '../errors';
import type { WatchSource } from '../cinema/sources';
import type { ShowsSource, WebReleasesSource } from '../tv/sources';
import { comingEpisodes, remainingAfterLast, showProgress, toUpNextEpisode, upNextItem, type Moment } from './progress';

/** Which of a show's episodes a mark or an unmark covers. */
export interface EpisodeSelection {
  show: number;
  season?: number;
  episode?: number;
  /** With `episode`: every episode up to it too. */
  through?: boolean;
}

interface ShowWithEpisodes {
  show: { id: number; name: string };
  episodes: TvEpisodeAiring[];
  /** The streaming service a show without a network is released on. */
  service: string | null;
}

/** Watched episodes and what follows from them: a show's progress, marks and unmarks, and Up next. */
export class WatchingService {
  constructor(
    private readonly shows: ShowsSource,
    private readonly watched: WatchedEpisodesRepository,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly timeZone: string,
    private readonly webReleases: WebReleasesSource,
    private readonly streaming: {
      watch: WatchSource;
      /** The user's own services ("My services"), by id. */
      mine: (userId: number) => Promise<number[]>;
    },
    private readonly log: { warn: (details: object, message: string) => void },
  ) {}

  private moment(): Moment {
    const now = this.clock.now();
    return { now, today: dayInZone(now, this.timeZone) };
  }

  /** The show and its episodes; a 404 with a sentence when there is no such show. */
  private async showWithEpisodes(showId: number): Promise<ShowWithEpisodes> {
    const [show, episodes] = await Promise.all([this.shows.show(showId), this.shows.episodes(showId)]);
    if (!show || !episodes) throw new HttpError(404, `There is no show ${showId}.`);
    const service = show.network ? null : (show.webChannel?.name ?? null);
    return { show: { id: show.id, name: show.name }, episodes, service };
  }

  async progress(userId: number, showId: number): Promise<ShowProgress> {
    const { show, episodes } = await this.showWithEpisodes(showId);
    const [watched, saved] = await Promise.all([this.watched.forShow(userId, showId), this.users.shows(userId)]);
    return showProgress(show, episodes, watched, saved.includes(showId), this.moment());
  }

  /** Marks the selection watched, saving the show first when it is not among the user's shows. */
  async mark(userId: number, selection: EpisodeSelection): Promise<ShowProgress> {
    const { show, episodes } = await this.showWithEpisodes(selection.show);
    const chosen = this.select(episodes, selection);
    const saved = await this.users.shows(userId);
    if (!saved.includes(show.id)) {
      const outcome = await this.users.addShow(userId, show.id, MAX_SAVED_SHOWS);
      if (outcome === 'full')
        throw new HttpError(
          409,
          `You can save at most ${MAX_SAVED_SHOWS} shows, and marking an episode saves its show. Delete one first.`,
        );
    }
    await this.watched.mark(userId, show.id, chosen, this.clock.now());
    return this.progress(userId, show.id);
  }

  async unmark(userId: number, selection: EpisodeSelection): Promise<ShowProgress> {
    const { show, episodes } = await this.showWithEpisodes(selection.show);
    const whole = selection.season === undefined && selection.episode === undefined;
    await this.watched.unmark(userId, show.id, whole ? undefined : this.select(episodes, selection).map((e) => e.id));
    return this.progress(userId, show.id);
  }

  /**
   * The episodes a selection names: one (or all up to it), a season, or every aired episode of
   * the show (those still to come cannot have been watched). An episode or season the show does
   * not have is a 404 with a sentence.
   */
  private select(episodes: readonly TvEpisodeAiring[], selection: EpisodeSelection): TvEpisodeAiring[] {
    const ordered = [...episodes].sort(byAiringOrder);
    if (selection.episode !== undefined) {
      const index = ordered.findIndex((e) => e.id === selection.episode);
      if (index < 0) throw new HttpError(404, `Show ${selection.show} has no episode ${selection.episode}.`);
      return selection.through ? ordered.slice(0, index + 1) : [ordered[index]!];
    }
    if (selection.season !== undefined) {
      const season = ordered.filter((e) => e.season === selection.season);
      if (season.length === 0) throw new HttpError(404, `Show ${selection.show} has no season ${selection.season}.`);
      return season;
    }
    const { now, today } = this.moment();
    return ordered.filter((e) => !isStillToCome(e, now, today));
  }

  /**
   * Up next for the user's saved shows: each show's next aired episode (the shows watched most
   * recently first, then the others in the order they were saved), the unwatched episodes airing
   * today and in the week after, the shows with more than one episode to catch up on, and the
   * shows watched to the end that are still running. A show that cannot be read just now is
   * named in `incomplete` and the rest is answered.
   */
  async upNext(userId: number): Promise<UpNext> {
    const moment = this.moment();
    const [saved, watchedByShow, myServices] = await Promise.all([
      this.users.shows(userId),
      this.watched.byShow(userId),
      this.streaming.mine(userId),
    ]);
    const read = await Promise.allSettled(saved.map((id) => this.showWithEpisodes(id)));
    const answer: UpNext = { next: [], newTonight: [], comingThisWeek: [], behind: [], finished: [], incomplete: [] };
    const serviceOfShow = new Map<number, string>();
    read.forEach((outcome, i) => {
      if (outcome.status === 'rejected') {
        answer.incomplete.push(saved[i]!);
        return;
      }
      const { show, episodes, service } = outcome.value;
      if (service) serviceOfShow.set(show.id, service);
      const watched = watchedByShow.get(show.id) ?? [];
      const progress = showProgress(show, episodes, watched, true, moment);
      const remaining = remainingAfterLast(progress, episodes, moment);
      if (progress.next) {
        const item = upNextItem(progress, progress.next, remaining);
        answer.next.push(item);
        if (remaining > 1) answer.behind.push(item);
      } else if (progress.watchedCount > 0 && progress.upcoming) {
        answer.finished.push({ showId: show.id, showName: show.name, upcoming: progress.upcoming });
      }
      const watchedIds = new Set(watched.map((w) => w.episodeId));
      const { tonight, thisWeek } = comingEpisodes(episodes, watchedIds, moment.today);
      answer.newTonight.push(...tonight.map((e) => upNextItem(progress, toUpNextEpisode(e), remaining)));
      answer.comingThisWeek.push(...thisWeek.map((e) => upNextItem(progress, toUpNextEpisode(e), remaining)));
    });
    const savedOrder = new Map(saved.map((id, i) => [id, i]));
    answer.next.sort(
      (a, b) =>
        (b.lastWatchedAt ?? '').localeCompare(a.lastWatchedAt ?? '') ||
        savedOrder.get(a.showId)! - savedOrder.get(b.showId)!,
    );
    answer.behind.sort((a, b) => b.remaining - a.remaining || a.showName.localeCompare(b.showName));
    const byAirtime = (a: UpNextItem, b: UpNextItem) =>
      (a.episode.airstamp ?? a.episode.airdate).localeCompare(b.episode.airstamp ?? b.episode.airdate) ||
      a.showName.localeCompare(b.showName);
    answer.newTonight.sort(byAirtime);
    answer.comingThisWeek.sort(byAirtime);
    const items = [...answer.next, ...answer.newTonight, ...answer.comingThisWeek];
    await Promise.all([this.nameServices(items, serviceOfShow), this.markMyServices(items, myServices)]);
    return answer;
  }

  /** Each item's show's streaming services among the user's; nothing asked when the user has chosen none. */
  private async markMyServices(items: UpNextItem[], myServices: number[]): Promise<void> {
    if (myServices.length === 0 || items.length === 0) return;
    const { today } = this.moment();
    const showIds = [...new Set(items.map((i) => i.showId))];
    const found = await Promise.all(
      showIds.map(async (id): Promise<[number, StreamingService[]]> => {
        try {
          const show = await this.shows.show(id);
          const options = show && (await this.streaming.watch.showOptions(show, today));
          return [id, options ? streamingOnMine(options, myServices) : []];
        } catch (error) {
          this.log.warn({ err: error, show: id }, 'where a show streams could not be looked up');
          return [id, []];
        }
      }),
    );
    const byShow = new Map(found);
    for (const item of items) item.onMyServices = byShow.get(item.showId) ?? [];
  }

  /**
   * Names the streaming service each episode is released on: the web channel schedule's for the
   * week's releases (a network show's episode may come out on a service too), else the service
   * of a show that has no network. A day the schedule cannot give is left to the shows' own.
   */
  private async nameServices(items: UpNextItem[], serviceOfShow: ReadonlyMap<number, string>): Promise<void> {
    const { today } = this.moment();
    const days = [...new Set(items.map((i) => i.episode.airdate))].filter(
      (day) => day >= today && day <= addDays(today, 7),
    );
    const released = new Map<number, string>();
    const schedules = await Promise.allSettled(days.map((day) => this.webReleases.releases(day)));
    schedules.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') for (const r of outcome.value) released.set(r.episodeId, r.service);
      else this.log.warn({ err: outcome.reason, day: days[i] }, 'the web channel schedule could not be read');
    });
    for (const item of items) item.releasedOn = released.get(item.episode.id) ?? serviceOfShow.get(item.showId) ?? null;
  }
}
