import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

/** A limiter on a clock the test moves: sleeping advances it. */
function limiterOnFakeClock(settings: {
  limit: number;
  windowMs: number;
  maxWaiting?: number;
  maxWaitingPerClient?: number;
}) {
  const clock = { now: 0, slept: [] as number[] };
  const limiter = new RateLimiter(
    { maxWaiting: 100, maxWaitingPerClient: 100, ...settings },
    () => clock.now,
    async (ms) => {
      clock.slept.push(ms);
      clock.now += ms;
    },
  );
  return { limiter, clock };
}

describe('RateLimiter', () => {
  it('lets `limit` calls start in a window and books the next for when the oldest leaves it', async () => {
    const waits: number[] = [];
    const limiter = new RateLimiter(
      { limit: 3, windowMs: 10_000, maxWaiting: 100, maxWaitingPerClient: 100 },
      () => 0,
      async (ms) => void waits.push(ms),
    );
    const admissions = await Promise.all(Array.from({ length: 5 }, () => limiter.acquire(60_000, 'a')));
    expect(admissions.every((a) => a.ok)).toBe(true);
    // Three start now; the fourth and fifth wait for the window to move on.
    expect(waits).toEqual([10_000, 10_000]);
  });

  it('forgets bookings once they leave the window', async () => {
    const { limiter, clock } = limiterOnFakeClock({ limit: 1, windowMs: 10_000 });
    await limiter.acquire(0, 'a');
    clock.now = 30_000;
    expect(await limiter.acquire(0, 'a')).toEqual({ ok: true });
    expect(clock.slept).toEqual([]);
  });

  it('refuses at once a call that could not start within its budget, and books nothing for it', async () => {
    const { limiter, clock } = limiterOnFakeClock({ limit: 1, windowMs: 10_000 });
    await limiter.acquire(0, 'a');
    expect(await limiter.acquire(5_000, 'a')).toEqual({ ok: false, reason: 'too-late' });
    expect(clock.slept).toEqual([]);
    expect(await limiter.acquire(10_000, 'a')).toEqual({ ok: true });
    expect(clock.slept).toEqual([10_000]);
  });

  it('keeps one client from filling the waiting room, and bounds the room for everyone', async () => {
    const never = new RateLimiter(
      { limit: 1, windowMs: 60_000, maxWaiting: 3, maxWaitingPerClient: 2 },
      () => 0,
      () => new Promise<void>(() => undefined),
    );
    await never.acquire(0, 'greedy');
    void never.acquire(1e9, 'greedy');
    void never.acquire(1e9, 'greedy');
    expect(await never.acquire(1e9, 'greedy')).toEqual({ ok: false, reason: 'client-full' });
    void never.acquire(1e9, 'other');
    expect(await never.acquire(1e9, 'third')).toEqual({ ok: false, reason: 'queue-full' });
  });
});

describe('RateLimiter with fair sharing', () => {
  const fair = (now: () => number) =>
    new RateLimiter(
      {
        limit: 20,
        windowMs: 10_000,
        maxWaiting: 40,
        maxWaitingPerClient: 4,
        fairShare: { share: 0.25, keepFree: 0.5, guesses: 3 },
      },
      now,
      () => new Promise<void>(() => undefined),
    );

  it('refuses a client past its share while keeping slots for the others', async () => {
    let now = 0;
    const limiter = fair(() => now);
    const greedy = await Promise.all(Array.from({ length: 40 }, () => limiter.acquire(5_000, 'greedy')));
    // Its share (5) and the spare slots above the kept half (5 more); the rest are told when to retry.
    expect(greedy.filter((a) => a.ok)).toHaveLength(10);
    const refused = greedy.find((a) => !a.ok);
    expect(refused).toEqual({ ok: false, reason: 'over-share', retryAfterMs: 10_000 });
    now = 100;
    const others = await Promise.all(Array.from({ length: 3 }, () => limiter.acquire(5_000, 'other')));
    expect(others.every((a) => a.ok)).toBe(true);
  });

  it('lets background work take only spare slots, never the kept part', async () => {
    const limiter = fair(() => 0);
    const background = await Promise.all(
      Array.from({ length: 20 }, () => limiter.acquire(5_000, 'feed', 'background')),
    );
    expect(background.filter((a) => a.ok)).toHaveLength(10);
    expect(background.find((a) => !a.ok)).toMatchObject({ ok: false, reason: 'deferred' });
    const interactive = await Promise.all(Array.from({ length: 5 }, () => limiter.acquire(5_000, 'visitor')));
    expect(interactive.every((a) => a.ok)).toBe(true);
  });

  it('lets a client guess a few times a window, never from the spare, and tells it when its first guess leaves', async () => {
    let now = 0;
    const limiter = fair(() => now);
    const guesses = await Promise.all(Array.from({ length: 30 }, () => limiter.acquire(5_000, 'prober', 'guess')));
    expect(guesses.filter((a) => a.ok)).toHaveLength(3);
    now = 2_000;
    expect(await limiter.acquire(5_000, 'prober', 'guess')).toEqual({
      ok: false,
      reason: 'over-share',
      retryAfterMs: 8_000,
    });
    // Its guesses come out of its share: two visits left within it, then only the spare.
    const visits = await Promise.all(Array.from({ length: 2 }, () => limiter.acquire(5_000, 'prober')));
    expect(visits.every((a) => a.ok)).toBe(true);
    // Another client guesses and visits as usual.
    expect(await limiter.acquire(5_000, 'other', 'guess')).toEqual({ ok: true });
    now = 10_001;
    expect(await limiter.acquire(5_000, 'prober', 'guess')).toEqual({ ok: true });
  });

  it("waits the operator's own work (a command-line import) into slots instead of refusing it", async () => {
    const waits: number[] = [];
    const limiter = new RateLimiter(
      {
        limit: 4,
        windowMs: 10_000,
        maxWaiting: 40,
        maxWaitingPerClient: 40,
        fairShare: { share: 0.25, keepFree: 0.5 },
      },
      () => 0,
      async (ms) => void waits.push(ms),
    );
    const imports = await Promise.all(Array.from({ length: 6 }, () => limiter.acquire(60_000, 'server', 'operator')));
    expect(imports.every((a) => a.ok)).toBe(true);
    expect(waits).toEqual([10_000, 10_000]);
  });
});
