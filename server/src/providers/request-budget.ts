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
  /** Work no visitor waits on (refreshes, feed builds): it takes only spare provider slots. */
  background?: boolean;
  /** A call that asks for something no list of ours holds (it may not exist): a few per client only. */
  guess?: boolean;
}

const storage = new AsyncLocalStorage<RequestBudget>();

/**
 * On Node 20 a running AsyncLocalStorage turns on async hooks for the whole process, and every
 * async step of every request pays for them: a kept answer sent by the fast path costs about a
 * third more. So the storage runs only while some request or refresh that may call a provider
 * is open, and is switched off when the last one ends. A request is open from its onRequest
 * hook until its response closes; a continuation outliving that (a client that left) finds no
 * budget and is bounded by each attempt's own timeout instead.
 */
let open = 0;
function enter(): void {
  open += 1;
}
function leave(): void {
  open -= 1;
  if (open === 0) storage.disable();
}

/** Time kept back from the deadline for our own work after the provider answers. */
export const RESERVE_MS = 400;

export function registerRequestBudget(app: FastifyInstance, deadlineMs: number): void {
  // run() with the hook's callback (not enterWith) so the context covers exactly this request.
  app.addHook('onRequest', (request, reply, done) => {
    enter();
    reply.raw.once('close', leave);
    storage.run({ deadline: performance.now() + deadlineMs, client: request.ip }, done);
  });
}

/** Runs `work` with its own budget: background refreshes and command-line tools. */
export async function withBudget<T>(
  budgetMs: number,
  client: string,
  work: () => Promise<T>,
  background = false,
): Promise<T> {
  enter();
  try {
    return await storage.run({ deadline: performance.now() + budgetMs, client, background }, work);
  } finally {
    leave();
  }
}

/** Runs `work` inside the current request's budget, but as background work (a calendar feed's build). */
export function asBackground<T>(work: () => Promise<T>): Promise<T> {
  const budget = storage.getStore();
  return budget ? storage.run({ ...budget, background: true }, work) : work();
}

/** Runs `work` inside the current request's budget as a guess (a game id no stored day lists). */
export function asGuess<T>(work: () => Promise<T>): Promise<T> {
  const budget = storage.getStore();
  return budget ? storage.run({ ...budget, guess: true }, work) : work();
}

/** Whether the async context is switched on (for tests of the switching). */
export function budgetContextActive(): boolean {
  return open > 0;
}

export function currentBudget(): RequestBudget | undefined {
  return storage.getStore();
}

/** Milliseconds left for provider work in this request (Infinity outside any request). */
export function remainingMs(): number {
  const budget = storage.getStore();
  return budget ? budget.deadline - RESERVE_MS - performance.now() : Number.POSITIVE_INFINITY;
}
