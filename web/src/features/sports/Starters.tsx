import type { Game, GoalieAnnouncement, ProbablePitcher } from '@guide/common/sports';

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

/** The probable pitchers, visitor first as the tile lists the teams; nothing once the game has begun. */
export function ProbablePitchers({ game, layout }: { game: Game; layout: 'tile' | 'page' }) {
  const probables = game.probable_pitchers;
  if (!probables) return null;
  const sides = [
    { team: game.visitor, pitcher: probables.visitor },
    { team: game.home, pitcher: probables.home },
  ];
  if (layout === 'tile') {
    return (
      <p className="game-probables">
        <span className="game-probables-label">Probable:</span>{' '}
        {sides.map(({ team, pitcher }, i) => (
          <span key={team.id} className="game-probable">
            {i > 0 && <span aria-hidden="true"> vs </span>}
            <span className="visually-hidden">
              {i > 0 ? '; ' : ''}
              {team.name}:{' '}
            </span>
            <Pitcher pitcher={pitcher} />
          </span>
        ))}
      </p>
    );
  }
  return (
    <section className="section" aria-labelledby="probables-heading">
      <h2 id="probables-heading">Probable pitchers</h2>
      <ul className="game-probables-list">
        {sides.map(({ team, pitcher }) => (
          <li key={team.id}>
            <strong>{team.name}</strong>: <Pitcher pitcher={pitcher} />
            {!pitcher && <span className="muted"> (not announced yet)</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A goalie as a tile names him: his surname ('I. Shesterkin' and 'Igor Shesterkin' alike give 'Shesterkin'). */
const surname = (name: string) => name.trim().split(/\s+/).at(-1) ?? name;

/** One club's word on its starter as a tile says it: the surname, what replaced what, or that none is named. */
function tileAnnouncement({ goalie, withdrawn }: GoalieAnnouncement): string {
  if (goalie) return withdrawn ? `${surname(goalie.name)} (replaces ${surname(withdrawn.name)})` : surname(goalie.name);
  return withdrawn ? `not announced (${surname(withdrawn.name)} withdrawn)` : 'not announced yet';
}

/** The starting goalies, visitor first as the tile lists the teams; nothing once the game has begun. */
export function StartingGoalies({ game, layout }: { game: Game; layout: 'tile' | 'page' }) {
  const goalies = game.starting_goalies;
  if (!goalies) return null;
  const sides = [
    { team: game.visitor, said: goalies.visitor },
    { team: game.home, said: goalies.home },
  ];
  if (layout === 'tile') {
    const noneSaid = sides.every(({ said }) => !said.goalie && !said.withdrawn);
    return (
      <p className="game-probables game-goalies">
        <span className="game-probables-label">Starting goalies:</span>{' '}
        {noneSaid
          ? 'not announced yet'
          : sides.map(({ team, said }, i) => (
              <span key={team.id} className="game-probable">
                {i > 0 && <span aria-hidden="true"> · </span>}
                <span className="visually-hidden">
                  {i > 0 ? '; ' : ''}
                  {team.name}:{' '}
                </span>
                {tileAnnouncement(said)}
              </span>
            ))}
      </p>
    );
  }
  return (
    <section className="section" aria-labelledby="goalies-heading">
      <h2 id="goalies-heading">Starting goalies</h2>
      <ul className="game-probables-list">
        {sides.map(({ team, said }) => (
          <li key={team.id}>
            <strong>{team.name}</strong>: {said.goalie ? said.goalie.name : 'not announced yet'}
            {said.withdrawn && (
              <span className="muted">
                {said.goalie
                  ? ` (in place of ${said.withdrawn.name}, who was named first and withdrawn)`
                  : ` (${said.withdrawn.name} was named, then withdrawn)`}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
