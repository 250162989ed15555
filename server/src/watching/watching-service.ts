import { MAX_SAVED_SHOWS } from '@guide/common/account';
import { dayInZone } from '@guide/common/dates';
import { isStillToCome, type TvEpisodeAiring } from '@guide/common/tv';
import { byAiringOrder, type ShowProgress, type UpNext, type UpNextItem } from '@guide/common/watching';
import type { UsersRepository } from '../account/users-repository';
import type { WatchedEpisodesRepository } from '../account/watched-episodes-repository';
import type { Clock } from '../clock';
import { HttpError } from '../errors';
import type { ShowsSource } from '../tv/sources';
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
}

/** Watched episodes and what follows from them: a show's progress, marks and unmarks, and Up next. */
export class WatchingService {
  constructor(
    private readonly shows: ShowsSource,
    private readonly watched: WatchedEpisodesRepository,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  private moment(): Moment {
    const now = this.clock.now();
    return { now, today: dayInZone(now, this.timeZone) };
  }

  /** The show and its episodes; a 404 with a sentence when there is no such show. */
  private async showWithEpisodes(showId: number): Promise<ShowWithEpisodes> {
    const [show, episodes] = await Promise.all([this.shows.show(showId), this.shows.episodes(showId)]);
    if (!show || !episodes) throw new HttpError(404, `There is no show ${showId}.`);
    return { show: { id: show.id, name: show.name }, episodes };
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
    const [saved, watchedByShow] = await Promise.all([this.users.shows(userId), this.watched.byShow(userId)]);
    const read = await Promise.allSettled(saved.map((id) => this.showWithEpisodes(id)));
    const answer: UpNext = { next: [], newTonight: [], comingThisWeek: [], behind: [], finished: [], incomplete: [] };
    read.forEach((outcome, i) => {
      if (outcome.status === 'rejected') {
        answer.incomplete.push(saved[i]!);
        return;
      }
      const { show, episodes } = outcome.value;
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
    return answer;
  }
}
