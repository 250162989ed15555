import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { liveEnv, startFakeProvider, type FakeProvider } from './fake-provider';
import { createTestApp, type TestApp } from './test-app';

describe('a busy provider in the log and the metrics', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    fake = await startFakeProvider();
    t = await createTestApp({
      env: { ...liveEnv(fake), BREAKER_FAILURES: '1', UPSTREAM_RETRIES: '0', METRICS_PORT: '0' },
    });
    await t.app.close();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config: t.config, clock: t.clock, db: t.db, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await t?.db.close();
    await fake?.close();
  });

  it('is one warning without a stack per refused request, and is counted', async () => {
    fake.mode = '500';
    expect((await app.inject({ method: 'GET', url: '/v1/tv-search?title=first' })).statusCode).toBe(502);
    lines.length = 0;
    const busy = await app.inject({ method: 'GET', url: '/v1/tv-search?title=second' });
    expect(busy.statusCode).toBe(503);
    const warnings = lines.filter((l) => Number(l.level) >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 40,
      provider: 'TVmaze',
      msg: 'provider busy: not called for this request',
    });
    expect(JSON.stringify(lines)).not.toMatch(/"stack"|"err"/);
    const metrics = await app.metrics!.metrics();
    expect(metrics).toMatch(/guide_provider_calls_total\{provider="TVmaze",outcome="rejected"\} [1-9]/);
  });
});
