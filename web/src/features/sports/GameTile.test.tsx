import type { Game } from '@guide/common/sports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { gameOfAiring } from './airing-game';
import { GameTiles } from './GameTile';

const game = (league: 'MLB' | 'NHL', id: number): Game => ({
  id,
  description: 'Regular Season',
  gametime: '2026-11-22T00:00:00Z',
  date: '2026-11-21',
  visitor: { id: 3, name: 'New York Rangers' },
  home: { id: 29, name: 'Columbus Blue Jackets' },
  status: 'Scheduled',
  home_score: null,
  visitor_score: null,
  period: null,
  ...(league === 'MLB'
    ? { visitor: { id: 147, name: 'New York Yankees' }, home: { id: 111, name: 'Boston Red Sox' } }
    : {}),
});

function renderTiles(league: 'MLB' | 'NHL', games: Game[]) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <GameTiles league={league} games={games} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('game tiles lead somewhere', () => {
  it.each([
    ['NHL', 'New York Rangers', '/nhl/3?date=2026-11-21', '/nhl/game/2026020301'],
    ['MLB', 'New York Yankees', '/mlb/147?date=2026-11-21', '/mlb/game/2026020301'],
  ] as const)('an %s tile links each team to its page and the game to its own', (league, team, teamHref, gameHref) => {
    const { container } = renderTiles(league, [game(league, 2026020301)]);
    const tile = container.querySelector<HTMLElement>('.game-tile')!;
    expect(within(tile).getByRole('link', { name: team })).toHaveAttribute('href', teamHref);
    expect(within(tile).getByRole('link', { name: /^Details of / })).toHaveAttribute('href', gameHref);
  });
});

describe('gameOfAiring', () => {
  const listed = [{ league: 'NHL' as const, game: game('NHL', 7) }];
  it('finds the game an airing names by both teams, starting near its start', () => {
    const title = 'NHL Hockey: New York Rangers at Columbus Blue Jackets';
    expect(gameOfAiring(title, '2026-11-21T23:30:00Z', listed)?.game.id).toBe(7);
    // A replay hours later, or an airing naming one of the teams only, is not the game.
    expect(gameOfAiring(`${title} (Encore)`, '2026-11-22T05:00:00Z', listed)).toBeUndefined();
    expect(gameOfAiring('Rangers Pregame', '2026-11-21T23:30:00Z', listed)).toBeUndefined();
  });
});

describe('a postseason tile', () => {
  const series = (status: Game['status'], after: string | null): Game => ({
    ...game('MLB', 7),
    description: 'League Championship Series, game 5',
    status,
    ...(status === 'Final' ? { home_score: 2, visitor_score: 5, period: 9 } : {}),
    series: { round: 'ALCS', game: 5, bestOf: 7, before: 'NYY lead 3–1', after },
  });

  it('names the round and game, and the tally going in; once final the tally after it', () => {
    const { container, rerender } = renderTiles('MLB', [series('Scheduled', null)]);
    const top = () => container.querySelector('.game-description')!;
    expect(top()).toHaveTextContent('ALCS Game 5 · NYY lead 3–1');
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <GameTiles league="MLB" games={[series('Final', 'NYY win 4–1')]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(top()).toHaveTextContent('ALCS Game 5 · NYY win 4–1');
  });

  it('marks the tally a spoiler, so spoiler-free mode hides it for the teams followed, with a way to reveal it', () => {
    const { container } = renderTiles('MLB', [series('Scheduled', null)]);
    const tally = container.querySelector('.series-line [data-spoiler]');
    expect(tally).toHaveTextContent('NYY lead 3–1');
    expect(container.querySelector('.game-tile')).toHaveAttribute('data-spoiler-teams', 'mlb-147 mlb-111');
    expect(within(container).getByRole('button', { name: /^Reveal the score of/ })).toBeInTheDocument();
  });
});
