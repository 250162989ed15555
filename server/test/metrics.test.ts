import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrometheusProviderObserver, observeStores, serveMetrics } from '../src/http/metrics';
import { ResponseCache } from '../src/http/answers/response-cache';
import { createTestApp, type TestApp } from './test-app';

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: '0' } });
  });
  afterAll(async () => t?.close());

  it('are served on their own port with request durations by route and status, and not on the public one', async () => {
    const server = await serveMetrics(t.app.metrics!, 0, '127.0.0.1');
    try {
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;
      await t.app.inject({ method: 'GET', url: '/v1/tv-show/49' });
      await t.app.inject({ method: 'GET', url: '/v1/tv-show/999999999' });
      const text = await (await fetch(url)).text();
      expect(text).toMatch(
        /guide_http_request_duration_seconds_count\{method="GET",route="\/v1\/tv-show\/:id",status="200"\} 1/,
      );
      expect(text).toMatch(
        /guide_http_request_duration_seconds_count\{method="GET",route="\/v1\/tv-show\/:id",status="404"\} 1/,
      );
      expect(text).toContain('guide_process_cpu_seconds_total');
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).not.toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('show the job queue: jobs by kind and state, and the lag of the oldest due job', async () => {
    const text = await t.app.metrics!.metrics();
    expect(text).toContain('guide_job_queue_jobs{queue="password-reset-email",state="waiting"} 0');
    expect(text).toContain('guide_job_queue_jobs{queue="password-reset-email",state="scheduled"} 0');
    expect(text).toContain('guide_job_queue_lag_seconds{queue="password-reset-email"} 0');
  });

  it('are off without METRICS_PORT', async () => {
    const off = await createTestApp();
    try {
      expect(off.app.metrics).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('show the database pool and the kept answers: entries, bytes and hits', async () => {
    const registry = new Registry();
    const kept = new ResponseCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 20, maxTtlSeconds: 300 });
    observeStores(registry, { pool: () => ({ total: 4, idle: 3, waiting: 2 }), kept });
    kept.set('a', { headers: {}, bodies: { identity: Buffer.alloc(100) }, etag: 'W/"a"', route: '/v1/x' }, 60);
    kept.get('a');
    kept.get('a');
    let text = await registry.metrics();
    expect(text).toContain('guide_db_pool_connections{state="total"} 4');
    expect(text).toContain('guide_db_pool_connections{state="idle"} 3');
    expect(text).toContain('guide_db_pool_connections{state="waiting"} 2');
    expect(text).toContain('guide_kept_answers 1');
    expect(text).toContain('guide_kept_answers_bytes 100');
    expect(text).toContain('guide_kept_answers_hits_total 2');
    kept.get('a');
    kept.clear();
    text = await registry.metrics();
    expect(text).toContain('guide_kept_answers 0');
    expect(text).toContain('guide_kept_answers_hits_total 3');
  });

  it('count provider calls, failures, latency, cache outcomes and breaker state', async () => {
    const registry = new Registry();
    const observer = new PrometheusProviderObserver(registry);
    observer.call('tvmaze', 'ok', 120);
    observer.call('tvmaze', 'timeout', 8000);
    observer.call('tvmaze', 'rejected', 0);
    observer.cache('tvmaze', 'hit');
    observer.cache('tvmaze', 'stale');
    observer.breaker('tvmaze', 'open');
    const text = await registry.metrics();
    expect(text).toContain('guide_provider_calls_total{provider="tvmaze",outcome="ok"} 1');
    expect(text).toContain('guide_provider_failures_total{provider="tvmaze",outcome="timeout"} 1');
    expect(text).toContain('guide_provider_failures_total{provider="tvmaze",outcome="rejected"} 1');
    expect(text).toContain('guide_provider_call_duration_seconds_count{provider="tvmaze",outcome="ok"} 1');
    expect(text).toContain('guide_provider_cache_total{provider="tvmaze",outcome="stale"} 1');
    expect(text).toContain('guide_provider_breaker_state{provider="tvmaze",state="open"} 1');
    expect(text).toContain('guide_provider_breaker_state{provider="tvmaze",state="closed"} 0');
  });
});
