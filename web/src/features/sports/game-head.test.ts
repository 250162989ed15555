import type { MlbGameSummary } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { describe, expect, it } from 'vitest';
import { gameDescription, gameHeadline, gameStructuredData } from './game-head';

const game: Game = {
  id: 2619901,
  description: 'Regular Season',
  gametime: '2026-07-18T23:05:00Z',
  date: '2026-07-18',
  home: { id: 147, name: 'New York Yankees' },
  visitor: { id: 111, name: 'Boston Red Sox' },
  status: 'Final',
  home_score: 3,
  visitor_score: 1,
  period: 9,
};
const summary: MlbGameSummary = {
  league: 'MLB',
  game,
  linescore: { periods: [], home: { runs: 3, hits: 7, errors: 0 }, visitor: { runs: 1, hits: 5, errors: 2 } },
  scoring: [],
  decisions: null,
  venue: 'Bronx Ballpark',
  broadcasts: [
    { network: 'FS1', market: 'national', country: 'US' },
    { network: 'FS1', market: 'home', country: 'US' },
  ],
  onTv: [{ station: 'FS1', start: '2026-07-18T23:00:00Z', title: 'MLB Baseball: Boston Red Sox at New York Yankees' }],
};
const url = 'https://guide.example/mlb/game/2619901';
const teamUrl = (id: number) => `https://guide.example/mlb/${id}`;

describe('a game page says what it is', () => {
  it('its title: the score and the state once play has begun, else who plays whom and when', () => {
    expect(gameHeadline('MLB', game)).toBe('Boston Red Sox 1, New York Yankees 3 — Final');
    const later = { ...game, status: 'Scheduled', home_score: null, visitor_score: null, period: null };
    expect(gameHeadline('MLB', later)).toMatch(/^Boston Red Sox at New York Yankees — \d{1,2}:\d\d [AP]M$/);
    expect(gameHeadline('MLB', { ...later, status: 'Postponed' })).toBe(
      'Boston Red Sox at New York Yankees — Postponed',
    );
  });

  it('its description: the matchup, the place and the networks, each once', () => {
    expect(gameDescription(summary)).toBe(
      'MLB: Boston Red Sox at New York Yankees, Bronx Ballpark. The line score, the scoring and where to watch. On FS1.',
    );
    expect(
      gameDescription({ ...summary, venue: null, broadcasts: [], game: { ...game, description: 'World Series' } }),
    ).toBe('MLB World Series: Boston Red Sox at New York Yankees. The line score, the scoring and where to watch.');
  });

  it("a SportsEvent with what Google's event results require (name, startDate, location) and recommend", () => {
    const [event] = gameStructuredData(summary, url, teamUrl);
    expect(event).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Boston Red Sox at New York Yankees',
      startDate: '2026-07-18T23:05:00Z',
      location: { '@type': 'Place', name: 'Bronx Ballpark' },
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      homeTeam: { '@type': 'SportsTeam', name: 'New York Yankees', url: 'https://guide.example/mlb/147' },
      awayTeam: { '@type': 'SportsTeam', name: 'Boston Red Sox', url: 'https://guide.example/mlb/111' },
      sport: 'Baseball',
      url,
    });
    expect(event).toHaveProperty('description');
    expect(Date.parse(event.startDate as string)).not.toBeNaN();
    expect((event.competitor as unknown as { name: string }[]).map((team) => team.name)).toEqual([
      'Boston Red Sox',
      'New York Yankees',
    ]);
  });

  it('a game without a known place claims none; a postponed, rescheduled or cancelled one says so', () => {
    const [unplaced] = gameStructuredData({ ...summary, venue: null }, url, () => undefined);
    expect(unplaced).not.toHaveProperty('location');
    expect(unplaced.homeTeam).toEqual({ '@type': 'SportsTeam', name: 'New York Yankees' });
    const status = (g: Partial<Game>) =>
      gameStructuredData({ ...summary, game: { ...game, ...g } }, url, teamUrl)[0].eventStatus;
    expect(status({ status: 'Postponed' })).toBe('https://schema.org/EventPostponed');
    expect(status({ status: 'Postponed', new_date: '2026-07-19' })).toBe('https://schema.org/EventRescheduled');
    expect(status({ status: 'Cancelled' })).toBe('https://schema.org/EventCancelled');
  });

  it('each airing in our TV listing is a BroadcastEvent of the game (start, station)', () => {
    const [event, ...airings] = gameStructuredData(summary, url, teamUrl);
    expect(airings).toEqual([
      {
        '@type': 'BroadcastEvent',
        name: 'MLB Baseball: Boston Red Sox at New York Yankees',
        startDate: '2026-07-18T23:00:00Z',
        isLiveBroadcast: true,
        publishedOn: { '@type': 'BroadcastService', name: 'FS1' },
        broadcastOfEvent: { '@id': event['@id'] },
      },
    ]);
    expect(event['@id']).toBe(`${url}#game`);
  });
});
