import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('lets `limit` calls start in a window and makes the next wait for the oldest to leave it', async () => {
    let now = 0;
    const slept: number[] = [];
    const limiter = new RateLimiter(3, 10_000, () => now, async (ms) => {
      slept.push(ms);
      now += ms;
    });
    const started: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire().then(() => started.push(now))));
    expect(started).toEqual([0, 0, 0, 10_000, 10_000]);
    expect(slept).toEqual([10_000]);
    now = 30_000;
    await limiter.acquire();
    expect(slept).toEqual([10_000]);
  });
});
