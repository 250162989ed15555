import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryImport } from '@guide/common/contract';
import { haveRecordings, upstreamSamplesDir } from '../../test/replay-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';

const recorded = (file: string) => fs.readFileSync(new URL(`tvmaze/${file}`, upstreamSamplesDir), 'utf8');
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
async function startTvmaze(state: { searchFails: boolean }) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname + url.search);
    const json = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (url.pathname === '/lookup/shows') {
      if (url.searchParams.get('thetvdb') === '277165' || url.searchParams.get('imdb') === 'tt2575988')
        return res.writeHead(301, { location: 'https://api.tvmaze.com/shows/143' }).end();
      return json(404, '{"name":"Not Found","message":"","code":0,"status":404}');
    }
    if (url.pathname === '/shows/143') return json(200, recorded('show-143-silicon-valley-2017.json'));
    if (url.pathname === '/shows/143/episodes') return json(200, recorded('shows-143-episodes-2017.json'));
    if (url.pathname === '/search/shows') {
      if (state.searchFails) return json(500, '{"message":"down"}');
      return json(200, recorded('search-shows-silicon-valley-2017.json'));
    }
    return json(404, '{"message":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
  let tvmaze: Awaited<ReturnType<typeof startTvmaze>>;
  const state = { searchFails: true };
  beforeAll(async () => {
    tvmaze = await startTvmaze(state);
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
