import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * The installable app's files as the server sends them: web/public is copied into the build as it
 * is, so the manifest and icons are served here from a build folder holding those very files
 * (docs/decisions/0125).
 */
const WEB = path.resolve(import.meta.dirname, '../../web');
const PUBLIC = path.join(WEB, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, read from its IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(data.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('the web app manifest and service worker', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-dist-'));
    await fs.cp(PUBLIC, dist, { recursive: true });
    await fs.copyFile(path.join(WEB, 'index.html'), path.join(dist, 'index.html'));
    await fs.writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('is served as application/manifest+json, asked again before each use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  it('holds what installing asks for: names, start address in its scope, standalone, colours', async () => {
    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Entertainment Guide',
      short_name: expect.stringMatching(/^.{1,12}$/),
      description: expect.stringMatching(/\w/),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(new URL(manifest.start_url, 'https://guide.example').pathname.startsWith(manifest.scope)).toBe(true);
  });

  it('lists PNG icons of 192 and 512 pixels and a maskable one, each served at its size', async () => {
    const { icons } = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json() as {
      icons: ManifestIcon[];
    };
    const png = icons.filter((icon) => icon.type === 'image/png');
    const purposes = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(' ');
    expect(png.filter((i) => purposes(i).includes('any')).map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(png.some((i) => purposes(i).includes('maskable') && i.sizes === '512x512')).toBe(true);
    for (const icon of icons) {
      const res = await t.app.inject({ method: 'GET', url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe(icon.type);
      if (icon.type !== 'image/png') continue;
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(res.rawPayload), icon.src).toEqual({ width, height });
    }
  });

  it('is linked from the page, with a theme colour for light and for dark', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/mlb/147' })).body;
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)"/i);
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)"/i);
  });

  it('serves the service worker at the root, asked again before each use, and the offline page with it', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const offline = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('This page has not been opened on this device before');
  });

  it("keeps the CSP's own origin for the manifest and the worker", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    // manifest-src and worker-src are not named, so they fall back to default-src and script-src: 'self'.
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/manifest-src|worker-src/);
  });
});
