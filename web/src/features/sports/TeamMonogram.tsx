import type { League } from '@guide/common/sports';
import type * as TeamColours from '@guide/common/team-colours';
import { useSyncExternalStore } from 'react';
// Each club's colours, written from common's table at build time (web/vite.config.ts).
import 'virtual:team-colours.css';

type ColourTable = typeof TeamColours;

// The table of letters is a chunk of its own, fetched beside the games rather than before the
// landing page can start. Until it comes a badge is an empty block of the same size in the club's
// colours (from the stylesheet), so the letters appear without moving anything.
let table: ColourTable | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts fetching the colour table (once); screens with games call it as they mount. */
export function preloadTeamColours(): void {
  loading ??= import('@guide/common/team-colours').then(
    (module) => {
      table = module;
      for (const listener of listeners) listener();
    },
    // A failed fetch leaves the badges empty; the next badge to mount asks again.
    () => {
      loading = null;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  preloadTeamColours();
  return () => listeners.delete(listener);
}

const currentTable = () => table;

/**
 * A team's monogram: its letters on its colour, drawn in CSS (the colours are the stylesheet's,
 * keyed by `data-team`: no style attribute, which the CSP forbids in HTML). Hidden from assistive
 * technology, since the team's name is always written beside it.
 */
export function TeamMonogram({
  league,
  id,
  name,
  large = false,
}: {
  league: League;
  id: number;
  name: string;
  large?: boolean;
}) {
  const colours = useSyncExternalStore(subscribe, currentTable, currentTable);
  const monogram = colours?.monogramOf(league, id, name);
  return (
    <span
      className={`team-mono${large ? ' team-mono-large' : ''}`}
      aria-hidden="true"
      data-team={`${league}-${id}`}
      data-known={monogram ? String(monogram.known) : undefined}
    >
      {monogram?.text}
    </span>
  );
}
