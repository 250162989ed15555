import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TvGrid, type ListedAiring } from './TvGrid';
import { instantOn } from './tv-api';

// A day that is not today: the grid opens at prime time.
const DAY = '2026-11-10';

const airing = (title: string, channel: string, from: string, to: string): ListedAiring & { title: string } => ({
  title,
  startTime: new Date(instantOn(DAY, from)).toISOString(),
  endTime: new Date(instantOn(DAY, to)).toISOString(),
  station: { callSign: `CH${channel}`, channel, name: `Channel ${channel}` },
  program: { genres: [], preferredImage: { uri: '', relayUrl: '' } },
});

const AIRINGS = [
  airing('Alpha One', '2', '20:00', '21:00'),
  airing('Alpha Two', '2', '21:00', '22:00'),
  airing('Bravo One', '3', '19:00', '20:30'),
  airing('Bravo Two', '3', '20:30', '21:30'),
  airing('Charlie Late', '4', '23:00', '23:30'),
];

function renderGrid() {
  render(
    <TvGrid
      airings={AIRINGS}
      day={DAY}
      titleOf={(a) => (a as (typeof AIRINGS)[number]).title}
      imageAltOf={() => ''}
      details={() => null}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'Airings by channel and time' });
  return (title: string) => within(grid).getByText(title).closest('button')!;
}

describe('TvGrid keyboard', () => {
  it('is one tab stop, the first channel’s airing at the moment shown, and arrows, Home and End move between airings', async () => {
    const user = userEvent.setup();
    const cell = renderGrid();
    const grid = screen.getByRole('grid');
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([cell('Alpha One')]);

    cell('Alpha One').focus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Alpha Two')).toHaveFocus();
    // Down keeps the time: 9 PM on the next channel is Bravo Two (8:30–9:30).
    await user.keyboard('{ArrowDown}');
    expect(cell('Bravo Two')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('Bravo One')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('Bravo One')).toHaveFocus();
    // A channel with nothing at that time: its nearest airing.
    await user.keyboard('{ArrowDown}');
    expect(cell('Charlie Late')).toHaveFocus();
    // Up and down keep to the time the last move across left off (7 PM, Bravo One's start): the nearest on each channel.
    await user.keyboard('{ArrowUp}');
    expect(cell('Bravo One')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Alpha One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('Alpha Two')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('Alpha One')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell('Charlie Late')).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('Alpha One')).toHaveFocus();

    // The tab stop moves with the focus: Tab leaves the grid and Shift+Tab comes back to the same airing.
    await user.keyboard('{ArrowDown}');
    expect(cell('Bravo One')).toHaveFocus();
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([cell('Bravo One')]);
    await user.tab();
    expect(cell('Bravo One')).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(cell('Bravo One')).toHaveFocus();
  });

  it('opens an airing with Enter', async () => {
    const user = userEvent.setup();
    const cell = renderGrid();
    cell('Alpha One').focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('heading', { name: 'Bravo One' })).toBeInTheDocument();
  });
});
