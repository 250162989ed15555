import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ProviderInvalid } from '../../providers/errors';
import { firstIssue, keepFitting } from '../../providers/schemas';

/** What the adapters log through: warnings about what a provider sent. */
export type ProviderLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * The answer in the schema's shape, or a ProviderInvalid: valid JSON of the wrong shape is a
 * provider failure (the caller answers 5xx or a stale copy, and caches nothing). For an answer
 * read twice (the MLB feed); a single read gives its schema to the provider client instead.
 */
export function parseAnswer<S extends z.ZodType>(provider: string, what: string, schema: S, answer: unknown): z.infer<S> {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw new ProviderInvalid(provider, `${what} did not have the expected shape (${firstIssue(result.error)})`);
}

/**
 * The items of a list that fit the schema. A malformed item is dropped and logged; a non-empty
 * list of which no item fits is a provider failure.
 */
export function parseItems<S extends z.ZodType>(provider: string, what: string, schema: S, items: readonly unknown[], log: ProviderLog): z.infer<S>[] {
  const { kept, firstProblem } = keepFitting(schema, items, (problem) => log.warn({ provider, what, problem }, 'dropped a malformed item from a provider answer'));
  if (items.length > 0 && kept.length === 0) throw new ProviderInvalid(provider, `no item of ${what} had the expected shape (${firstProblem})`);
  return kept;
}

const reportedStates = new Set<string>();

/** A provider state our tables do not know: logged once per process, then shown as the provider's text. */
export function reportUnknownState(log: ProviderLog, provider: string, state: string): void {
  const key = `${provider}|${state}`;
  if (reportedStates.has(key)) return;
  reportedStates.add(key);
  log.warn({ provider, state }, 'a game state our status tables do not know; shown as the provider words');
}
