import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryImport } from '@guide/common/contract';
import {
  faultyAnswer,
  haveRecordings,
  readRecording,
  recordedRoutes,
  startReplayServer,
  type ReplayHandler,
  type ReplayServer,
} from '../../test/replay-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';

const RECORDINGS = [
  'tvmaze/show-143-silicon-valley-2017.json',
  'tvmaze/shows-143-episodes-2017.json',
  'tvmaze/search-shows-silicon-valley-2017.json',
];

/**
 * A stand-in TVmaze. `/lookup/shows?thetvdb=|imdb=` has no recording: built from TVmaze's
 * documented behaviour (api.tvmaze.com, "Show Lookup"): a known id answers a redirect (301) to the
 * show's API address, an unknown one 404. The show, its episodes and the search are recordings.
 */
function tvmazeStandIn(state: { searchFails: boolean }): ReplayHandler {
  return recordedRoutes(
    {
      '/shows/143': 'tvmaze/show-143-silicon-valley-2017.json',
      '/shows/143/episodes': 'tvmaze/shows-143-episodes-2017.json',
    },
    (url) => {
      if (url.pathname === '/lookup/shows') {
        if (url.searchParams.get('thetvdb') === '277165' || url.searchParams.get('imdb') === 'tt2575988')
          return { status: 301, headers: { location: 'https://api.tvmaze.com/shows/143' } };
        return { status: 404, body: { name: 'Not Found', message: '', code: 0, status: 404 } };
      }
      if (url.pathname === '/search/shows')
        return state.searchFails
          ? faultyAnswer('500')
          : { body: readRecording('tvmaze/search-shows-silicon-valley-2017.json') };
      return undefined;
    },
  );
}

const watchedShows = JSON.stringify([
  {
    plays: 2,
    last_watched_at: '2017-04-23T18:45:04.000Z',
    show: { title: 'Silicon Valley', year: 2014, ids: { trakt: 60573, tvdb: 277165, imdb: 'tt2575988' } },
    seasons: [
      {
        number: 1,
        episodes: [
          { number: 1, plays: 1, last_watched_at: '2017-04-23T18:45:04.000Z' },
          { number: 2, plays: 1, last_watched_at: '2017-04-23T18:45:04.000Z' },
        ],
      },
    ],
  },
  {
    plays: 1,
    last_watched_at: '2017-04-23T18:45:04.000Z',
    show: { title: 'Silicon Valley', year: 2014, ids: { trakt: 60573 } },
    seasons: [{ number: 1, episodes: [{ number: 3, plays: 1, last_watched_at: '2017-04-23T18:45:04.000Z' }] }],
  },
]);

describe.runIf(haveRecordings(...RECORDINGS))('imports, live, against a stand-in TVmaze', () => {
  let t: TestApp;
  let tvmaze: ReplayServer;
  const state = { searchFails: true };
  beforeAll(async () => {
    tvmaze = await startReplayServer(tvmazeStandIn(state));
    t = await createTestApp({
      env: { DATA_SOURCE: 'live', TVMAZE_BASE_URL: tvmaze.url, UPSTREAM_TIMEOUT_MS: '2000' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await tvmaze?.close();
  });

  it('finds shows by TheTVDB id through the lookup’s redirect, and says which part failed when the search does, until a retry', async () => {
    const { authorization } = await signUp(t.app, 'live-import@example.com');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/imports',
        headers: { authorization },
        payload: { source: 'trakt', files: [{ name: 'watched-shows.json', content: watchedShows }] },
      });
    const first = (await send()).json<HistoryImport>();
    expect(tvmaze.requests).toContain('/lookup/shows?thetvdb=277165');
    expect(first.preview).toMatchObject({ shows: 1, episodes: 2, byId: 1, byTitle: 0, unavailable: ['shows'] });
    expect(first.preview.unmatched).toEqual([
      {
        kind: 'show',
        title: 'Silicon Valley (1 episode)',
        year: 2014,
        reason: 'The TV provider did not answer; preview again to retry.',
      },
    ]);

    state.searchFails = false;
    const retried = (await send()).json<HistoryImport>();
    // The same show by title and premiere year: its episodes merge with those found by id.
    expect(retried.preview).toMatchObject({
      shows: 1,
      episodes: 3,
      byId: 1,
      byTitle: 1,
      unmatched: [],
      unavailable: [],
    });
  });

  it('says an episode known only by its TheTVDB id cannot be looked up on TVmaze', async () => {
    const { authorization } = await signUp(t.app, 'live-tvtime@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/imports',
      headers: { authorization },
      payload: {
        source: 'tvtime',
        files: [
          { name: 'seen_episode.csv', content: 'user_id,episode_id,created_at\n1,4812345,2017-05-02 21:24:51\n' },
        ],
      },
    });
    expect(res.json<HistoryImport>().preview.unmatched).toEqual([
      expect.objectContaining({ kind: 'episode', reason: expect.stringMatching(/cannot look an episode up/) }),
    ]);
  });
});
