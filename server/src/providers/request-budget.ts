import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Each /v1 request has a deadline; everything the provider layer does for it (waiting for a
 * rate-limit slot, each attempt, each retry) fits inside what is left. The budget travels with
 * the request's async context, so adapters need not pass it along.
 */
export interface RequestBudget {
  /** performance.now() value by which the answer must be on its way. */
  deadline: number;
  /** Who asked (the client address): lets a shared queue keep one client from filling it. */
  client: string;
}

const storage = new AsyncLocalStorage<RequestBudget>();

/** Time kept back from the deadline for our own work after the provider answers. */
export const RESERVE_MS = 400;

export function registerRequestBudget(app: FastifyInstance, deadlineMs: number): void {
  // run() with the hook's callback (not enterWith) so the context covers exactly this request.
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ deadline: performance.now() + deadlineMs, client: request.ip }, done);
  });
}

/** Runs `work` with its own budget: background refreshes and command-line tools. */
export function withBudget<T>(budgetMs: number, client: string, work: () => Promise<T>): Promise<T> {
  return storage.run({ deadline: performance.now() + budgetMs, client }, work);
}

export function currentBudget(): RequestBudget | undefined {
  return storage.getStore();
}

/** Milliseconds left for provider work in this request (Infinity outside any request). */
export function remainingMs(): number {
  const budget = storage.getStore();
  return budget ? budget.deadline - RESERVE_MS - performance.now() : Number.POSITIVE_INFINITY;
}
