import type { z } from 'zod';

/** An error whose message is a plain sentence meant for the person using the API. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Raised by source adapters when a provider fails or answers nonsense. */
export class UpstreamError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

/**
 * Parses request input with a zod schema; a failure becomes a 400 carrying the schema's own
 * sentence (schemas give every rule a plain-sentence message).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? 'The request is not valid.');
}
