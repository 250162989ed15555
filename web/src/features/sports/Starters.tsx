import type { Game, GoalieAnnouncement, ProbablePitcher, TeamRef } from '@guide/common/sports';
import type { ReactNode } from 'react';

/**
 * Who starts: before an MLB game the probable pitchers, before an NHL game the starting goalies.
 * Apart from the records so that tiles can load them after the page's first script.
 */

/** 'Jake Irvin (9-8, 3.51 ERA)', the season line as far as it is known (kept on one line); 'TBD' when none is announced. */
function Pitcher({ pitcher }: { pitcher: ProbablePitcher | null }) {
  if (!pitcher) return <>TBD</>;
  const line = [
    pitcher.wins !== undefined && pitcher.losses !== undefined ? `${pitcher.wins}-${pitcher.losses}` : null,
    pitcher.era ? `${pitcher.era} ERA` : null,
  ].filter(Boolean);
  return (
    <>
      {pitcher.name}
      {line.length > 0 && <span className="pitcher-line"> ({line.join(', ')})</span>}
    </>
  );
}

/** A goalie as a tile names him: his surname ('I. Shesterkin' and 'Igor Shesterkin' alike give 'Shesterkin'). */
const surname = (name: string) => name.trim().split(/\s+/).at(-1) ?? name;

/** One club's word on its starter as a tile says it: the surname, what replaced what, or that none is named. */
function tileAnnouncement({ goalie, withdrawn }: GoalieAnnouncement): string {
  if (goalie) return withdrawn ? `${surname(goalie.name)} (replaces ${surname(withdrawn.name)})` : surname(goalie.name);
  return withdrawn ? `not announced (${surname(withdrawn.name)} withdrawn)` : 'not announced yet';
}

/** One side of a game's starters: the team, and what the tile and the game page say of its starter. */
interface StarterSide {
  team: TeamRef;
  tile: ReactNode;
  page: ReactNode;
}

/**
 * Who starts, visitor first as the tile lists the teams: on a tile one line after `label`, each
 * club's name read aloud before its starter; on the game page a list under `heading`. `noneSaid`
 * replaces the tile's line when neither club has said anything yet.
 */
function StarterSides({
  layout,
  label,
  heading,
  separator,
  tileClass,
  noneSaid,
  sides,
}: {
  layout: 'tile' | 'page';
  label: string;
  heading: string;
  separator: string;
  tileClass: string;
  noneSaid?: string;
  sides: StarterSide[];
}) {
  const headingId = `${heading.toLowerCase().replace(/\s+/g, '-')}-heading`;
  if (layout === 'tile') {
    return (
      <p className={tileClass}>
        <span className="game-probables-label">{label}</span>{' '}
        {noneSaid ??
          sides.map(({ team, tile }, i) => (
            <span key={team.id} className="game-probable">
              {i > 0 && <span aria-hidden="true">{separator}</span>}
              <span className="visually-hidden">
                {i > 0 ? '; ' : ''}
                {team.name}:{' '}
              </span>
              {tile}
            </span>
          ))}
      </p>
    );
  }
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="game-probables-list">
        {sides.map(({ team, page }) => (
          <li key={team.id}>
            <strong>{team.name}</strong>: {page}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Who starts a game not yet begun, on a tile or its page: an MLB game's probable pitchers, an NHL
 * game's starting goalies; nothing once the game has begun (the game then carries neither).
 */
export function Starters({ game, layout }: { game: Game; layout: 'tile' | 'page' }) {
  const probables = game.probable_pitchers;
  if (probables) {
    const side = (team: TeamRef, pitcher: ProbablePitcher | null): StarterSide => ({
      team,
      tile: <Pitcher pitcher={pitcher} />,
      page: (
        <>
          <Pitcher pitcher={pitcher} />
          {!pitcher && <span className="muted"> (not announced yet)</span>}
        </>
      ),
    });
    return (
      <StarterSides
        layout={layout}
        label="Probable:"
        heading="Probable pitchers"
        separator=" vs "
        tileClass="game-probables"
        sides={[side(game.visitor, probables.visitor), side(game.home, probables.home)]}
      />
    );
  }
  const goalies = game.starting_goalies;
  if (!goalies) return null;
  const side = (team: TeamRef, said: GoalieAnnouncement): StarterSide => ({
    team,
    tile: tileAnnouncement(said),
    page: (
      <>
        {said.goalie ? said.goalie.name : 'not announced yet'}
        {said.withdrawn && (
          <span className="muted">
            {said.goalie
              ? ` (in place of ${said.withdrawn.name}, who was named first and withdrawn)`
              : ` (${said.withdrawn.name} was named, then withdrawn)`}
          </span>
        )}
      </>
    ),
  });
  const silent = [goalies.visitor, goalies.home].every((said) => !said.goalie && !said.withdrawn);
  return (
    <StarterSides
      layout={layout}
      label="Starting goalies:"
      heading="Starting goalies"
      separator=" · "
      tileClass="game-probables game-goalies"
      noneSaid={silent ? 'not announced yet' : undefined}
      sides={[side(game.visitor, goalies.visitor), side(game.home, goalies.home)]}
    />
  );
}
