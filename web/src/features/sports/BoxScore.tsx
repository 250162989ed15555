import {
  savePercentage,
  type BoxScore,
  type MlbBoxScore,
  type MlbTeamBox,
  type NhlBoxScore,
  type NhlTeamBox,
} from '@guide/common/box-score';
import type { League } from '@guide/common/sports';
import type { ReactNode } from 'react';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { useBoxScore } from './sports-api';
import { TeamLink } from './sports-links';
import './box-score.css';

/**
 * A game's box score: each side's batting and pitching lines (MLB) or skaters and goalies (NHL),
 * the visitors first. Each table scrolls sideways inside its own region with the player column
 * kept in place, so it reads on a phone; on narrow screens a name shows as 'A. Bregman'.
 */
export function BoxScoreSection({ league, id }: { league: League; id: string | undefined }) {
  const box = useBoxScore(league, id);
  return (
    <section className="section box-score" aria-labelledby="box-score-heading">
      <h2 id="box-score-heading">Box score</h2>
      {box.isPending && <LoadingDots />}
      {box.isError && (
        <LoadFailure retry={box} subject="box score">
          The box score could not be loaded. {failureText(box.error)}
        </LoadFailure>
      )}
      {box.data && <BoxScoreTables box={box.data} />}
    </section>
  );
}

export function BoxScoreTables({ box }: { box: BoxScore }) {
  if (!box.teams) return <p className="muted">{box.note ?? 'No box score yet.'}</p>;
  return (
    <>
      {box.note && <p className="muted">{box.note}</p>}
      {box.league === 'MLB' ? <MlbBox box={box} /> : <NhlBox box={box as NhlBoxScore} />}
    </>
  );
}

/** A column: its abbreviation, what it means (read out and shown on hover), and its cell. */
type Column<T> = [short: string, long: string, cell: (row: T) => ReactNode];

/** 'Alex Bregman' → 'A. Bregman'; a name already short stays as it is. */
const shortName = (name: string) => name.replace(/^(\S)\S+\s+(?=\S)/, '$1. ');

function PlayerName({ name }: { name: string }) {
  const short = shortName(name);
  if (short === name) return <>{name}</>;
  return (
    <>
      <span className="player-name-full">{name}</span>
      <span className="player-name-short" aria-hidden="true">
        {short}
      </span>
    </>
  );
}

function LinesTable<T extends { id: number; name: string }>({
  id,
  caption,
  playerWord,
  rows,
  columns,
  extra,
  empty,
}: {
  id: string;
  caption: string;
  playerWord: string;
  rows: T[];
  columns: Column<T>[];
  /** What follows the name in its cell: a position, a decision. */
  extra?: (row: T) => ReactNode;
  empty: string;
}) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    // Wider than a phone: it scrolls inside its own region, which the keyboard can reach.
    <div className="table-wrap scroll-table box-score-wrap" tabIndex={0} role="region" aria-labelledby={id}>
      <table className="box-score-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{playerWord}</th>
            {columns.map(([short, long]) => (
              <th key={short} scope="col" className="num">
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <PlayerName name={row.name} />
                {extra && <span className="box-score-extra"> {extra(row)}</span>}
              </th>
              {columns.map(([short, , cell]) => (
                <td key={short} className="num">
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Batter = MlbTeamBox['batters'][number];
type Pitcher = MlbTeamBox['pitchers'][number];
const BATTING: Column<Batter>[] = [
  ['AB', 'At bats', (b) => b.atBats],
  ['R', 'Runs', (b) => b.runs],
  ['H', 'Hits', (b) => b.hits],
  ['RBI', 'Runs batted in', (b) => b.rbi],
  ['BB', 'Walks', (b) => b.walks],
  ['SO', 'Strikeouts', (b) => b.strikeOuts],
  ['AVG', 'Season batting average', (b) => b.average ?? '–'],
];
const PITCHING: Column<Pitcher>[] = [
  ['IP', 'Innings pitched', (p) => p.inningsPitched],
  ['H', 'Hits allowed', (p) => p.hits],
  ['R', 'Runs allowed', (p) => p.runs],
  ['ER', 'Earned runs', (p) => p.earnedRuns],
  ['BB', 'Walks', (p) => p.walks],
  ['SO', 'Strikeouts', (p) => p.strikeOuts],
  ['HR', 'Home runs allowed', (p) => p.homeRuns],
  ['NP', 'Pitches', (p) => p.pitches ?? '–'],
  ['ERA', 'Season earned run average', (p) => p.era ?? '–'],
];

function MlbBox({ box }: { box: MlbBoxScore }) {
  const teams = box.teams!;
  return (
    <>
      {(['visitor', 'home'] as const).map((side) => {
        const { team, batters, pitchers } = teams[side];
        return (
          <div key={side} className="box-score-team">
            <h3>
              <TeamLink league="MLB" team={team} />
            </h3>
            <LinesTable
              id={`box-${side}-batting`}
              caption={`${team.name} batting`}
              playerWord="Batter"
              rows={batters}
              columns={BATTING}
              extra={(b) => (
                <span className={b.substitute ? 'muted box-score-sub' : 'muted'}>
                  <abbr title="Position">{b.position}</abbr>
                </span>
              )}
              empty="No one has batted yet."
            />
            <LinesTable
              id={`box-${side}-pitching`}
              caption={`${team.name} pitching`}
              playerWord="Pitcher"
              rows={pitchers}
              columns={PITCHING}
              extra={(p) => p.note && <span className="muted">{p.note}</span>}
              empty="No one has pitched yet."
            />
          </div>
        );
      })}
    </>
  );
}

type Skater = NhlTeamBox['skaters'][number];
type Goalie = NhlTeamBox['goalies'][number];
const plusMinus = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const SKATING: Column<Skater>[] = [
  ['G', 'Goals', (s) => s.goals],
  ['A', 'Assists', (s) => s.assists],
  ['P', 'Points', (s) => s.points],
  ['+/−', 'Plus-minus', (s) => plusMinus(s.plusMinus)],
  ['PIM', 'Penalty minutes', (s) => s.penaltyMinutes],
  ['SOG', 'Shots on goal', (s) => s.shots],
  ['HIT', 'Hits', (s) => s.hits],
  ['TOI', 'Time on ice', (s) => s.timeOnIce],
];
const DECISION_WORDS = { W: 'Win', L: 'Loss', O: 'Overtime loss' } as const;
const GOALTENDING: Column<Goalie>[] = [
  ['SA', 'Shots against', (g) => g.shotsAgainst],
  ['SV', 'Saves', (g) => g.saves],
  ['GA', 'Goals against', (g) => g.goalsAgainst],
  ['SV%', 'Save percentage', (g) => savePercentage(g.savePercentage)],
  ['TOI', 'Time on ice', (g) => g.timeOnIce],
];

function NhlBox({ box }: { box: NhlBoxScore }) {
  const teams = box.teams!;
  return (
    <>
      {(['visitor', 'home'] as const).map((side) => {
        const { team, skaters, goalies } = teams[side];
        return (
          <div key={side} className="box-score-team">
            <h3>
              <TeamLink league="NHL" team={team} />
            </h3>
            <LinesTable
              id={`box-${side}-skaters`}
              caption={`${team.name} skaters`}
              playerWord="Skater"
              rows={skaters}
              columns={SKATING}
              extra={(s) => (
                <span className="muted">
                  <abbr title="Position">{s.position}</abbr>
                </span>
              )}
              empty="No skaters are listed yet."
            />
            <LinesTable
              id={`box-${side}-goalies`}
              caption={`${team.name} goalies`}
              playerWord="Goalie"
              rows={goalies}
              columns={GOALTENDING}
              extra={(g) => (
                <span className="muted">
                  {[g.starter ? 'started' : null, g.decision ? DECISION_WORDS[g.decision] : null]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              )}
              empty="No goalie is listed yet."
            />
          </div>
        );
      })}
    </>
  );
}
