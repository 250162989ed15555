/** A load run as the benches print it (latencies in ms). */
export interface LoadReading {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
/** What a bench prints of an autocannon result. */
export declare function readingOf(result: unknown): LoadReading;
/** Reads `url` at a steady rate from another process until `stop()`, which answers the reading. */
export declare function readSteadily(
  url: string,
  options: { connections: number; rate: number },
): { stop(): Promise<LoadReading> };
