import { MAX_SAVED_SHOWS } from '@guide/common/account';
import type { HistoryImport, ImportSource, ImportUnmatched } from '@guide/common/contract';
import { dayInZone } from '@guide/common/dates';
import { MAX_WATCHLIST_FILMS } from '@guide/common/watching';
import type { AppContext } from '../context';
import type { Transaction } from '../db/database';
import { HttpError } from '../errors';
import type { JobQueue } from '../jobs/job-queue';
import type { HistoryMatcher, Matched, Plan, PlannedEpisode } from './matching';
import { readExport } from './parsers';
import type { ImportFile } from './read-file';

/** The background job that applies a confirmed import. */
export const HISTORY_IMPORT = 'history-import';
/** Watched episodes written in one step (one transaction): small enough to leave the database to other requests between them. */
export const EPISODES_PER_STEP = 500;
/** The pause between steps: the embedded database runs on the server's own thread, and requests waiting for it go first. */
const PAUSE_MS = 10;
/** Not matched titles kept and shown; the count says how many there were. */
const UNMATCHED_SHOWN = 200;
const TRIES = 3;

interface ImportJob {
  importId: number;
  /** Jobs about a user carry its id, so deleting the account deletes them (JobQueue.forgetUser). */
  userId: number;
}

type Preview = HistoryImport['preview'];

interface ImportRow {
  id: string;
  source: ImportSource;
  state: HistoryImport['state'];
  files: string[];
  preview: Preview;
  steps: number;
  applied: number;
  added_shows: number;
  added_episodes: number;
  added_films: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** The key of an import's job, by which a lost job is told from a waiting one. */
const jobKey = (importId: number) => `import-${importId}`;

/** The steps of a plan: follow its shows, then its episodes EPISODES_PER_STEP at a time, then its films. */
function stepsOf(plan: Plan): number {
  const episodes = plan.shows.reduce((n, s) => n + s.episodes.length, 0);
  return 1 + Math.ceil(episodes / EPISODES_PER_STEP) + 1;
}

/** The episodes of step `step` (1 …): [show id, …PlannedEpisode] in the plan's order. */
function episodesOfStep(plan: Plan, step: number): [number, ...PlannedEpisode][] {
  const all = plan.shows.flatMap((s) => s.episodes.map((e): [number, ...PlannedEpisode] => [s.id, ...e]));
  return all.slice((step - 1) * EPISODES_PER_STEP, step * EPISODES_PER_STEP);
}

/**
 * Imports of history from other trackers (decision 0200): a preview that saves only itself (the
 * plan and what was not matched), then, once confirmed, a job that applies the plan in steps.
 * Each step is one transaction that also counts itself done, so a retried job (after a restart
 * or a lost database) resumes after the last whole step and never applies one twice; every write
 * keeps what is there (a second import of the same files adds nothing).
 */
export class ImportService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'background' | 'clock' | 'config' | 'log'>,
    private readonly jobs: JobQueue,
    private readonly matcher: HistoryMatcher,
  ) {
    jobs.define<ImportJob>(HISTORY_IMPORT, {
      retryLimit: TRIES,
      retryDelaySeconds: 5,
      expireInSeconds: 300,
      run: (job, { retryCount }) => this.apply(job, retryCount),
    });
  }

  /** Reads and matches the files, and keeps the preview; nothing of the account changes. */
  async preview(userId: number, source: ImportSource, files: readonly ImportFile[]): Promise<HistoryImport> {
    const history = readExport(source, files);
    const today = dayInZone(this.ctx.clock.now(), this.ctx.config.TIME_ZONE);
    const matched = await this.matcher.match(history, today);
    await this.checkRoom(userId, matched);
    const preview = this.previewOf(matched);
    // A preview left unconfirmed for a day is dropped with the next one: its plan can be large.
    await this.ctx.db.query(
      `DELETE FROM user_imports WHERE user_id = $1 AND state = 'previewed' AND created_at < $2::timestamptz - interval '1 day'`,
      [userId, this.ctx.clock.now().toISOString()],
    );
    const { rows } = await this.ctx.db.query<ImportRow>(
      `INSERT INTO user_imports (user_id, source, files, preview, plan, steps, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        userId,
        source,
        files.map((f) => f.name),
        JSON.stringify(preview),
        JSON.stringify(matched.plan),
        stepsOf(matched.plan),
        this.ctx.clock.now().toISOString(),
      ],
    );
    return toImport(rows[0]!);
  }

  /** Shows beyond the saved-shows limit are refused before anything is kept; films beyond the watchlist's are listed. */
  private async checkRoom(userId: number, matched: Matched): Promise<void> {
    const { rows } = await this.ctx.db.query<{ shows: number[]; films: string[] }>(
      `SELECT coalesce((SELECT array_agg(show_id) FROM user_shows WHERE user_id = $1), '{}') AS shows,
              coalesce((SELECT array_agg(film_id) FROM user_watchlist_films WHERE user_id = $1), '{}') AS films`,
      [userId],
    );
    const saved = new Set(rows[0]!.shows);
    const newShows = matched.plan.shows.filter((s) => !saved.has(s.id)).length;
    if (saved.size + newShows > MAX_SAVED_SHOWS)
      throw new HttpError(
        409,
        `This import follows ${newShows} shows you do not follow yet, and you can follow at most ${MAX_SAVED_SHOWS}; you follow ${saved.size}. Delete some first.`,
      );
    const kept = new Set(rows[0]!.films);
    let room = MAX_WATCHLIST_FILMS - kept.size;
    matched.plan.films = matched.plan.films.filter((f) => {
      if (kept.has(f.id)) return true;
      if (room > 0) {
        room--;
        return true;
      }
      matched.unmatched.push({
        kind: 'film',
        title: f.title,
        year: f.year,
        reason: `Your watchlist holds at most ${MAX_WATCHLIST_FILMS} films, seen ones included; it is full.`,
      });
      return false;
    });
  }

  private previewOf(matched: Matched): Preview {
    const order: Record<ImportUnmatched['kind'], number> = { show: 0, episode: 1, film: 2 };
    const unmatched = [...matched.unmatched].sort(
      (a, b) => order[a.kind] - order[b.kind] || a.title.localeCompare(b.title),
    );
    return {
      shows: matched.plan.shows.length,
      episodes: matched.plan.shows.reduce((n, s) => n + s.episodes.length, 0),
      filmsToWatch: matched.plan.films.filter((f) => !f.seen).length,
      filmsSeen: matched.plan.films.filter((f) => f.seen).length,
      byId: matched.byId,
      byTitle: matched.byTitle,
      unmatched: unmatched.slice(0, UNMATCHED_SHOWN),
      unmatchedCount: unmatched.length,
      unavailable: matched.unavailable,
    };
  }

  async status(userId: number, id: number): Promise<HistoryImport> {
    const { rows } = await this.ctx.db.query<ImportRow>(
      `SELECT id, source, state, files, preview, steps, applied, added_shows, added_episodes, added_films, error,
              created_at, finished_at
         FROM user_imports WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!rows[0]) throw new HttpError(404, `You have no import ${id}.`);
    if (rows[0].state === 'queued' || rows[0].state === 'running') await this.requeue(id, userId);
    return toImport(rows[0]);
  }

  /**
   * Queues again the job of every import confirmed but not finished whose job was lost (the
   * server stopped between confirming and queuing): run at start-up; its steps are idempotent.
   */
  async resume(): Promise<number> {
    const { rows } = await this.ctx.db.query<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM user_imports WHERE state IN ('queued', 'running') ORDER BY id`,
    );
    let queued = 0;
    for (const row of rows) if (await this.requeue(Number(row.id), Number(row.user_id))) queued++;
    return queued;
  }

  /** Sends the import's job unless one is waiting or running; answers whether it sent one. */
  private async requeue(importId: number, userId: number): Promise<boolean> {
    const sent = await this.jobs.sendUnlessPending<ImportJob>(HISTORY_IMPORT, { importId, userId }, jobKey(importId));
    if (sent) this.ctx.log.warn({ importId }, 'an unfinished import had no job; it was queued again');
    return sent !== null;
  }

  /** Queues a previewed import; an import confirmed already is answered as it is. */
  async confirm(userId: number, id: number): Promise<HistoryImport> {
    const { rows } = await this.ctx.db.query<{ id: string }>(
      `UPDATE user_imports SET state = 'queued' WHERE id = $1 AND user_id = $2 AND state = 'previewed' RETURNING id`,
      [id, userId],
    );
    if (rows[0]) {
      try {
        await this.jobs.send<ImportJob>(HISTORY_IMPORT, { importId: id, userId }, { singletonKey: jobKey(id) });
      } catch (error) {
        await this.ctx.db.query(`UPDATE user_imports SET state = 'previewed' WHERE id = $1`, [id]);
        throw error;
      }
    }
    return this.status(userId, id);
  }

  /** The job (background work, on `ctx.background`): applies the steps not yet applied, each in one transaction with its count. */
  private async apply({ importId }: ImportJob, retryCount: number): Promise<void> {
    const { rows } = await this.ctx.background.query<{ user_id: string; plan: Plan; steps: number; state: string }>(
      `UPDATE user_imports SET state = 'running' WHERE id = $1 AND state IN ('queued', 'running')
       RETURNING user_id, plan, steps, state`,
      [importId],
    );
    const row = rows[0];
    // Deleted with its account, or finished by an earlier try.
    if (!row) return;
    const userId = Number(row.user_id);
    try {
      for (let step = 0; step < row.steps; step++) {
        if (step > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        await this.ctx.background.transaction(async (tx) => {
          const { rows: done } = await tx.query<{ applied: number }>(
            'SELECT applied FROM user_imports WHERE id = $1 FOR UPDATE',
            [importId],
          );
          if (!done[0] || done[0].applied > step) return;
          const added = await this.applyStep(tx, userId, row.plan, step, row.steps);
          await tx.query(
            `UPDATE user_imports SET applied = applied + 1, added_shows = added_shows + $2,
                    added_episodes = added_episodes + $3, added_films = added_films + $4
              WHERE id = $1`,
            [importId, added.shows, added.episodes, added.films],
          );
        });
      }
      await this.ctx.background.query(`UPDATE user_imports SET state = 'done', finished_at = now() WHERE id = $1`, [
        importId,
      ]);
    } catch (error) {
      if (retryCount >= TRIES)
        await this.ctx.background
          .query(
            `UPDATE user_imports SET state = 'failed', finished_at = now(), error = $2 WHERE id = $1 AND state = 'running'`,
            [importId, 'The import stopped part way and could not go on; what it had added is kept. Please try again.'],
          )
          .catch(() => undefined);
      throw error;
    }
  }

  private async applyStep(
    tx: Transaction,
    userId: number,
    plan: Plan,
    step: number,
    steps: number,
  ): Promise<{ shows: number; episodes: number; films: number }> {
    const none = { shows: 0, episodes: 0, films: 0 };
    if (step === 0) {
      // Marking an episode of a show follows it; following the shows first keeps that true at every step.
      const { rowCount } = await tx.query(
        `INSERT INTO user_shows (user_id, show_id) SELECT $1, unnest($2::integer[]) ON CONFLICT DO NOTHING`,
        [userId, plan.shows.map((s) => s.id)],
      );
      return { ...none, shows: rowCount };
    }
    if (step === steps - 1) return { ...none, films: await this.applyFilms(tx, userId, plan) };
    const episodes = episodesOfStep(plan, step);
    const now = this.ctx.clock.now().toISOString();
    const { rowCount } = await tx.query(
      `INSERT INTO user_watched_episodes (user_id, show_id, episode_id, season, number, watched_at)
       SELECT $1, e.show_id, e.id, e.season, e.number, coalesce(e.watched_at, $7::timestamptz)
         FROM unnest($2::integer[], $3::integer[], $4::integer[], $5::integer[], $6::timestamptz[])
              AS e(show_id, id, season, number, watched_at)
       ON CONFLICT (user_id, episode_id) DO NOTHING`,
      [
        userId,
        episodes.map((e) => e[0]),
        episodes.map((e) => e[1]),
        episodes.map((e) => e[2]),
        episodes.map((e) => e[3]),
        episodes.map((e) => e[4]),
        now,
      ],
    );
    return { ...none, episodes: rowCount };
  }

  /** New films up to the watchlist's limit; a film kept already is only marked seen, keeping an earlier mark. */
  private async applyFilms(tx: Transaction, userId: number, plan: Plan): Promise<number> {
    if (plan.films.length === 0) return 0;
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await tx.query<{ film_id: string }>(
      'SELECT film_id FROM user_watchlist_films WHERE user_id = $1',
      [userId],
    );
    const kept = new Set(rows.map((r) => r.film_id));
    let room = MAX_WATCHLIST_FILMS - kept.size;
    const now = this.ctx.clock.now().toISOString();
    let added = 0;
    for (const film of plan.films) {
      const seenAt = film.seen ? (film.seenAt ?? now) : null;
      if (kept.has(film.id)) {
        await tx.query(
          `UPDATE user_watchlist_films SET seen_at = $3 WHERE user_id = $1 AND film_id = $2 AND seen_at IS NULL AND $3::timestamptz IS NOT NULL`,
          [userId, film.id, seenAt],
        );
        continue;
      }
      if (room <= 0) continue;
      room--;
      added++;
      await tx.query(
        `INSERT INTO user_watchlist_films (user_id, film_id, title, year, poster, seen_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, film.id, film.title, film.year, film.poster, seenAt],
      );
    }
    return added;
  }
}

function toImport(row: ImportRow): HistoryImport {
  return {
    id: Number(row.id),
    source: row.source,
    state: row.state,
    files: row.files,
    createdAt: new Date(row.created_at).toISOString(),
    preview: row.preview,
    progress: { done: row.applied, total: row.steps },
    added:
      row.state === 'done' ? { shows: row.added_shows, episodes: row.added_episodes, films: row.added_films } : null,
    error: row.error,
    finishedAt: row.finished_at && new Date(row.finished_at).toISOString(),
  };
}
