import {
  formatTeamRecord,
  isFinal,
  type Game,
  type GoalieAnnouncement,
  type League,
  type ProbablePitcher,
} from '@guide/common/sports';

/**
 * What a game carries beside its teams: each club's record (W-L, NHL W-L-OT) and, before an MLB
 * game, the probable pitchers; before an NHL game, the starting goalies. A final's record counts
 * the game, so it is a spoiler like the score.
 */

/** A club's record on a tile row; nothing when the source gave none. */
export function TeamRecord({ league, game, side }: { league: League; game: Game; side: 'home' | 'visitor' }) {
  const record = side === 'home' ? game.home_record : game.visitor_record;
  if (!record) return null;
  return (
    <span className="game-record" data-spoiler={isFinal(game.status) ? '' : undefined}>
      <span className="visually-hidden">, record </span>
      {formatTeamRecord(league, record)}
    </span>
  );
}

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

/** The game page's line of both clubs' records, visitor first; nothing when the source gave none. */
export function TeamRecords({ league, game }: { league: League; game: Game }) {
  const { visitor_record: visitor, home_record: home } = game;
  if (!visitor && !home) return null;
  const parts = [
    visitor && `${game.visitor.name} ${formatTeamRecord(league, visitor)}`,
    home && `${game.home.name} ${formatTeamRecord(league, home)}`,
  ].filter(Boolean);
  return (
    <p className="game-records muted" data-spoiler-block={isFinal(game.status) ? '' : undefined}>
      <span className="visually-hidden">Records: </span>
      {parts.join(' · ')}
    </p>
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
