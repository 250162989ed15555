import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Entertainment Guide</title>');
    const script = 'console.log("app");'.repeat(100);
    await fs.writeFile(path.join(dist, 'assets/index-abc123.js'), script);
    await fs.writeFile(path.join(dist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/cinema', '/mlb/147', '/user/account', '/no/such/page'])(
    'answers index.html for %s, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Entertainment Guide</title>');
    },
  );

  it('serves hashed assets precompressed with a long cache lifetime', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404, not the app, for an asset of another build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('hands the XSRF cookie out with the HTML document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cinema' });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{20,}$/);
  });

  it('sends a Content-Security-Policy without inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('keeps unknown /v1 paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/users/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no API endpoint POST /v1/users/nothing.' });
  });
});
