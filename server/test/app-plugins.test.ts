import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import answerPath from '../src/http/answers';
import hardening from '../src/http/hardening';
import health from '../src/http/health';
import observability from '../src/http/observability';
import webApp from '../src/http/web-app';
import services from '../src/services';
import v1 from '../src/v1';
import { createTestApp, type TestApp } from './test-app';

/** The app is a list of named plugins, each declaring what it needs; Fastify holds the order. */
describe('the app as named plugins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('registers every part under its name', async () => {
    await t.app.ready();
    for (const name of [
      'guide-observability',
      'guide-services',
      'guide-hardening',
      'guide-answers',
      'guide-health',
      'guide-v1',
      'guide-web-app',
    ])
      expect(t.app.hasPlugin(name), name).toBe(true);
  });

  it.each([
    {
      name: 'the answer path before the hardening',
      before: [observability, services],
      plugin: answerPath,
      missing: 'guide-hardening',
    },
    {
      name: 'the answer path before the services',
      before: [observability, hardening],
      plugin: answerPath,
      missing: 'guide-services',
    },
    { name: 'the services before observability', before: [], plugin: services, missing: 'guide-observability' },
    {
      name: 'the health checks before the answer path',
      before: [observability],
      plugin: health,
      missing: 'guide-answers',
    },
    {
      name: 'the /v1 domains before the answer path',
      before: [observability, services, hardening],
      plugin: v1,
      missing: 'guide-answers',
    },
    { name: 'the web app before the answer path', before: [], plugin: webApp, missing: 'guide-answers' },
  ])('refuses $name', async ({ before, plugin, missing }) => {
    const app = Fastify({ logger: false });
    const options = { config: t.config, clock: t.clock, db: t.db, distDir: '/nowhere' };
    try {
      for (const earlier of before) await app.register(earlier as typeof observability, options);
      await expect(app.register(plugin as typeof observability, options)).rejects.toMatchObject({
        code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
        message: expect.stringContaining(missing),
      });
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
