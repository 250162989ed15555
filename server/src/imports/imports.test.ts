import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, HistoryImport, ImportSource } from '@guide/common/contract';
import type { UpNext } from '@guide/common/watching';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jobQueueSchema } from '../db/job-queue-schema';
import { signUp } from '../../test/users';

const REPO = path.resolve(import.meta.dirname, '../../..');
const real = (file: string) => ({
  name: path.basename(file),
  content: readFileSync(path.join(REPO, '../shared/upstream-samples/exports', file), 'utf8'),
});
const built = (file: string) => ({
  name: file,
  content: readFileSync(path.join(import.meta.dirname, 'test-data', file), 'utf8'),
});

// The test clock is Saturday 2026-11-21, noon in New York.
describe('imports of history from Trakt, TV Time and Letterboxd, offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const preview = (authorization: string, source: ImportSource, files: { name: string; content: string }[]) =>
    t.app.inject({ method: 'POST', url: '/v1/users/imports', headers: { authorization }, payload: { source, files } });
  const call = (method: 'GET' | 'POST', url: string, authorization: string) =>
    t.app.inject({ method, url, headers: { authorization } });

  /** Confirms an import and waits for its job to finish. */
  async function confirmAndWait(authorization: string, id: number): Promise<HistoryImport> {
    const confirmed = await call('POST', `/v1/users/imports/${id}/confirm`, authorization);
    expect(confirmed.statusCode).toBe(200);
    expect(['queued', 'running', 'done']).toContain(confirmed.json<HistoryImport>().state);
    for (;;) {
      const status = (await call('GET', `/v1/users/imports/${id}`, authorization)).json<HistoryImport>();
      if (status.state === 'done' || status.state === 'failed') return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('reads the real exports without error and lists what the offline world does not hold as not matched', async () => {
    const { authorization } = await signUp(t.app, 'real-exports@example.com');
    const trakt = await preview(authorization, 'trakt', [
      real('trakt/export-watched-history-excerpt.json'),
      real('trakt/export-lists-watchlist.json'),
      real('trakt/api-users-watched-shows.json'),
      real('trakt/api-users-watched-movies.json'),
      real('trakt/api-sync-history-movies.json'),
    ]);
    expect(trakt.statusCode).toBe(201);
    expect(trakt.headers['cache-control']).toBe('private, no-store');
    const traktPreview = trakt.json<HistoryImport>();
    expect(traktPreview).toMatchObject({ state: 'previewed', source: 'trakt', added: null });
    expect(traktPreview.preview).toMatchObject({
      shows: 0,
      episodes: 0,
      filmsSeen: 0,
      filmsToWatch: 0,
      unavailable: [],
    });
    const titles = traktPreview.preview.unmatched.map((u) => u.title);
    expect(titles).toEqual(expect.arrayContaining(['Into the Badlands (6 episodes)', 'High Potential (1 episode)']));
    expect(titles).toEqual(expect.arrayContaining(['Inside Out', 'Perfect Blue', 'My Mister']));

    const tvtime = await preview(authorization, 'tvtime', [
      real('tvtime/seen_episode.csv'),
      real('tvtime/user_tv_show_data.csv'),
      real('tvtime/rewatched_episode.csv'),
    ]);
    expect(tvtime.statusCode).toBe(201);
    const tvPreview = tvtime.json<HistoryImport>().preview;
    expect(tvPreview).toMatchObject({ shows: 0, episodes: 0 });
    // Every seen episode's TheTVDB id, and every followed show, is listed as not matched.
    expect(tvPreview.unmatchedCount).toBeGreaterThan(300);
    expect(tvPreview.unmatched[0]).toMatchObject({ kind: 'show', title: expect.stringMatching(/^TheTVDB show \d+$/) });

    const letterboxd = await preview(authorization, 'letterboxd', [
      real('letterboxd/watched.csv'),
      real('letterboxd/diary.csv'),
    ]);
    expect(letterboxd.statusCode).toBe(201);
    const lbPreview = letterboxd.json<HistoryImport>().preview;
    expect(lbPreview).toMatchObject({ filmsSeen: 0, filmsToWatch: 0 });
    expect(lbPreview.unmatched.map((u) => u.title)).toEqual(
      expect.arrayContaining(['The Godfather', 'The Godfather Part II', 'The Odyssey']),
    );
    // Nothing of the account changed.
    const upNext = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    expect(upNext.next).toEqual([]);
  });

  it('matches the built Trakt samples by id and by title and year, imports them in the background, and a second import adds nothing', async () => {
    const { authorization } = await signUp(t.app, 'trakt@example.com');
    const files = [built('trakt-users-watched-shows.json'), built('trakt-lists-watchlist.json')];
    const first = (await preview(authorization, 'trakt', files)).json<HistoryImport>();
    expect(first.preview).toEqual({
      shows: 4,
      episodes: 20,
      filmsToWatch: 1,
      filmsSeen: 0,
      // The Night Desk (TheTVDB), Harbor Street (IMDb), Saltwater Kin (TheTVDB); Long Division and The Lantern Keepers by title.
      byId: 3,
      byTitle: 2,
      unmatched: [
        expect.objectContaining({ kind: 'show', title: 'Nowhere Near Here (2 episodes)', year: 1999 }),
        expect.objectContaining({ kind: 'episode', title: 'The Night Desk: 1 episode' }),
        expect.objectContaining({ kind: 'film', title: 'Perfect Blue', year: 1998 }),
      ],
      unmatchedCount: 3,
      unavailable: [],
    });
    // The preview saved nothing.
    expect((await call('GET', '/v1/users/up-next', authorization)).json<UpNext>().next).toEqual([]);

    const done = await confirmAndWait(authorization, first.id);
    expect(done).toMatchObject({ state: 'done', added: { shows: 4, episodes: 20, films: 1 }, error: null });
    expect(done.progress.done).toBe(done.progress.total);

    const upNext = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    const next = Object.fromEntries(upNext.next.map((i) => [i.showName, `S${i.episode.season}E${i.episode.number}`]));
    expect(next).toEqual({
      'The Night Desk': 'S2E1',
      'Harbor Street': 'S1E4',
      'Long Division': 'S1E2',
      'Saltwater Kin': 'S1E1',
    });
    // Harbor Street was watched last (2026-11-01), so it comes first.
    expect(upNext.next[0]!.showName).toBe('Harbor Street');
    const kept = (await call('GET', '/v1/users/watchlist/films', authorization)).json<{ films: { id: string }[] }>();
    expect(kept.films.map((f) => f.id)).toEqual(['the-lantern-keepers']);

    // Confirming again changes nothing; importing the same files again adds nothing.
    expect((await call('POST', `/v1/users/imports/${first.id}/confirm`, authorization)).json()).toMatchObject({
      state: 'done',
    });
    const second = (await preview(authorization, 'trakt', files)).json<HistoryImport>();
    const again = await confirmAndWait(authorization, second.id);
    expect(again.added).toEqual({ shows: 0, episodes: 0, films: 0 });
    expect((await call('GET', '/v1/users/up-next', authorization)).json<UpNext>()).toEqual(upNext);

    // The account export holds the imports.
    const copy = (await call('GET', '/v1/users/me/export', authorization)).json<AccountExport>();
    expect(copy.imports).toHaveLength(2);
    expect(copy.imports[0]).toMatchObject({ source: 'trakt', state: 'done', added: { episodes: 20 } });
    expect(copy.watchedEpisodes).toHaveLength(20);
  });

  it('matches the built TV Time and Letterboxd samples, following the shows whose episodes it marks', async () => {
    const { authorization } = await signUp(t.app, 'tvtime@example.com');
    const tv = (
      await preview(authorization, 'tvtime', [built('followed_tv_show.csv'), built('seen_episode.csv')])
    ).json<HistoryImport>();
    expect(tv.preview).toMatchObject({ shows: 2, episodes: 3, byId: 2, byTitle: 0, unmatchedCount: 2 });
    expect(tv.preview.unmatched.map((u) => u.title)).toEqual(['Lost', 'TheTVDB episode 4812345']);
    expect((await confirmAndWait(authorization, tv.id)).added).toEqual({ shows: 2, episodes: 3, films: 0 });
    const next = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>().next;
    expect(next.map((i) => [i.showName, i.episode.season, i.episode.number])).toEqual([
      ['The Orchard', 1, 4],
      ['After the Flood', 1, 1],
    ]);

    const lb = (await preview(authorization, 'letterboxd', [built('watchlist.csv')])).json<HistoryImport>();
    expect(lb.preview).toMatchObject({ filmsToWatch: 2, filmsSeen: 0, byTitle: 2, unmatchedCount: 1 });
    expect(lb.preview.unmatched[0]).toMatchObject({ title: 'Somewhere, Not Here', year: 1987 });
    expect((await confirmAndWait(authorization, lb.id)).added).toEqual({ shows: 0, episodes: 0, films: 2 });
  });

  it('resumes an import stopped part way after its last whole step, never applying a step twice', async () => {
    const { authorization } = await signUp(t.app, 'resume@example.com');
    const previewed = (
      await preview(authorization, 'trakt', [built('trakt-users-watched-shows.json')])
    ).json<HistoryImport>();
    expect(previewed.preview).toMatchObject({ shows: 3, episodes: 20 });
    // As a server stopped after the first step leaves it: that step (following the shows) counted done.
    await t.db.query('UPDATE user_imports SET applied = 1, added_shows = 3 WHERE id = $1', [previewed.id]);
    const done = await confirmAndWait(authorization, previewed.id);
    expect(done.added).toEqual({ shows: 3, episodes: 20, films: 0 });
    const copy = (await call('GET', '/v1/users/me/export', authorization)).json<AccountExport>();
    // The step counted done was not run again (here it never ran, so nothing is followed); the others were.
    expect(copy.shows).toEqual([]);
    expect(copy.watchedEpisodes).toHaveLength(20);
  });

  it('runs an import left queued without its job (the server stopped between confirming and queuing) once, when its status is read or at start-up', async () => {
    const { authorization } = await signUp(t.app, 'lost-job@example.com');
    const waitDone = async (id: number) => {
      for (;;) {
        const status = (await call('GET', `/v1/users/imports/${id}`, authorization)).json<HistoryImport>();
        if (status.state === 'done' || status.state === 'failed') return status;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const lost = async () => {
      const previewed = (await preview(authorization, 'letterboxd', [built('watchlist.csv')])).json<HistoryImport>();
      // As the confirmation leaves it when no job was queued after it.
      await t.db.query(`UPDATE user_imports SET state = 'queued' WHERE id = $1`, [previewed.id]);
      return previewed.id;
    };

    const first = await lost();
    expect(await waitDone(first)).toMatchObject({ state: 'done', added: { shows: 0, episodes: 0, films: 2 } });

    // Read by no one: a server starting on the same database queues it.
    const second = await lost();
    const restarted = await createTestApp({ db: t.db });
    try {
      for (;;) {
        const { rows } = await t.db.query<{ state: string }>('SELECT state FROM user_imports WHERE id = $1', [second]);
        if (rows[0]!.state === 'done') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await restarted.close();
    }
    // One job for each, sent under the import's key, though its status was read many times meanwhile.
    const { rows: current } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    for (const id of [first, second]) {
      const { rows: jobs } = await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${jobQueueSchema(current[0]!.schema)}.job WHERE singleton_key = $1`,
        [`import-${id}`],
      );
      expect(Number(jobs[0]!.n)).toBe(1);
    }
    // The second import found the films kept by the first: nothing added twice.
    expect((await waitDone(second)).added).toEqual({ shows: 0, episodes: 0, films: 0 });
  });

  it('refuses files that are not what they claim, cut short, too large or holding formulas, with a sentence naming the line, and changes nothing', async () => {
    const { authorization } = await signUp(t.app, 'bad-input@example.com');
    const refuse = async (source: ImportSource, name: string, content: string, sentence: RegExp) => {
      const res = await preview(authorization, source, [{ name, content }]);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(sentence);
    };
    const watched = built('trakt-users-watched-shows.json').content;
    await refuse('trakt', 'watched.json', watched.slice(0, 900), /^watched\.json, line \d+: the JSON ends too early/);
    await refuse('trakt', 'notes.json', '{"hello": 1}', /this is not a Trakt export/);
    await refuse('trakt', 'watched.csv', 'a,b\n1,2\n', /this is not a Trakt export file: Trakt exports JSON files/);
    await refuse(
      'trakt',
      'watched.json',
      JSON.stringify([JSON.parse(watched)[0], { plays: 1, show: { title: 5 }, seasons: [] }], null, 2),
      /^watched\.json, line \d+: entry 2 is not like the others/,
    );
    const csv = built('watchlist.csv').content;
    await refuse('letterboxd', 'watchlist.csv', csv.slice(0, csv.length - 30), /^watchlist\.csv, line 4: /);
    await refuse(
      'letterboxd',
      'watchlist.csv',
      'Date,Name,Year,Letterboxd URI\n2026-01-01,Fine,2020,x\n2026-01-02,"=HYPERLINK(""http://x"",""y"")",2020,x\n',
      /^watchlist\.csv, line 3: the Name cell starts like a spreadsheet formula; the guide does not read formulas\. Nothing was imported\.$/,
    );
    await refuse(
      'letterboxd',
      'watched.csv',
      'Title,When\nA,2020\n',
      /line 1: the first line does not name the columns Date, Name, Year/,
    );
    await refuse(
      'tvtime',
      'seen_episode.csv',
      'user_id,episode_id\n1,abc\n',
      /seen_episode\.csv, line 2: episode_id must be/,
    );
    // A picture renamed .csv reaches the server as text full of replacement characters.
    await refuse(
      'letterboxd',
      'watched.csv',
      `\ufffdPNG\n${'\ufffd'.repeat(40)}`,
      /^watched\.csv: this is not a text file/,
    );

    const large = await t.app.inject({
      method: 'POST',
      url: '/v1/users/imports',
      headers: { authorization, 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
      payload: '{}',
    });
    expect(large.statusCode).toBe(413);
    expect(large.body).toBe(
      'The files come to 50 MB; an import takes at most 20 MB at once. Send fewer files, or the files of one kind at a time.',
    );
    const copy = (await call('GET', '/v1/users/me/export', authorization)).json<AccountExport>();
    expect(copy.imports).toEqual([]);
    expect(copy.shows).toEqual([]);
  });

  it('answers 404 for an import that is not yours and 401 without a token', async () => {
    const owner = await signUp(t.app, 'owner@example.com');
    const other = await signUp(t.app, 'other@example.com');
    const mine = (await preview(owner.authorization, 'letterboxd', [built('watchlist.csv')])).json<HistoryImport>();
    const res = await call('POST', `/v1/users/imports/${mine.id}/confirm`, other.authorization);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(`You have no import ${mine.id}.`);
    expect((await t.app.inject({ method: 'GET', url: `/v1/users/imports/${mine.id}` })).statusCode).toBe(401);

    // A preview left unconfirmed for more than a day goes with the next one.
    await t.db.query(`UPDATE user_imports SET created_at = created_at - interval '25 hours' WHERE id = $1`, [mine.id]);
    await preview(owner.authorization, 'letterboxd', [built('watchlist.csv')]);
    expect((await call('GET', `/v1/users/imports/${mine.id}`, owner.authorization)).statusCode).toBe(404);
  });
});
