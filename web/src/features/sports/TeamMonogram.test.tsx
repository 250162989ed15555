import type { Game } from '@guide/common/sports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { GameTile } from './GameTile';
import { TeamMonogram } from './TeamMonogram';

function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TeamMonogram', () => {
  it("draws a club's letters on its colour, hidden from assistive technology", async () => {
    const { container } = render(<TeamMonogram league="MLB" id={147} name="New York Yankees" />);
    const badge = container.querySelector('.team-mono')!;
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    // Its colours are the stylesheet's rule for its key (common's team-colours-css), there from the start.
    expect(badge).toHaveAttribute('data-team', 'MLB-147');
    expect(badge).not.toHaveAttribute('style');
    // The letters come in a chunk of their own (this file's first badge asks for it): the box is there empty first.
    expect(badge).toBeEmptyDOMElement();
    expect(await screen.findByText('NYY')).toBe(badge);
    expect(badge).toHaveAttribute('data-known', 'true');
    expect(badge).not.toHaveClass('team-mono-large');
  });

  it('draws a team it does not know grey, with the initials of its name', async () => {
    const { container } = render(<TeamMonogram league="NHL" id={4242} name="Quebec Nordiques" large />);
    const badge = container.querySelector('.team-mono')!;
    expect(await screen.findByText('QN')).toBe(badge);
    // data-known="false" takes the stylesheet's neutral grey.
    expect(badge).toHaveAttribute('data-known', 'false');
    expect(badge).not.toHaveAttribute('style');
    expect(badge).toHaveClass('team-mono-large');
  });

  it('sits before each team name in a game tile', async () => {
    const game: Game = {
      id: 1,
      description: 'Regular Season',
      gametime: '2026-11-22T00:00:00Z',
      date: '2026-11-21',
      home: { id: 3, name: 'New York Rangers' },
      visitor: { id: 77, name: 'Hartford Whalers' },
      status: 'Final',
      home_score: 3,
      visitor_score: 2,
      period: 3,
    };
    renderWithApp(
      <ul>
        <GameTile league="NHL" game={game} />
      </ul>,
    );
    const teams = screen.getByRole('list', { name: 'Hartford Whalers at New York Rangers' });
    expect(await within(teams).findByText('NYR')).toHaveAttribute('aria-hidden', 'true');
    expect(within(teams).getByText('HW')).toHaveAttribute('aria-hidden', 'true');
    const rows = within(teams).getAllByRole('listitem');
    expect(rows[0]!.firstElementChild).toHaveClass('team-mono');
    expect(rows[1]!.firstElementChild).toHaveClass('team-mono');
  });
});
