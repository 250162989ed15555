import { addDays } from '@guide/common/dates';
import type { Game } from '@guide/common/sports';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { OfflineGames } from '../sports/offline/source';
import { OfflineShows } from '../tv/offline/offline-shows';
import { OfflineWebReleases } from '../tv/offline/offline-web-releases';
import type { WebReleasesSource } from '../tv/sources';
import { SHOW_CATALOGUE } from '../world/tv/show-catalogue';
import { FAR_GAMES, feedEvents, type FeedSources } from './feed-events';

const ORIGIN = 'https://guide.example';
const shows = new OfflineShows(fixedClock('2026-11-21T17:00:00Z'), 'America/New_York');
const webReleases = new OfflineWebReleases();

/** A game of `home` against `visitor` at 7 PM UTC on `day`. */
function game(id: number, day: string, home: number, visitor: number): Game {
  return {
    id,
    date: day,
    description: 'Regular season',
    gametime: `${day}T19:00:00Z`,
    status: 'Scheduled',
    home: { id: home, name: `Team ${home}` },
    visitor: { id: visitor, name: `Team ${visitor}` },
  } as Game;
}

/** A made-up NHL whose games are `games`, and whose "next games" look only `lookAhead` days ahead (as live sources do). */
function fakeSources(games: Game[], lookAhead: number, failOn?: string): FeedSources & { asked: string[] } {
  const asked: string[] = [];
  const gamesOn = async (_league: string, day: string) => {
    asked.push(day);
    if (day === failOn) throw new Error('provider down');
    return games.filter((g) => g.date === day);
  };
  return {
    asked,
    shows,
    webReleases,
    gamesOn,
    async nextGames(league, after) {
      const day = games
        .map((g) => g.date)
        .filter((d) => d > after && d <= addDays(after, lookAhead))
        .sort()[0];
      return day ? gamesOn(league, day) : [];
    },
  };
}

const request = (teams: { league: 'mlb' | 'nhl'; id: number }[], today = '2026-06-20') => ({
  teams: teams.map((t) => ({ ...t, name: `Team ${t.id}` })),
  showIds: [],
  today,
  now: new Date(`${today}T16:00:00Z`),
  origin: ORIGIN,
});

describe('the feed’s games: a followed team’s next ones however far away', () => {
  it('gives a team in its off-season its next three games, months away, even past a source that looks only four weeks ahead', async () => {
    // Team 1's season starts on October 7; the feed is built on June 20.
    const games = [
      game(10, '2026-10-07', 1, 2),
      game(11, '2026-10-08', 3, 4),
      game(12, '2026-10-09', 2, 1),
      game(13, '2026-10-11', 1, 5),
      game(14, '2026-10-13', 6, 1),
    ];
    const failures: string[] = [];
    const events = await feedEvents(request([{ league: 'nhl', id: 1 }]), fakeSources(games, 28), (what) =>
      failures.push(what),
    );
    expect(failures).toEqual([]);
    expect(events.map((e) => e.uid)).toEqual([
      'game-nhl-10@entertainment-guide',
      'game-nhl-12@entertainment-guide',
      'game-nhl-13@entertainment-guide',
    ]);
    expect(FAR_GAMES).toBe(3);
    // Each links to its own day.
    expect(events[0]!.url).toBe(`${ORIGIN}/television/sports/nhl?date=2026-10-07`);
  });

  it('adds only what a team lacks: two games in the 30 days and one beyond; a team with enough gets nothing more', async () => {
    const games = [
      game(1, '2026-06-25', 1, 2),
      game(2, '2026-07-01', 3, 1),
      ...[0, 2, 4, 6].map((d, i) => game(20 + i, addDays('2026-06-21', d), 7, 8)),
      game(30, '2026-09-01', 1, 9),
      game(31, '2026-09-02', 7, 1),
      game(32, '2026-09-03', 7, 8),
    ];
    const events = await feedEvents(
      request([
        { league: 'nhl', id: 1 },
        { league: 'nhl', id: 7 },
      ]),
      fakeSources(games, 60),
      () => {},
    );
    expect(events.map((e) => e.uid.replace('@entertainment-guide', ''))).toEqual([
      'game-nhl-20',
      'game-nhl-21',
      'game-nhl-1',
      'game-nhl-22',
      'game-nhl-23',
      'game-nhl-2',
      'game-nhl-30',
    ]);
  });

  it('reports a lookup beyond the 30 days that fails, so the feed is not served as complete', async () => {
    const games = [game(10, '2026-10-07', 1, 2), game(12, '2026-10-09', 2, 1)];
    const failures: string[] = [];
    await feedEvents(request([{ league: 'nhl', id: 1 }]), fakeSources(games, 400, '2026-10-08'), (what) =>
      failures.push(what),
    );
    expect(failures).toEqual(['NHL games on 2026-10-08']);
  });

  it('stops looking after a year when a team has no games ahead', async () => {
    const sources = fakeSources([], 28);
    expect(await feedEvents(request([{ league: 'nhl', id: 1 }]), sources, () => {})).toEqual([]);
    expect(sources.asked.length).toBe(30);
  });

  it('in the offline world: a followed MLB team in December gets its first three games of the next season', async () => {
    const clock = fixedClock('2026-12-01T17:00:00Z');
    const mlb = new OfflineGames('MLB', clock);
    const sources: FeedSources = {
      shows,
      webReleases,
      gamesOn: (_league, day) => mlb.gamesOn(day),
      async nextGames(_league, after) {
        const day = await mlb.nextGameDay(after);
        return day ? mlb.gamesOn(day) : [];
      },
    };
    const events = await feedEvents(request([{ league: 'mlb', id: 147 }], '2026-12-01'), sources, () => {});
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(event.summary).toContain('New York Yankees');
      expect((event.start as Date).getTime()).toBeGreaterThan(Date.parse('2027-02-01'));
      expect(event.url).toMatch(/\/mlb\/147\?date=2027-\d{2}-\d{2}$/);
    }
  });
});

describe('the feed’s episodes: the streaming service of those released on one', () => {
  const TODAY = '2026-11-21';
  const showWith = (channel: 'network' | 'webChannel') =>
    SHOW_CATALOGUE.find(
      (s) => s[channel] !== null && (channel === 'network' || s.network === null) && episodesThisWeek(s.id).length > 0,
    )!;
  const episodesAhead = new Map<number, Awaited<ReturnType<typeof shows.episodes>>>();
  const episodesThisWeek = (id: number) =>
    (episodesAhead.get(id) ?? []).filter((e) => e.airdate >= TODAY && e.airdate <= '2026-11-28');
  beforeAll(async () => {
    for (const { id } of SHOW_CATALOGUE) episodesAhead.set(id, await shows.episodes(id));
  });
  const sources = (releases: WebReleasesSource): FeedSources => ({
    shows,
    webReleases: releases,
    gamesOn: async () => [],
    nextGames: async () => [],
  });

  it('names a streaming original’s service in the title, and a network show’s episode the schedule lists on a service', async () => {
    const original = showWith('webChannel');
    const networkShow = showWith('network');
    const networkEpisode = episodesThisWeek(networkShow.id)[0]!;
    // The offline schedule, plus the network show's episode as released on a service too.
    const schedule: WebReleasesSource = {
      releases: async (day) => [
        ...(await webReleases.releases(day)),
        ...(day === networkEpisode.airdate
          ? [
              {
                showId: networkShow.id,
                episodeId: networkEpisode.id,
                service: 'Lakeside+',
                airdate: day,
                airstamp: networkEpisode.airstamp,
              },
            ]
          : []),
      ],
    };
    const failures: string[] = [];
    const events = await feedEvents(
      { ...request([], TODAY), showIds: [original.id, networkShow.id] },
      sources(schedule),
      (what) => failures.push(what),
    );
    expect(failures).toEqual([]);
    const summaryOf = (episodeId: number) =>
      events.find((e) => e.uid === `episode-${episodeId}@entertainment-guide`)!.summary;
    const release = episodesThisWeek(original.id)[0]!;
    expect(summaryOf(release.id)).toBe(
      `${original.name} · S${release.season} E${release.number} on ${original.webChannel}`,
    );
    expect(summaryOf(networkEpisode.id)).toBe(
      `${networkShow.name} · S${networkEpisode.season} E${networkEpisode.number} on Lakeside+`,
    );
    const otherNetworkEpisodes = events.filter(
      (e) =>
        e.summary.startsWith(`${networkShow.name} ·`) && e.uid !== `episode-${networkEpisode.id}@entertainment-guide`,
    );
    expect(otherNetworkEpisodes.length).toBeGreaterThan(0);
    expect(otherNetworkEpisodes.every((e) => !e.summary.includes(' on '))).toBe(true);
  });

  it('still names a streaming original’s service, and builds the feed, when the schedule cannot be read', async () => {
    const original = showWith('webChannel');
    const failures: string[] = [];
    const events = await feedEvents(
      { ...request([], TODAY), showIds: [original.id] },
      sources({ releases: async () => Promise.reject(new Error('TVmaze is down')) }),
      (what) => failures.push(what),
    );
    expect(failures).toEqual([]);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.summary.endsWith(` on ${original.webChannel}`))).toBe(true);
  });
});

describe('the feed’s games in spoiler-free mode', () => {
  it('names a followed team’s final by its teams alone: no score, winner or series in the title or description', async () => {
    const final = {
      ...game(20, '2026-06-20', 1, 2),
      status: 'Final',
      description: 'Game 5 · Team 1 leads series 3-1',
      home: { id: 1, name: 'Team 1', score: 4 },
      visitor: { id: 2, name: 'Team 2', score: 2 },
    } as unknown as Game;
    const sources = fakeSources([final], 28);
    const told = await feedEvents(request([{ league: 'nhl', id: 1 }]), sources, () => {});
    expect(told[0]!.description).toContain('leads series 3-1');
    const hidden = await feedEvents({ ...request([{ league: 'nhl', id: 1 }]), spoilerFree: true }, sources, () => {});
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.summary).toBe('Team 2 at Team 1');
    expect(hidden[0]!.description).toBe('NHL');
    expect(`${hidden[0]!.summary} ${hidden[0]!.description}`).not.toMatch(/lead|series|3-1|4-2|final/i);
  });
});
