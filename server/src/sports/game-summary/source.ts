import type { GameSummary } from '@guide/common/game-summary';
import type { League } from '../../reference/teams';

/** A summary as a source makes it: everything but our own TV listing's airings, which the service joins in. */
export type SummaryWithoutTv = GameSummary extends infer S ? (S extends GameSummary ? Omit<S, 'onTv'> : never) : never;

/** What a lookup of one game's summary finds: the summary, nothing, or a game that was called off. */
export type SummaryLookup = { kind: 'summary'; summary: SummaryWithoutTv } | { kind: 'gone' } | { kind: 'unknown' };

export interface SummarySource {
  summary(league: League, id: number): Promise<SummaryLookup>;
}
