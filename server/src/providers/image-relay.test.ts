import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PNG_BYTES, startFakeProvider, type FakeProvider } from '../../test/fake-provider';
import { quietLogger, testProviderClient } from '../../test/providers';
import { ProviderInvalid } from '../errors';
import { ImageRelay } from './image-relay';
import { ImageStore, sniffRaster } from './image-store';
import { silentObserver } from './observer';

describe('ImageRelay', () => {
  let fake: FakeProvider;
  let dir: string;
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(async () => fake?.close());
  beforeEach(async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-images-'));
  });

  const relay = (store = new ImageStore(dir, 10 * 1024 * 1024), now = () => Date.now()) =>
    new ImageRelay(store, { maxBytes: 1024 * 1024, freshMs: 60_000 }, silentObserver, quietLogger, now);
  const host = () => testProviderClient(`${fake.url}/images/tmdb`, { retries: 0 });

  it('makes one provider call for 100 identical concurrent requests, and none for the next', async () => {
    const r = relay();
    const images = await Promise.all(Array.from({ length: 100 }, () => r.image(host(), '/w185/a.jpg')));
    expect(images.every((i) => i.body.equals(PNG_BYTES) && i.contentType === 'image/png')).toBe(true);
    expect(fake.requests).toEqual(['/images/tmdb/w185/a.jpg']);
    await r.image(host(), '/w185/a.jpg');
    // A new relay on the same folder (a restart) still has it.
    await relay().image(host(), '/w185/a.jpg');
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses SVG, bytes that are not a picture, oversized images and redirects to other hosts', async () => {
    for (const mode of ['svg', 'garbage', 'oversized', 'redirect-off-host'] as const) {
      fake.mode = mode;
      await expect(relay().image(host(), `/w185/${mode}.jpg`)).rejects.toBeInstanceOf(ProviderInvalid);
    }
    const stored = await fs.readdir(dir);
    expect(stored.filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('follows a redirect on the provider’s own host', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/old.png') res.writeHead(301, { location: '/new.png' }).end();
      else res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const own = testProviderClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await expect(relay().image(own, '/old.png')).resolves.toMatchObject({ contentType: 'image/png' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('serves the stored copy when the provider fails after it went stale', async () => {
    const clock = { now: 1_000_000 };
    const r = relay(undefined, () => clock.now);
    await r.image(host(), '/w185/b.jpg');
    clock.now += 120_000;
    fake.mode = '500';
    await expect(r.image(host(), '/w185/b.jpg')).resolves.toMatchObject({ contentType: 'image/png' });
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps the folder under its size, dropping the least recently used first', async () => {
    const store = new ImageStore(dir, PNG_BYTES.length * 2);
    await store.put('one', 'image/png', PNG_BYTES);
    await store.put('two', 'image/png', PNG_BYTES);
    await store.get('one');
    await store.put('three', 'image/png', PNG_BYTES);
    expect(await store.get('two')).toBeUndefined();
    expect(await store.get('one')).toBeDefined();
    expect(store.size).toBe(PNG_BYTES.length * 2);
    expect((await fs.readdir(dir)).length).toBe(2);
  });

  it('knows pictures by their first bytes', () => {
    expect(sniffRaster(PNG_BYTES)).toBe('image/png');
    expect(sniffRaster(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffRaster(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffRaster(Buffer.from('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffRaster(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});
