/**
 * Resolves on the event loop's next turn, after the I/O waiting now: a long computation that
 * awaits it between chunks lets other requests be answered meanwhile (awaiting a promise that
 * is already settled does not, it only queues a microtask).
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
