import { describe, expect, it } from 'vitest';
import { Gathered } from './gathered';

describe('calls gathered into batches', () => {
  it('runs the calls made together as one batch, and those made during it as the next', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const doubled = new Gathered<number, number>(async (inputs) => {
      batches.push(inputs);
      if (batches.length === 1) await held;
      return inputs.map((n) => n * 2);
    });
    const first = [1, 2, 3].map((n) => doubled.call(n));
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is under way: these wait for it, then go together.
    const second = [4, 5].map((n) => doubled.call(n));
    release();
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails the calls of a batch that fails, and runs the next batch', async () => {
    let runs = 0;
    const gathered = new Gathered<string, string>(async (inputs) => {
      runs += 1;
      if (runs === 1) throw new Error('the database went away');
      return inputs.map((s) => s.toUpperCase());
    });
    const failing = [gathered.call('a'), gathered.call('b')];
    await expect(Promise.all(failing)).rejects.toThrow('the database went away');
    expect(await gathered.call('c')).toBe('C');
  });

  it('takes at most its limit in one batch', async () => {
    const sizes: number[] = [];
    const gathered = new Gathered<number, number>(async (inputs) => {
      sizes.push(inputs.length);
      return inputs;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => gathered.call(n)))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });
});
