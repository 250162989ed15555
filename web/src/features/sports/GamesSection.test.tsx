import type { Game } from '@guide/common/sports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { GamesSection } from './GamesSection';
import { sportsQueries } from './sports-api';

const game: Game = {
  id: 2026000101,
  description: 'Regular Season',
  gametime: '2026-04-15T23:05:00Z',
  date: '2026-04-15',
  visitor: { id: 120, name: 'Washington Nationals' },
  home: { id: 112, name: 'Chicago Cubs' },
  status: 'Scheduled',
  home_score: null,
  visitor_score: null,
  period: null,
};

afterEach(() => vi.unstubAllGlobals());

describe("a league's section of games", () => {
  it('links to the league standings around its day, beside the heading', () => {
    // The day's games are in hand; nothing else is asked for here.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(sportsQueries.games('MLB', '2026-04-15').queryKey, [game]);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/?date=2026-04-15']}>
          <GamesSection league="MLB" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'MLB standings' })).toHaveAttribute(
      'href',
      '/mlb/standings?date=2026-04-15',
    );
    expect(screen.getByRole('link', { name: 'Chicago Cubs' })).toBeInTheDocument();
  });
});
