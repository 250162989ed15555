import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { budgetContextActive, registerRequestBudget, remainingMs, withBudget } from './request-budget';

describe('request budget', () => {
  it('holds a budget inside its work and switches the async context off when the work ends', async () => {
    expect(budgetContextActive()).toBe(false);
    const inside = await withBudget(2_000, 'test', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { active: budgetContextActive(), left: remainingMs() };
    });
    expect(inside.active).toBe(true);
    expect(inside.left).toBeGreaterThan(0);
    expect(inside.left).toBeLessThan(2_000);
    expect(budgetContextActive()).toBe(false);
    expect(remainingMs()).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps two overlapping budgets apart and stays on until the last one ends', async () => {
    let releaseFirst!: () => void;
    const first = withBudget(3_000, 'a', async () => {
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      return remainingMs();
    });
    const second = await withBudget(1_000, 'b', async () => remainingMs());
    expect(second).toBeLessThan(1_000);
    expect(budgetContextActive()).toBe(true);
    releaseFirst();
    expect(await first).toBeGreaterThan(1_000);
    expect(budgetContextActive()).toBe(false);
  });

  it('gives each request over a real socket its deadline and is off again once the answers are sent', async () => {
    const app = Fastify();
    registerRequestBudget(app, 5_000);
    app.get('/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { left: remainingMs() };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() => fetch(url).then((r) => r.json() as Promise<{ left: number }>)),
      );
      for (const { left } of answers) expect(left).toBeLessThan(5_000);
      await expect.poll(() => budgetContextActive()).toBe(false);
    } finally {
      await app.close();
    }
  });
});
