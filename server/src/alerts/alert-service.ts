import { addDays, dayInZone, zonedTimeToUtc } from '@guide/common/dates';
import type { AlertSettings } from '@guide/common/contract';
import type { AppContext } from '../context';
import type { AlertFacts, AlertJob } from './alert-facts';
import type { AlertMetrics } from './alert-metrics';
import type { AlertsRepository } from './alerts-repository';
import type { PushSender } from './push-sender';

/**
 * The job that plans alerts: a round (the next round, then one job per subscribed user), or one
 * user's (queued by a round, or when a device subscribes or the settings change).
 */
export const PLAN_ALERTS = 'alerts-plan';
/** The job that sends one alert at its moment. */
export const SEND_ALERT = 'alert-send';

interface PlanJob {
  /** One user's alerts (carrying the id, so deleting the account deletes the job); absent: a round. */
  userId?: number;
}

/** A user's planning asked for now (a device subscribed, the settings changed) goes before a round's. */
const PLAN_SOON_PRIORITY = 1;

/** Waiting sends moved to within this of their moment are left where they are (clocks differ by milliseconds). */
const SAME_MOMENT_MS = 1000;

/** Messages kept by a push service for a device that is away, when the alert never goes stale (a final). */
const DEFAULT_TTL_SECONDS = 6 * 3600;

/** The end of the quiet hours `now` falls in (in the device's zone), or undefined outside them. */
export function quietUntil(quiet: AlertSettings['quietHours'], zone: string, now: Date): Date | undefined {
  if (!quiet || quiet.start === quiet.end) return undefined;
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const inside =
    quiet.start < quiet.end ? clock >= quiet.start && clock < quiet.end : clock >= quiet.start || clock < quiet.end;
  if (!inside) return undefined;
  const day = dayInZone(now, zone);
  const end = zonedTimeToUtc(day, quiet.end, zone);
  return end > now ? end : zonedTimeToUtc(addDays(day, 1), quiet.end, zone);
}

/**
 * Alerts on the job queue (decision 0211): a planning round per ALERTS_PLAN_SECONDS queues a
 * planning job per subscribed user, which every instance shares (decision 0260); each queues the
 * user's coming alerts as jobs keyed by their stable ids, to start at their moment; the job looks at the facts
 * again when it runs (moved, stale, quiet hours, the hourly cap), pushes to every device, and
 * records the alert as sent after the push. The queue gives each job to one instance.
 */
export class AlertService {
  /** How long a send may run before the queue takes it as lost: its outcome is known by then. */
  private readonly sendExpiresMs: number;

  constructor(
    private readonly ctx: Pick<AppContext, 'jobs' | 'clock' | 'config' | 'log'>,
    private readonly facts: AlertFacts,
    private readonly repository: AlertsRepository,
    private readonly sender: PushSender,
    private readonly metrics: AlertMetrics,
  ) {
    const sendExpiresSeconds =
      ctx.config.ALERTS_SEND_EXPIRE_SECONDS ?? Math.ceil((ctx.config.PUSH_TIMEOUT_MS * 3) / 1000) + 30;
    this.sendExpiresMs = sendExpiresSeconds * 1000;
    ctx.jobs.define<PlanJob>(PLAN_ALERTS, {
      policy: 'short',
      retryLimit: 2,
      retryDelaySeconds: 30,
      expireInSeconds: 600,
      // Planning mostly waits on the database: a few users at once (fewer while the loop is busy).
      concurrency: ctx.config.ALERTS_PLAN_CONCURRENCY,
      // A round queues one a subscribed user: those done are not kept.
      forgetWhenDone: true,
      run: (job) => (job.userId === undefined ? this.planRound() : this.planUser(job.userId)),
    });
    ctx.jobs.define<AlertJob>(SEND_ALERT, {
      policy: 'short',
      // Busy push services (429, 5xx, no answer) are tried again with growing waits.
      retryLimit: 5,
      retryDelaySeconds: ctx.config.ALERTS_RETRY_SECONDS,
      // Taken as lost (its instance died) and tried again after this long.
      expireInSeconds: sendExpiresSeconds,
      // Pushes mostly wait on the push service: several alerts go out at once (decision 0220).
      concurrency: ctx.config.ALERTS_CONCURRENCY,
      // What was sent is kept in sent_alerts (the Alerts page): sends done are not kept, so the
      // queue's table holds what is still to send, which its maintenance reads every minute.
      forgetWhenDone: true,
      run: (job) => this.deliver(job),
    });
  }

  /** Starts the planning rounds (every instance asks; the queue keeps one waiting). */
  async start(): Promise<void> {
    await this.ctx.jobs.send<PlanJob>(PLAN_ALERTS, {}, { singletonKey: 'everyone' });
  }

  /** Plans a user's alerts now (a device just subscribed, the settings changed). */
  async planSoon(userId: number): Promise<void> {
    await this.ctx.jobs.send<PlanJob>(
      PLAN_ALERTS,
      { userId },
      { singletonKey: `user-${userId}`, priority: PLAN_SOON_PRIORITY },
    );
  }

  /** A moment on the app's clock as the queue's (the database's) time. */
  private queueTime(at: Date): Date {
    return new Date(Date.now() + (at.getTime() - this.ctx.clock.now().getTime()));
  }

  /**
   * A round: the next one first (a round that fails does not end the rounds), then a planning job
   * per subscribed user, keyed by the user as `planSoon`'s (one already waiting is not queued
   * again), which the instances share. A user whose planning fails is tried again on its own and
   * stops no other.
   */
  private async planRound(): Promise<void> {
    const next = new Date(Date.now() + this.ctx.config.ALERTS_PLAN_SECONDS * 1000);
    await this.ctx.jobs.send<PlanJob>(PLAN_ALERTS, {}, { singletonKey: 'everyone', startAfter: next });
    const users = await this.repository.subscribedUsers();
    await this.ctx.jobs.sendMany<PlanJob>(
      PLAN_ALERTS,
      users.map((userId) => ({ data: { userId }, singletonKey: `user-${userId}` })),
    );
  }

  /**
   * Queues (or moves) a user's coming alerts, in three statements for the user (the facts, those
   * sent, those waiting) and one or two for each alert queued or moved; a round that finds an
   * alert waiting for its moment leaves it.
   */
  async planUser(userId: number): Promise<void> {
    const { targets, prefs } = await this.repository.planningFacts(userId);
    if (targets.length === 0) return;
    const now = this.ctx.clock.now();
    const jobs = await this.facts.plan(userId, prefs, targets[0]!.timeZone, now);
    if (jobs.length === 0) return;
    const ids = jobs.map((job) => job.alertId);
    const sent = await this.repository.sentAmong(userId, ids);
    const waiting = await this.ctx.jobs.waitingAmong(SEND_ALERT, ids);
    // One being sent is left to its send (which looks at the facts again, and is tried again if
    // its instance dies): queued anew, another instance would send it at the same moment. Queued
    // for later than a send running now can last, it finds it sent: only alerts due sooner are
    // looked for (the look reads every send job the queue holds).
    const soon = ids.filter((id, i) => Date.parse(jobs[i]!.dueAt) <= now.getTime() + this.sendExpiresMs);
    const running = await this.ctx.jobs.runningAmong(SEND_ALERT, soon);
    for (const job of jobs) {
      if (sent.has(job.alertId) || running.has(job.alertId)) continue;
      const at = new Date(job.dueAt);
      const queuedFor = waiting.get(job.alertId)?.getTime();
      if (queuedFor !== undefined) {
        // Waiting already for its moment (or, due now, already due): nothing to change.
        const due = at.getTime() <= now.getTime();
        if (due ? queuedFor <= Date.now() : Math.abs(queuedFor - this.queueTime(at).getTime()) < SAME_MOMENT_MS)
          continue;
      }
      await this.schedule(job, at);
    }
  }

  /** Queues an alert for its moment; one already waiting is moved to it. */
  private async schedule(job: AlertJob, at: Date): Promise<void> {
    const startAfter = this.queueTime(at);
    const due = at.getTime() <= this.ctx.clock.now().getTime();
    const queued = await this.ctx.jobs.send<AlertJob>(
      SEND_ALERT,
      { ...job, dueAt: at.toISOString() },
      { singletonKey: job.alertId, ...(due ? {} : { startAfter }) },
    );
    if (!queued) await this.ctx.jobs.move(SEND_ALERT, job.alertId, due ? new Date() : startAfter);
  }

  private async deliver(job: AlertJob): Promise<void> {
    const { sent, targets, prefs } = await this.repository.sendingFacts(job.userId, job.alertId);
    // A deleted account or device has none left: nothing is sent.
    if (sent || targets.length === 0) return;
    const zone = targets[0]!.timeZone;
    const now = this.ctx.clock.now();
    const verdict = await this.facts.check(job, prefs, zone, now);
    if (verdict.state === 'later') {
      this.metrics.count(job.kind, 'moved');
      return this.schedule(job, verdict.dueAt);
    }
    if (verdict.state === 'gone') {
      if (verdict.reason === 'stale') this.metrics.count(job.kind, 'dropped_stale');
      return;
    }
    this.metrics.count(job.kind, 'due');
    const quietEnd = quietUntil(prefs.quietHours, zone, now);
    if (quietEnd) {
      if (verdict.staleAt && verdict.staleAt <= quietEnd) {
        this.metrics.count(job.kind, 'dropped_quiet');
        return;
      }
      this.metrics.count(job.kind, 'held');
      return this.schedule(job, quietEnd);
    }
    if (!(await this.repository.takeCapSlot(job.userId, job.alertId, now, this.ctx.config.ALERTS_PER_HOUR))) {
      this.metrics.count(job.kind, 'dropped_cap');
      return;
    }
    const payload = { ...verdict.message, tag: job.alertId };
    const ttl = verdict.staleAt
      ? Math.max(60, Math.round((verdict.staleAt.getTime() - now.getTime()) / 1000))
      : DEFAULT_TTL_SECONDS;
    const outcomes = await Promise.all(targets.map((target) => this.sender.send(target, payload, ttl)));
    const reached: number[] = [];
    let busy = false;
    for (const [i, outcome] of outcomes.entries()) {
      const target = targets[i]!;
      if (outcome.kind === 'sent') reached.push(target.id);
      else if (outcome.kind === 'gone') await this.repository.forgetSubscription(target.id);
      else if (outcome.kind === 'retry') busy = true;
      else this.ctx.log.warn({ status: outcome.status, userId: job.userId }, 'a push service refused an alert');
    }
    if (reached.length === 0) {
      await this.repository.giveBackCapSlot(job.userId, job.alertId);
      this.metrics.count(job.kind, 'failed');
      if (busy) throw new Error('No push service took the alert; it will be tried again.');
      return;
    }
    await this.repository.recordSent(job.userId, { id: job.alertId, kind: job.kind, ...verdict.message }, now, reached);
    this.metrics.count(job.kind, 'sent');
  }
}
