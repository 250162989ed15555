import { describe, expect, it } from 'vitest';
import { LoopPace } from './loop-pace';

describe('the pace of background jobs', () => {
  it('halves each kind’s jobs at once while the loop is busy, never below one, and adds one a sample when it is free', () => {
    const pace = new LoopPace({ delayMs: 20, utilization: 0.5 });
    pace.add('alert-send', 16);
    pace.add('mail', 1);
    const slots = () => [pace.slots('alert-send'), pace.slots('mail')];
    expect(slots()).toEqual([16, 1]);

    const busy: number[][] = [];
    for (let i = 0; i < 5; i++) {
      expect(pace.sample(undefined, 0.9)).toBe(true);
      busy.push(slots());
    }
    expect(busy).toEqual([
      [8, 1],
      [4, 1],
      [2, 1],
      [1, 1],
      [1, 1],
    ]);

    const free: number[] = [];
    for (let i = 0; i < 17; i++) {
      expect(pace.sample(undefined, 0.1)).toBe(false);
      free.push(pace.slots('alert-send'));
    }
    expect(free).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 16, 16]);
    expect(pace.slots('mail')).toBe(1);
  });

  it('counts the loop busy when its timer fired late, or when it worked more than its share', () => {
    const pace = new LoopPace({ delayMs: 20, utilization: 0.5 });
    pace.add('alert-send', 16);
    // The first look fixes when the next is due (100 ms later).
    pace.sample(1000, 0);
    expect(pace.sample(1110, 0)).toBe(false);
    expect(pace.sample(1240, 0)).toBe(true);
    expect(pace.sample(1340, 0.6)).toBe(true);
    expect(pace.sample(1440, 0.5)).toBe(false);
  });

  it('leaves out a limit set to 0, and never looks when both are', () => {
    const byDelay = new LoopPace({ delayMs: 20, utilization: 0 });
    byDelay.sample(1000, 0);
    expect(byDelay.sample(1100, 1)).toBe(false);

    const never = new LoopPace({ delayMs: 0, utilization: 0 });
    never.add('alert-send', 16);
    never.start();
    never.sample(1000, 0);
    expect(never.sample(5000, 1)).toBe(false);
    expect(never.slots('alert-send')).toBe(16);
    never.stop();
  });
});
