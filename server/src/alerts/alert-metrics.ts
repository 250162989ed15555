import { Counter, type Registry } from 'prom-client';
import type { AlertKind } from '@guide/common/contract';

/**
 * due: its moment came and it was still wanted. sent: a device's push service took it. failed: no
 * device took it (busy services are tried again). dropped_quiet: quiet hours outlasted it.
 * dropped_stale / dropped_cap: too late, or over the user's hourly cap. held: waiting out quiet
 * hours. moved: the facts moved its moment (a delayed start).
 */
export type AlertOutcome =
  'due' | 'sent' | 'failed' | 'dropped_quiet' | 'dropped_stale' | 'dropped_cap' | 'held' | 'moved';

export interface AlertMetrics {
  count(kind: AlertKind, outcome: AlertOutcome): void;
}

export function alertMetrics(registry: Registry | null): AlertMetrics {
  if (!registry) return { count: () => undefined };
  const alerts = new Counter({
    name: 'guide_alerts_total',
    help: 'Alerts by kind and outcome: due, sent, failed, dropped_quiet, dropped_stale, dropped_cap, held, moved.',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  return { count: (kind, outcome) => alerts.inc({ kind, outcome }) };
}
