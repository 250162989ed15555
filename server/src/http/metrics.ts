import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/database';
import type { ResponseCache } from './answers/response-cache';
import type { BreakerState, CacheOutcome, ProviderCallOutcome, ProviderObserver } from '../providers/observer';

const BREAKER_STATES: BreakerState[] = ['closed', 'open', 'half-open'];

/** The provider layer's events as Prometheus series. Cheap, and never throws. */
export class PrometheusProviderObserver implements ProviderObserver {
  private readonly calls: Counter<'provider' | 'outcome'>;
  private readonly failures: Counter<'provider' | 'outcome'>;
  private readonly latency: Histogram<'provider' | 'outcome'>;
  private readonly lookups: Counter<'provider' | 'outcome'>;
  private readonly breakerState: Gauge<'provider' | 'state'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.calls = new Counter({
      name: 'guide_provider_calls_total',
      help: 'Calls to a data provider, by outcome (rejected: refused by the open breaker).',
      labelNames: ['provider', 'outcome'],
      registers,
    });
    this.failures = new Counter({
      name: 'guide_provider_failures_total',
      help: 'Provider calls that failed (error, timeout, invalid answer, rejected).',
      labelNames: ['provider', 'outcome'],
      registers,
    });
    this.latency = new Histogram({
      name: 'guide_provider_call_duration_seconds',
      help: 'How long a provider call took.',
      labelNames: ['provider', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
      registers,
    });
    this.lookups = new Counter({
      name: 'guide_provider_cache_total',
      help: 'Cached provider lookups: hit (fresh copy), miss (asked the provider), stale (served an old copy).',
      labelNames: ['provider', 'outcome'],
      registers,
    });
    this.breakerState = new Gauge({
      name: 'guide_provider_breaker_state',
      help: "1 for the breaker's current state, 0 for the others.",
      labelNames: ['provider', 'state'],
      registers,
    });
  }

  call(provider: string, outcome: ProviderCallOutcome, durationMs: number): void {
    try {
      this.calls.inc({ provider, outcome });
      if (outcome !== 'ok' && outcome !== 'not-found') this.failures.inc({ provider, outcome });
      if (outcome !== 'rejected') this.latency.observe({ provider, outcome }, durationMs / 1000);
    } catch {
      // Metrics must never break a request.
    }
  }

  cache(provider: string, outcome: CacheOutcome): void {
    try {
      this.lookups.inc({ provider, outcome });
    } catch {
      // as above
    }
  }

  breaker(provider: string, state: BreakerState): void {
    try {
      for (const s of BREAKER_STATES) this.breakerState.set({ provider, state: s }, s === state ? 1 : 0);
    } catch {
      // as above
    }
  }
}

/** Request durations by route pattern (never the raw URL: that would be unbounded) and status. */
export function observeRequests(
  app: FastifyInstance,
  registry: Registry,
): (method: string, route: string, status: number, seconds: number) => void {
  const durations = new Histogram({
    name: 'guide_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  // For answers sent before Fastify sees the request (the kept-answer fast path).
  return (method, route, status, seconds) => durations.observe({ method, route, status: String(status) }, seconds);
}

/** The database pool (PostgreSQL) and the kept answers, read when Prometheus scrapes. */
export function observeStores(registry: Registry, stores: { pool?: () => PoolStats; kept: ResponseCache }): void {
  const registers = [registry];
  const { pool, kept } = stores;
  if (pool) {
    new Gauge({
      name: 'guide_db_pool_connections',
      help: 'Connections of the database pool: total open, idle, and queries waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  new Gauge({
    name: 'guide_kept_answers',
    help: 'Public answers kept serialized and compressed in memory.',
    registers,
    collect() {
      this.set(kept.size);
    },
  });
  new Gauge({
    name: 'guide_kept_answers_bytes',
    help: 'Bytes of the kept answers, every encoding counted.',
    registers,
    collect() {
      this.set(kept.totalBytes);
    },
  });
  let counted = 0;
  new Counter({
    name: 'guide_kept_answers_hits_total',
    help: 'Requests answered from a kept answer.',
    registers,
    collect() {
      this.inc(kept.hits - counted);
      counted = kept.hits;
    },
  });
}

export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'guide_' });
  return registry;
}

/**
 * Serves the registry as Prometheus text on its own port (never the public one), at any path.
 * Resolves with the server once it listens.
 */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET' })
        .end('Only GET is answered here.');
      return;
    }
    registry.metrics().then(
      (text) =>
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('The metrics could not be collected.'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
