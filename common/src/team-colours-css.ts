/**
 * The monograms' colours as a stylesheet: one rule per club keyed by `data-team="<league>-<id>"`,
 * and the neutral grey for a club the table does not know. The web build writes it from the table
 * (web/vite.config.ts), so colours paint with the page, server-rendered too, without the `style`
 * attribute that the pages' Content-Security-Policy forbids in HTML.
 */
import type { League } from './sports.ts';
import { monogramOf, NEUTRAL, TEAM_COLOURS } from './team-colours.ts';

/** The value of a monogram's `data-team` attribute, as TeamMonogram writes it. */
const teamKey = (league: League, id: number) => `${league}-${id}`;

export function teamColoursStylesheet(): string {
  const rules = (Object.keys(TEAM_COLOURS) as League[]).flatMap((league) =>
    [...TEAM_COLOURS[league].keys()].map((id) => {
      const { background, color } = monogramOf(league, id, '');
      return `.team-mono[data-team='${teamKey(league, id)}'] { background: ${background}; color: ${color}; }`;
    }),
  );
  // data-known is set once the letters are drawn: an unknown club stays the plain badge until then.
  rules.push(`.team-mono[data-known='false'] { background: ${NEUTRAL.background}; color: ${NEUTRAL.color}; }`);
  return `${rules.join('\n')}\n`;
}
