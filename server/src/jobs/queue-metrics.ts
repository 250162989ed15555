import { Gauge, type Registry } from 'prom-client';
import type { QueueDepth } from './job-queue';

/**
 * The job queue's depth and lag, read from the database when Prometheus scrapes (every
 * instance reads the same shared queue). A scrape while the database is away shows nothing new
 * rather than failing the whole page.
 */
export function observeJobQueue(registry: Registry, depth: () => Promise<QueueDepth[]>): void {
  const registers = [registry];
  let last: Promise<QueueDepth[]> | undefined;
  // One read serves both gauges of a scrape.
  const read = () => (last ??= depth().finally(() => setTimeout(() => (last = undefined), 1000)));
  new Gauge({
    name: 'guide_job_queue_jobs',
    help: 'Background jobs by kind and state: waiting (due, not taken), scheduled (due later), active.',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      const queues = await read().catch(() => []);
      for (const q of queues) {
        this.set({ queue: q.name, state: 'waiting' }, q.waiting);
        this.set({ queue: q.name, state: 'scheduled' }, q.scheduled);
        this.set({ queue: q.name, state: 'active' }, q.active);
      }
    },
  });
  new Gauge({
    name: 'guide_job_queue_lag_seconds',
    help: 'How long the oldest due job of a kind has waited to be taken.',
    labelNames: ['queue'],
    registers,
    async collect() {
      const queues = await read().catch(() => []);
      for (const q of queues) this.set({ queue: q.name }, q.lagSeconds);
    },
  });
}
