import type { Game, LeagueCalendar } from '@guide/common/sports';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderAt, serveWith } from '../../lib/test-server';
import { GamesSection } from './GamesSection';

const game = (date: string, id = 2026000101): Game => ({
  id,
  description: 'Regular Season',
  gametime: `${date}T23:05:00Z`,
  date,
  visitor: { id: 120, name: 'Washington Nationals' },
  home: { id: 112, name: 'Chicago Cubs' },
  status: 'Scheduled',
  home_score: null,
  visitor_score: null,
  period: null,
});

/**
 * The MLB of the stand-in server: games on `gameDays` only, and its calendar around any day,
 * answered once `calendarHeld` (when given) has settled.
 */
function serveSeason(gameDays: string[], calendarHeld?: Promise<void>) {
  return serveWith(async (url) => {
    const day = url.searchParams.get('date')!;
    if (url.pathname === '/v1/sports/mlb/games') return apiAnswer(gameDays.includes(day) ? [game(day)] : []);
    if (url.pathname === '/v1/sports/mlb/calendar') {
      await calendarHeld;
      const calendar: LeagueCalendar = {
        date: day,
        previousGameDay: gameDays.filter((d) => d < day).at(-1) ?? null,
        nextGameDay: gameDays.find((d) => d > day) ?? null,
        offSeason: null,
      };
      return apiAnswer(calendar);
    }
    return apiAnswer(`Nothing at ${url.pathname}.`, 404);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("a league's section of games", () => {
  it('links to the league standings around its day, beside the heading', async () => {
    serveSeason(['2026-04-15']);
    renderAt('/?date=2026-04-15', <GamesSection league="MLB" />);
    expect(await screen.findByRole('link', { name: 'Chicago Cubs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MLB standings' })).toHaveAttribute(
      'href',
      '/mlb/standings?date=2026-04-15',
    );
  });

  it("from a day with games, Prev and Next go to the league's game days either side, skipping days without", async () => {
    // Sept. 27 is the season's last day; the next one opens in March.
    const fetch = serveSeason(['2026-09-20', '2026-09-27', '2027-03-26']);
    const asked = () => fetch.mock.calls.map(([input]) => String(input));
    renderAt('/?date=2026-09-27', <GamesSection league="MLB" />);
    expect(await screen.findByRole('link', { name: 'Chicago Cubs' })).toBeInTheDocument();
    // Without script the controls are links to the days either side; the calendar is not read until one is pressed.
    expect(screen.getByRole('button', { name: 'Next MLB day' })).toHaveAttribute('href', '/?date=2026-09-28');
    expect(asked().filter((url) => url.includes('/calendar'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Next MLB day' }));
    expect(await screen.findByText(/^Friday March 26/)).toHaveClass('day-title');
    expect(asked()).toContainEqual(expect.stringContaining('/v1/sports/mlb/calendar?date=2026-09-27'));
    await screen.findByRole('link', { name: 'Chicago Cubs' });

    await userEvent.click(screen.getByRole('button', { name: 'Prev MLB day' }));
    expect(await screen.findByText(/^Sunday Sept. 27/)).toHaveClass('day-title');
  });

  it('two quick presses of Next go two game days on, the second before the first has read its calendar', async () => {
    let answerCalendar!: () => void;
    serveSeason(['2026-09-20', '2026-09-27', '2026-09-29'], new Promise<void>((resolve) => (answerCalendar = resolve)));
    renderAt('/?date=2026-09-20', <GamesSection league="MLB" />);
    expect(await screen.findByRole('link', { name: 'Chicago Cubs' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next MLB day' });
    await userEvent.click(next);
    await userEvent.click(next);
    answerCalendar();
    expect(await screen.findByText(/^Tuesday Sept. 29/)).toHaveClass('day-title');
  });
});
