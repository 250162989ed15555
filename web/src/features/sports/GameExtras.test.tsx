import type { Game } from '@guide/common/sports';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyParts } from '../../components/lazyPart';
import { renderAt } from '../../lib/test-server';
import { TeamRecords } from './TeamRecords';
import { Starters } from './Starters';
import { GameTiles } from './GameTile';

const mlbGame = (over: Partial<Game> = {}): Game => ({
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
  visitor_record: { wins: 7, losses: 6 },
  home_record: { wins: 9, losses: 4 },
  probable_pitchers: {
    visitor: { id: 663623, name: 'Jake Irvin', wins: 1, losses: 1, era: '3.86' },
    home: null,
  },
  ...over,
});

// Tiles load who starts after the page's first script; here, as on the server, it is loaded first.
beforeAll(() => loadLazyParts());

function renderTile(league: 'MLB' | 'NHL', game: Game) {
  const { container } = renderAt('/', <GameTiles league={league} games={[game]} />);
  return container.querySelector<HTMLElement>('.game-tile')!;
}

describe("a game's records and probable pitchers", () => {
  it('an upcoming MLB tile shows both records and names the probable pitchers, TBD for a side not announced', () => {
    const tile = renderTile('MLB', mlbGame());
    const records = [...tile.querySelectorAll('.game-record')].map((r) => r.textContent);
    expect(records).toEqual([', record 7-6', ', record 9-4']);
    // Records of a game not yet final are no spoiler.
    expect(tile.querySelector('.game-record[data-spoiler]')).toBeNull();
    const probables = tile.querySelector('.game-probables')!;
    expect(probables).toHaveTextContent('Probable: Washington Nationals: Jake Irvin (1-1, 3.86 ERA)');
    expect(probables).toHaveTextContent('Chicago Cubs: TBD');
  });

  it("a final's records count the game, so they hide with the score; its tile names no pitchers", () => {
    const tile = renderTile(
      'MLB',
      mlbGame({
        status: 'Final',
        home_score: 2,
        visitor_score: 5,
        period: 9,
        visitor_record: { wins: 8, losses: 6 },
        home_record: { wins: 9, losses: 5 },
        probable_pitchers: undefined,
      }),
    );
    const records = [...tile.querySelectorAll('.game-record')];
    expect(records).toHaveLength(2);
    expect(records.every((r) => r.hasAttribute('data-spoiler'))).toBe(true);
    expect(tile.querySelector('.game-probables')).toBeNull();
  });

  it('an NHL tile writes W-L-OT, and a game without records shows none', () => {
    const nhl: Game = {
      ...mlbGame({ probable_pitchers: undefined }),
      visitor: { id: 3, name: 'New York Rangers' },
      home: { id: 29, name: 'Columbus Blue Jackets' },
      visitor_record: { wins: 12, losses: 5, ot: 2 },
      home_record: { wins: 8, losses: 9, ot: 3 },
    };
    const tile = renderTile('NHL', nhl);
    expect(within(tile).getByText('12-5-2', { exact: false })).toHaveClass('game-record');
    const bare = renderTile('NHL', { ...nhl, id: 2, visitor_record: undefined, home_record: undefined });
    expect(bare.querySelector('.game-record')).toBeNull();
  });

  it('the game page lists the probable pitchers under a heading and both records on one line', () => {
    const game = mlbGame();
    render(
      <>
        <TeamRecords league="MLB" game={game} />
        <Starters game={game} layout="page" />
      </>,
    );
    expect(screen.getByText(/Washington Nationals 7-6 · Chicago Cubs 9-4/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Probable pitchers' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Washington Nationals: Jake Irvin (1-1, 3.86 ERA)');
    expect(items[1]).toHaveTextContent('Chicago Cubs: TBD (not announced yet)');
  });

  describe('starting goalies', () => {
    const nhlGame = (starting_goalies: Game['starting_goalies']): Game => ({
      ...mlbGame({ probable_pitchers: undefined }),
      id: 2026020301,
      visitor: { id: 3, name: 'New York Rangers' },
      home: { id: 6, name: 'Boston Bruins' },
      starting_goalies,
    });
    const shesterkin = { id: 8478048, name: 'Igor Shesterkin' };
    const swayman = { id: 8480280, name: 'J. Swayman' };
    const ullmark = { id: 8476999, name: 'Linus Ullmark' };

    it('an upcoming NHL tile names both by surname, visitor first', () => {
      const tile = renderTile(
        'NHL',
        nhlGame({ visitor: { goalie: shesterkin, withdrawn: null }, home: { goalie: swayman, withdrawn: null } }),
      );
      const line = tile.querySelector('.game-goalies')!;
      expect(line.textContent!.replace(/New York Rangers: |; Boston Bruins: /g, '')).toBe(
        'Starting goalies: Shesterkin · Swayman',
      );
      // Read aloud: each club's name before its goalie (the dot between them is not read).
      expect(line).toHaveTextContent('New York Rangers: Shesterkin · ; Boston Bruins: Swayman');
    });

    it('says "not announced yet" while no club has named one, and what is known of a withdrawn one', () => {
      const none = { goalie: null, withdrawn: null };
      expect(
        renderTile('NHL', nhlGame({ visitor: none, home: none })).querySelector('.game-goalies'),
      ).toHaveTextContent(/^Starting goalies: not announced yet$/);
      const tile = renderTile(
        'NHL',
        nhlGame({ visitor: { goalie: shesterkin, withdrawn: null }, home: { goalie: null, withdrawn: ullmark } }),
      );
      expect(tile.querySelector('.game-goalies')).toHaveTextContent('Boston Bruins: not announced (Ullmark withdrawn)');
      const replaced = renderTile('NHL', nhlGame({ visitor: none, home: { goalie: swayman, withdrawn: ullmark } }));
      expect(replaced.querySelector('.game-goalies')).toHaveTextContent(
        'New York Rangers: not announced yet · ; Boston Bruins: Swayman (replaces Ullmark)',
      );
    });

    it('the game page lists them under a heading with full names; a tile of a game without them shows no line', () => {
      render(
        <Starters
          game={nhlGame({ visitor: { goalie: null, withdrawn: null }, home: { goalie: swayman, withdrawn: ullmark } })}
          layout="page"
        />,
      );
      const items = within(screen.getByRole('region', { name: 'Starting goalies' })).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('New York Rangers: not announced yet');
      expect(items[1]).toHaveTextContent(
        'Boston Bruins: J. Swayman (in place of Linus Ullmark, who was named first and withdrawn)',
      );
      expect(renderTile('NHL', nhlGame(undefined)).querySelector('.game-goalies')).toBeNull();
    });
  });
});
