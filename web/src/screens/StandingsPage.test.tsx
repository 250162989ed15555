import type { LeagueStandingRecord, LeagueStandings } from '@guide/common/sports';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '../lib/router';
import { apiAnswer, renderAt, serveWith } from '../lib/test-server';
import StandingsPage from './StandingsPage';

const row = (
  id: number,
  name: string,
  wins: number,
  losses: number,
  extra: Partial<LeagueStandingRecord> = {},
): LeagueStandingRecord => ({
  team: { id, name },
  divisionRank: '1',
  leagueRank: '1',
  leagueRecord: { wins, losses, ties: 0, pct: (wins / (wins + losses)).toFixed(3).replace(/^0/, '') },
  gamesPlayed: wins + losses,
  gamesBack: '-',
  lastTen: { wins: 6, losses: 4 },
  streak: 'W2',
  clinch: null,
  wildCardRank: null,
  wildCardBack: null,
  ...extra,
});
const orioles = row(110, 'Baltimore Orioles', 91, 71, {
  clinch: 'w',
  wildCardRank: 1,
  wildCardBack: '+5.0',
  gamesBack: '3.0',
});
const mariners = row(136, 'Seattle Mariners', 85, 77, { wildCardRank: 2, wildCardBack: '1.0', gamesBack: '3.0' });
const whiteSox = row(145, 'Chicago White Sox', 41, 121, { clinch: 'e', wildCardRank: 3, wildCardBack: '45.0' });
const standings: LeagueStandings = {
  league: 'MLB',
  season: '2024',
  final: true,
  groups: [
    {
      name: 'American League',
      wildCardSpots: 1,
      divisions: [
        { name: 'American League East', teamRecords: [row(147, 'New York Yankees', 94, 68, { clinch: 'z' }), orioles] },
        { name: 'American League West', teamRecords: [row(117, 'Houston Astros', 88, 73, { clinch: 'y' }), mariners] },
        { name: 'American League Central', teamRecords: [row(114, 'Cleveland Guardians', 92, 69), whiteSox] },
      ],
      wildCard: [orioles, mariners, whiteSox],
    },
  ],
};

function renderPage(url: string, answer: () => Response) {
  const fetch = serveWith(answer);
  renderAt(
    url,
    <Routes>
      <Route path="mlb/standings" element={<StandingsPage />} />
      <Route path="nhl/standings" element={<StandingsPage />} />
    </Routes>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('StandingsPage', () => {
  it("every division, the league's wild card race with games behind the last place, clinch marks spelled out", async () => {
    const fetch = renderPage('/mlb/standings?date=2024-10-15', () => apiAnswer(standings));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const east = await screen.findByRole('table', { name: 'American League East standings' });
    expect(String(fetch.mock.calls[0]![0])).toContain('/v1/sports/mlb/standings?date=2024-10-15');
    expect(
      within(east)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['name', 'W', 'L', 'Pct', 'GB', 'GP', 'L10', 'Strk']);
    const yankees = within(east).getByRole('row', { name: /New York Yankees/ });
    expect(within(yankees).getByTitle('clinched the best record in the league')).toHaveTextContent('z');
    expect(within(yankees).getByRole('link', { name: /New York Yankees/ })).toHaveAttribute('href', '/mlb/147');
    const race = screen.getByRole('table', { name: 'American League wild card race' });
    expect(
      within(race)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[3]!.textContent),
    ).toEqual(['+5.0', '1.0', '45.0']);
    expect(within(race).getByRole('row', { name: /Chicago White Sox/ })).toHaveTextContent('e');
    expect(screen.getByText('The regular season is over: final standings.')).toBeInTheDocument();
    expect(document.title).toBe('MLB standings 2024 | Entertainment Guide');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/mlb/standings?date=2024-10-15`,
    );
  });

  it('a season with no game played yet says so instead of tables of zeros', async () => {
    const empty = (r: LeagueStandingRecord) => ({
      ...r,
      gamesPlayed: 0,
      leagueRecord: { ...r.leagueRecord, wins: 0, losses: 0 },
    });
    const none: LeagueStandings = {
      ...standings,
      final: false,
      groups: standings.groups.map((g) => ({
        ...g,
        divisions: g.divisions.map((d) => ({ ...d, teamRecords: d.teamRecords.map(empty) })),
        wildCard: g.wildCard.map(empty),
      })),
    };
    renderPage('/nhl/standings', () => apiAnswer({ ...none, league: 'NHL' }));
    expect(await screen.findByText(/No games have been played this season yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers Retry when the load fails', async () => {
    renderPage('/nhl/standings', () => apiAnswer('Our data provider (NHL API) is not answering right now.', 502));
    expect(await screen.findByRole('button', { name: 'Retry standings' })).toBeInTheDocument();
    expect(document.title).toBe('NHL standings | Entertainment Guide');
  });
});
