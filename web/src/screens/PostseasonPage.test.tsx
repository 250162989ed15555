import type { Game, Postseason } from '@guide/common/sports';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '../lib/router';
import { apiAnswer, renderAt, serveWith } from '../lib/test-server';
import PostseasonPage from './PostseasonPage';

const yankees = { id: 147, name: 'New York Yankees' };
const guardians = { id: 114, name: 'Cleveland Guardians' };
const game = (id: number, n: number, final: boolean): Game => ({
  id,
  description: `League Championship Series, game ${n}`,
  gametime: `2026-10-1${n}T23:08:00Z`,
  date: `2026-10-1${n}`,
  home: yankees,
  visitor: guardians,
  status: final ? 'Final' : 'Scheduled',
  home_score: final ? 5 : null,
  visitor_score: final ? 2 : null,
  period: final ? 9 : null,
});
const postseason: Postseason = {
  league: 'MLB',
  season: 2026,
  seasonName: '2026',
  starts: '2026-09-29',
  champion: null,
  note: null,
  rounds: [
    {
      name: 'League Championship Series',
      series: [
        {
          round: 'ALCS',
          group: 'AL',
          bestOf: 7,
          higher: { team: yankees, seed: 1, wins: 1 },
          lower: { team: guardians, seed: 2, wins: 0 },
          winner: null,
          status: 'NYY lead 1–0',
          games: [
            { number: 1, date: '2026-10-12', ifNecessary: false, game: game(776001, 1, true) },
            { number: 2, date: '2026-10-13', ifNecessary: false, game: game(776002, 2, false) },
            { number: 3, date: '2026-10-15', ifNecessary: false, game: null },
            { number: 7, date: '2026-10-20', ifNecessary: true, game: null },
          ],
        },
      ],
    },
    {
      name: 'World Series',
      series: [
        {
          round: 'World Series',
          group: null,
          bestOf: 7,
          higher: null,
          lower: null,
          winner: null,
          status: 'Teams to be decided',
          games: [{ number: 1, date: '2026-10-22', ifNecessary: false, game: null }],
        },
      ],
    },
  ],
};

function renderPage(url: string, answer: () => Response) {
  const fetch = serveWith(answer);
  renderAt(
    url,
    <Routes>
      <Route path="mlb/postseason" element={<PostseasonPage />} />
      <Route path="nhl/playoffs" element={<PostseasonPage />} />
    </Routes>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('PostseasonPage', () => {
  it('each round with its series: seeds, wins, where it stands, games played (linked) and to play', async () => {
    const fetch = renderPage('/mlb/postseason?season=2026', () => apiAnswer(postseason));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const lcs = await screen.findByRole('region', { name: 'League Championship Series' });
    expect(String(fetch.mock.calls[0]![0])).toContain('/v1/sports/mlb/postseason?season=2026');
    const card = lcs.querySelector<HTMLElement>('.series-card')!;
    expect(within(lcs).getByRole('heading', { name: /ALCS/ })).toHaveTextContent('ALCS · best of 7');
    expect(card).toHaveAttribute('data-spoiler-teams', 'mlb-147 mlb-114');
    expect(within(card).getByText('NYY lead 1–0')).toHaveAttribute('data-spoiler');
    expect(within(card).getByRole('link', { name: 'Game 1: Cleveland Guardians at New York Yankees' })).toHaveAttribute(
      'href',
      '/mlb/game/776001',
    );
    expect(within(card).getByText(/CLE 2, NYY 5/)).toHaveAttribute('data-spoiler');
    expect(within(card).getByText('Game 7').closest('li')).toHaveTextContent(/if necessary/);
    const ws = screen.getByRole('region', { name: 'World Series' });
    expect(within(ws).getAllByText('To be decided')).toHaveLength(2);
    expect(within(ws).getByText('Teams to be decided')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← 2025' })).toHaveAttribute('href', '/mlb/postseason?season=2025');
    expect(document.title).toBe('MLB postseason 2026 | Entertainment Guide');
  });

  it('a season with no bracket yet says so, and when it starts', async () => {
    const note = 'The 2026–27 playoffs has no bracket yet: it starts on April 19, 2027.';
    renderPage('/nhl/playoffs', () =>
      apiAnswer({ ...postseason, league: 'NHL', season: 2027, seasonName: '2026–27', rounds: [], note }),
    );
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← 2025–26' })).toHaveAttribute('href', '/nhl/playoffs?season=2026');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('offers Retry when the load fails', async () => {
    renderPage('/nhl/playoffs', () => apiAnswer('Our data provider (NHL API) is not answering right now.', 502));
    expect(await screen.findByRole('button', { name: 'Retry playoffs' })).toBeInTheDocument();
  });
});
