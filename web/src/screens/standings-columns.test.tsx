import type { StandingRecord } from '@guide/common/sports';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StandingsTable } from '../features/sports/StandingsTable';
import { MemoryRouter } from '../lib/router';
import { NHL_COLUMNS } from './NhlTeamPage';
import { MLB_COLUMNS } from './TeamPage';

const mlb: StandingRecord[] = [
  {
    team: { id: 147, name: 'New York Yankees' },
    divisionRank: '1',
    leagueRank: '2',
    leagueRecord: { wins: 94, losses: 68, ties: 0, pct: '.580' },
    gamesPlayed: 162,
    gamesBack: '-',
    lastTen: { wins: 6, losses: 4 },
    streak: 'W2',
  },
  {
    team: { id: 111, name: 'Boston Red Sox' },
    divisionRank: '2',
    leagueRank: '5',
    leagueRecord: { wins: 89, losses: 72, ties: 1, pct: '.553' },
    gamesBack: '5.0',
    lastTen: { wins: 3, losses: 7 },
    streak: 'L1',
  },
];
const nhl: StandingRecord[] = [
  {
    team: { id: 6, name: 'Boston Bruins' },
    divisionRank: '1',
    leagueRank: '1',
    leagueRecord: { wins: 14, losses: 2, ties: 0, ot: 7, pct: '.761' },
    points: 35,
    gamesPlayed: 23,
    lastTen: { wins: 4, losses: 1, ot: 5 },
  },
];

const table = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const headings = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const cells = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

// Each team screen gives the standings table its league's columns.
describe("StandingsTable with each league's columns", () => {
  it('MLB: the columns of spec section 2 (wins, losses, ties, win %), then games behind and the last ten', () => {
    table(<StandingsTable league="MLB" columns={MLB_COLUMNS} records={mlb} currentId={111} />);
    expect(headings()).toEqual(['name', 'Wins', 'Losses', 'Ties', 'Win %', 'GP', 'GB', 'L10']);
    expect(cells('New York Yankees')).toEqual(['94', '68', '0', '.580', '162', '-', '6-4']);
    expect(cells('Boston Red Sox')).toEqual(['89', '72', '1', '.553', '162', '5.0', '3-7']);
    // On phones the row shows the abbreviation; the name read out stays the full one.
    expect(screen.getByRole('rowheader', { name: 'New York Yankees' })).toHaveTextContent('NYY');
    expect(screen.getByRole('link', { name: 'Boston Red Sox' })).toHaveAttribute('href', '/mlb/111');
    expect(screen.getByRole('rowheader', { name: 'Boston Red Sox' }).closest('tr')).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('GB').closest('abbr')).toHaveAttribute('title', 'Games behind');
  });

  it('NHL: GP, W, L, OT, PTS and the last ten with overtime losses, names linking to NHL pages', () => {
    table(<StandingsTable league="NHL" columns={NHL_COLUMNS} records={nhl} currentId={6} />);
    expect(headings()).toEqual(['name', 'GP', 'W', 'L', 'OT', 'PTS', 'L10']);
    expect(cells('Boston Bruins')).toEqual(['23', '14', '2', '7', '35', '4-1-5']);
    expect(screen.getByRole('link', { name: 'Boston Bruins' })).toHaveTextContent('BOS');
    expect(screen.getByRole('link', { name: 'Boston Bruins' })).toHaveAttribute('href', '/nhl/6');
  });
});
