import PgBoss from 'pg-boss';
import { isConnectionFailure, type Database } from '../db/database';
import { jobQueueSchema } from '../db/job-queue-schema';
import { lockSchemaChanges } from '../db/migrate';
import { takingTurns } from '../db/taking-turns';
import { Gathered } from '../lib/gathered';
import { LoopPace, type LoopPaceLimits } from './loop-pace';

/** Where the queue reports what went wrong (Fastify's logger fits). */
export interface QueueLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobKind<Data> {
  /** What one job does; throwing fails it, and it is tried again up to `retryLimit` times. */
  run(data: Data, job: { id: string; retryCount: number }): Promise<void>;
  /** Times a failed job is tried again (default 3), with back-off from `retryDelaySeconds` (default 10). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job still running after this long is taken as lost and tried again (default 60 s). */
  expireInSeconds?: number;
  /**
   * 'short': of the jobs with one `singletonKey` waiting to run, there is only ever one: sending
   * it again while it waits is a no-op (alerts scheduled for a moment, sent once).
   */
  policy?: 'standard' | 'short';
  /**
   * Jobs of this kind one instance runs at most at once (default 1): jobs that mostly wait on the
   * network (a push service) run side by side; the bound keeps the database pool for requests, and
   * fewer run while the event loop is busy (`JobQueueOptions.pace`).
   */
  concurrency?: number;
  /**
   * A job that ended well is deleted at once, not kept (12 hours) and then archived (a week), as
   * the queue does with others: for kinds queued by the thousand whose outcome nobody reads (a
   * planning round's job per user). Failed ones are kept as any.
   */
  forgetWhenDone?: boolean;
}

export interface SendOptions {
  /** Jobs of a 'short' kind with the same key: one waits at a time, the others are not queued. */
  singletonKey?: string;
  /** Run no earlier than this. */
  startAfter?: Date;
  /** Of the jobs due, those of a higher priority are taken first (default 0). */
  priority?: number;
}

export interface JobQueueOptions {
  /** How often an idle worker asks for work (seconds, at least 0.5; a job sent here wakes it at once). */
  pollingSeconds?: number;
  /** How often expired jobs are taken back and old ones archived (seconds). */
  maintenanceSeconds?: number;
  /** Longest a stop waits for jobs in progress before they are left to another instance. */
  stopTimeoutMs?: number;
  /** When the event loop counts as busy, so that fewer jobs run at once (default: never). */
  pace?: LoopPaceLimits;
}

/** Depth and lag of one kind of job (metrics). */
export interface QueueDepth {
  name: string;
  /** Jobs due now and not yet taken. */
  waiting: number;
  /** Jobs due later. */
  scheduled: number;
  active: number;
  /** Seconds the oldest due job has waited past its start (0 when none). */
  lagSeconds: number;
}

/** A job taken to be run. */
interface DueJob {
  id: string;
  data: never;
  retryCount: number;
}

interface Worker {
  name: string;
  kind: JobKind<never>;
  wake?: () => void;
  running?: Promise<void>;
  completions: Gathered<string, void>;
}

/** Jobs one statement of `sendMany` inserts at most (its data travels as one JSON parameter). */
const SEND_MANY_BATCH = 1000;

const wait = (ms: number, signal: { wake?: () => void }) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

/**
 * Work in the background on pg-boss (decision 0160), on PGlite or PostgreSQL through the app's
 * own database, so outages, timeouts and test schemas are the app's. Each instance runs one
 * loop per kind of job, with up to the kind's `concurrency` jobs in progress: fetch (our own
 * statement, decision 0275; `FOR UPDATE SKIP LOCKED`, so of several instances exactly one takes a
 * job), run, complete or fail — every step awaited here, so a database that goes away mid-job
 * leaves the job active until it expires and another try takes it, and never ends the process.
 */
export class JobQueue {
  private boss?: PgBoss;
  private schema?: string;
  private readonly workers = new Map<string, Worker>();
  private stopping = false;
  private lastWarning = 0;
  private readonly pace: LoopPace;
  private readonly whenStopped: (() => Promise<void>)[] = [];
  private stopped?: Promise<void>;

  private readonly db: Database;

  constructor(
    db: Database,
    private readonly log: QueueLog,
    private readonly options: JobQueueOptions = {},
  ) {
    // The queue's statements are background work: on the embedded database requests go between them.
    this.db = takingTurns(db);
    this.pace = new LoopPace(options.pace ?? { delayMs: 0, utilization: 0 });
  }

  /** Declares a kind of job and what it does; every kind is declared before `start`. */
  define<Data>(name: string, kind: JobKind<Data>): void {
    if (this.boss) throw new Error(`The job "${name}" is declared after the queue started.`);
    this.workers.set(name, {
      name,
      kind: kind as JobKind<never>,
      // Jobs of the kind that ended well, recorded together: one statement for those ending in
      // a burst. Recording never throws: one that cannot be written stays active and runs again.
      completions: new Gathered<string, void>(async (ids) => {
        await this.record(() =>
          kind.forgetWhenDone
            ? this.db.query(
                `DELETE FROM ${this.schema}.job WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
                [name, ids],
              )
            : this.boss!.complete(name, ids),
        );
        return ids.map(() => undefined);
      }),
    });
    this.pace.add(name, Math.max(1, kind.concurrency ?? 1));
  }

  async start(): Promise<void> {
    const { rows } = await this.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    this.schema = jobQueueSchema(rows[0]!.schema);
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      schema: this.schema,
      // The tables are made by our migrations, under their lock (db/job-queue-schema.ts).
      migrate: false,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: this.options.maintenanceSeconds ?? 60,
    });
    boss.on('error', (error: unknown) => this.warn(error, 'the job queue could not reach the database'));
    await boss.start();
    this.boss = boss;
    for (const worker of this.workers.values()) await this.createQueue(worker);
    this.pace.start();
    for (const worker of this.workers.values()) worker.running = this.loop(worker);
  }

  /**
   * A kind's queue is made once, under the migration lock: pg-boss makes a table for each, and
   * instances starting together would otherwise deadlock making the same one.
   */
  private async createQueue({ name, kind }: Worker): Promise<void> {
    const options = {
      policy: kind.policy ?? 'standard',
      retryLimit: kind.retryLimit ?? 3,
      retryDelay: kind.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: kind.expireInSeconds ?? 60,
    };
    await this.db.transaction(async (tx) => {
      await lockSchemaChanges(tx);
      await tx.query(`SELECT ${this.schema}.create_queue($1, $2)`, [name, JSON.stringify(options)]);
      // A queue made by an earlier version keeps its policy; its tries and timings follow the code.
      await tx.query(
        `UPDATE ${this.schema}.queue SET retry_limit = $2, retry_delay = $3, retry_backoff = $4, expire_seconds = $5, updated_on = now() WHERE name = $1`,
        [name, options.retryLimit, options.retryDelay, options.retryBackoff, options.expireInSeconds],
      );
    });
  }

  /** Queues a job; answers its id, or null when a waiting job of a 'short' kind already has its key. */
  async send<Data extends object>(name: string, data: Data, options: SendOptions = {}): Promise<string | null> {
    const boss = this.started();
    if (!this.workers.has(name)) throw new Error(`No job "${name}" is declared.`);
    const id = await boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    });
    // This instance's worker looks at once; the others find it at their next poll.
    if (id && !options.startAfter) this.workers.get(name)?.wake?.();
    return id;
  }

  /**
   * Queues many jobs of one kind, a few statements for all of them (a planning round's users):
   * those of a 'short' kind whose key already has a job waiting are not queued again.
   */
  async sendMany<Data extends object>(name: string, jobs: ({ data: Data } & SendOptions)[]): Promise<void> {
    const boss = this.started();
    if (!this.workers.has(name)) throw new Error(`No job "${name}" is declared.`);
    for (let i = 0; i < jobs.length; i += SEND_MANY_BATCH) {
      await boss.insert(
        jobs.slice(i, i + SEND_MANY_BATCH).map((job) => ({
          name,
          data: job.data,
          ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
          ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
          ...(job.priority ? { priority: job.priority } : {}),
        })),
      );
    }
    if (jobs.some((job) => !job.startAfter)) this.workers.get(name)?.wake?.();
  }

  /**
   * Queues a job unless one with this key is waiting, retrying or running (a job lost between
   * saving what it is about and queuing it, sent again). Two callers at the same moment can both
   * send: jobs sent this way must be safe to run twice.
   */
  async sendUnlessPending<Data extends object>(name: string, data: Data, singletonKey: string): Promise<string | null> {
    this.started();
    const { rows } = await this.db.query(
      `SELECT 1 FROM ${this.schema}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active') LIMIT 1`,
      [name, singletonKey],
    );
    if (rows.length > 0) return null;
    return this.send(name, data, { singletonKey });
  }

  /**
   * Of these keys, those with a job being run now (by any instance), in one statement. A 'short'
   * kind queues a second job beside a running one, and another instance would run it at the same
   * time. No index serves it: it reads every job of the kind the queue still holds.
   */
  async runningAmong(name: string, singletonKeys: string[]): Promise<Set<string>> {
    this.started();
    if (singletonKeys.length === 0) return new Set();
    const { rows } = await this.db.query<{ singleton_key: string }>(
      `SELECT DISTINCT singleton_key FROM ${this.schema}.job WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state = 'active'`,
      [name, singletonKeys],
    );
    return new Set(rows.map((r) => r.singleton_key));
  }

  /**
   * Of these keys of a 'short' kind, those with a job waiting (not retrying), and when each starts:
   * one statement, a look-up in the index that keeps one waiting a key for each (the whole kind's
   * table is not read, however many jobs it holds).
   */
  async waitingAmong(name: string, singletonKeys: string[]): Promise<Map<string, Date>> {
    this.started();
    if (singletonKeys.length === 0) return new Map();
    const { rows } = await this.db.query<{ key: string; start_after: Date | null }>(
      `SELECT k.key,
              (SELECT j.start_after FROM ${this.schema}.job j
                WHERE j.name = $1 AND COALESCE(j.singleton_key, '') = k.key AND j.state = 'created' AND j.policy = 'short'
              ) AS start_after
         FROM unnest($2::text[]) AS k(key)`,
      [name, singletonKeys],
    );
    return new Map(rows.filter((r) => r.start_after).map((r) => [r.key, new Date(r.start_after!)]));
  }

  /**
   * Moves the waiting job of a 'short' kind with this key to start at `startAfter` (an alert whose
   * moment changed: a game moved earlier); answers whether one was waiting to be moved.
   */
  async move(name: string, singletonKey: string, startAfter: Date): Promise<boolean> {
    this.started();
    const { rowCount } = await this.db.query(
      `UPDATE ${this.schema}.job SET start_after = $3
        WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry') AND start_after <> $3`,
      [name, singletonKey, startAfter],
    );
    return rowCount > 0;
  }

  /**
   * Deletes every job about a user, whatever its state, archived ones too (a deleted account
   * leaves nothing behind): jobs about a user carry `userId` in their data.
   */
  async forgetUser(userId: number): Promise<number> {
    this.started();
    let forgotten = 0;
    for (const table of ['job', 'archive']) {
      const { rowCount } = await this.db.query(`DELETE FROM ${this.schema}.${table} WHERE data ->> 'userId' = $1`, [
        String(userId),
      ]);
      forgotten += rowCount;
    }
    return forgotten;
  }

  /** Every kind's depth and lag, read from the queue's table (metrics and tests). */
  async depth(): Promise<QueueDepth[]> {
    this.started();
    const { rows } = await this.db.query<{
      name: string;
      waiting: string;
      scheduled: string;
      active: string;
      lag: string | null;
    }>(
      `SELECT name,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS waiting,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now()) AS scheduled,
              count(*) FILTER (WHERE state = 'active') AS active,
              extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())) AS lag
         FROM ${this.schema}.job WHERE name = ANY($1) GROUP BY name`,
      [[...this.workers.keys()]],
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    return [...this.workers.keys()].map((name) => {
      const r = byName.get(name);
      return {
        name,
        waiting: Number(r?.waiting ?? 0),
        scheduled: Number(r?.scheduled ?? 0),
        active: Number(r?.active ?? 0),
        lagSeconds: Math.max(0, Number(r?.lag ?? 0)),
      };
    });
  }

  /** Work to end once the queue has stopped, since its jobs use it until then (the push thread). */
  afterStop(end: () => Promise<void>): void {
    this.whenStopped.push(end);
  }

  /**
   * Stops taking jobs and waits (up to `stopTimeoutMs`) for those in progress, then ends what was
   * to end after the queue; called again, answers the same stop.
   */
  stop(): Promise<void> {
    return (this.stopped ??= this.stopAll());
  }

  private async stopAll(): Promise<void> {
    if (this.boss) await this.stopJobs(this.boss);
    for (const end of this.whenStopped) await end();
  }

  private async stopJobs(boss: PgBoss): Promise<void> {
    this.stopping = true;
    for (const worker of this.workers.values()) worker.wake?.();
    const running = Promise.all([...this.workers.values()].map((w) => w.running));
    const timeout = this.options.stopTimeoutMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, timeout)))]);
    clearTimeout(timer);
    this.pace.stop();
    // Jobs still running are left active: they expire and another instance (or the next start) takes them.
    await boss.stop({ graceful: false, close: false, wait: true }).catch(() => undefined);
  }

  private async loop(worker: Worker): Promise<void> {
    const pollMs = Math.max(500, (this.options.pollingSeconds ?? 2) * 1000);
    const running = new Set<Promise<void>>();
    // The last fetch found as many jobs as it asked for: more are probably due.
    let backlog = false;
    while (!this.stopping) {
      // The kind's concurrency, or fewer while the event loop is busy. Full: the next fetch waits
      // for a free slot (and a turn of the event loop, so the jobs ending together are refilled
      // by one fetch). With more jobs due than slots, it waits until half the slots are free, so
      // that one fetch brings several jobs rather than one statement each.
      const slots = this.pace.slots(worker.name);
      if (running.size >= slots || (backlog && running.size > slots / 2)) {
        await Promise.race(running);
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      const free = slots - running.size;
      let found = 0;
      try {
        for (const job of await this.fetchDue(worker.name, free)) {
          found += 1;
          const run: Promise<void> = this.runOne(worker, job).finally(() => running.delete(run));
          running.add(run);
        }
      } catch (error) {
        this.warn(error, 'the job queue could not reach the database');
      }
      backlog = found === free;
      if (this.stopping) break;
      // Fewer found than asked for: none is due now.
      if (found < free) await wait(pollMs, worker);
    }
    // A stop lets the jobs in progress finish (stop() waits for this, up to its timeout).
    await Promise.all(running);
  }

  /**
   * Takes up to `limit` due jobs of a kind, marked active (`FOR UPDATE SKIP LOCKED`: of several
   * instances, one takes each): the higher priority first, then the longest due, walking the
   * index kept in that order (db/job-queue-schema.ts). pg-boss's own fetch orders by creation,
   * which meant reading and sorting every due job of the kind at each fetch.
   */
  private async fetchDue(name: string, limit: number): Promise<DueJob[]> {
    const { rows } = await this.db.query<{ id: string; data: never; retry_count: number }>(
      `WITH next AS (
         SELECT id FROM ${this.schema}.job
          WHERE name = $1 AND state < 'active' AND start_after < now()
          ORDER BY priority DESC, start_after, created_on, id
          LIMIT $2
          FOR UPDATE SKIP LOCKED
       )
       UPDATE ${this.schema}.job j
          SET state = 'active', started_on = now(),
              retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
         FROM next
        WHERE j.name = $1 AND j.id = next.id
       RETURNING j.id, j.data, j.retry_count`,
      [name, limit],
    );
    return rows.map((row) => ({ id: row.id, data: row.data, retryCount: Number(row.retry_count) }));
  }

  private async runOne(worker: Worker, job: DueJob): Promise<void> {
    try {
      await worker.kind.run(job.data, { id: job.id, retryCount: job.retryCount });
    } catch (error) {
      this.log.error(
        { err: error, job: worker.name, jobId: job.id },
        'a background job failed; it will be tried again',
      );
      const message = String((error as Error)?.message ?? error);
      return this.record(() => this.boss!.fail(worker.name, job.id, { message }));
    }
    // One statement for the jobs that end together (a burst of alerts), not one each.
    return worker.completions.call(job.id);
  }

  /** Writes a job's outcome with a few tries: one that cannot be written stays active, expires and runs again. */
  private async record(write: () => Promise<unknown>): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await write();
        return;
      } catch (error) {
        if (attempt === 2) this.warn(error, 'the outcome of a background job could not be recorded; it will run again');
        else await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
      }
    }
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The job queue has not started.');
    return this.boss;
  }

  /** pg-boss's statements: several at once (its own transactions) go through `exec`. */
  private async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    try {
      if ((!values || values.length === 0) && /^\s*BEGIN\s*;/i.test(text)) {
        await this.db.exec(text);
        return { rows: [] };
      }
      return await this.db.query(text, values);
    } catch (error) {
      // pg-boss keeps some failures to itself (a fetch answers "no jobs"): the log still hears of an outage.
      if (isConnectionFailure(error)) this.warn(error, 'the job queue could not reach the database');
      throw error;
    }
  }

  /** One line a minute while the database is away, not one a poll. */
  private warn(error: unknown, message: string): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.log.warn({ err: error }, message);
  }
}
