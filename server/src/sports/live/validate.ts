import type { FastifyBaseLogger } from 'fastify';

/** What the adapters log through: warnings about what a provider sent. */
export type ProviderLog = Pick<FastifyBaseLogger, 'warn'>;

const reportedStates = new Set<string>();

/** A provider state our tables do not know: logged once per process, then shown as the provider's text. */
export function reportUnknownState(log: ProviderLog, provider: string, state: string): void {
  const key = `${provider}|${state}`;
  if (reportedStates.has(key)) return;
  reportedStates.add(key);
  log.warn({ provider, state }, 'a game state our status tables do not know; shown as the provider words');
}
