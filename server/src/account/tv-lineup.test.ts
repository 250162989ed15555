import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';

describe.each(testDatabaseKinds)('the TV line-up kept in the account (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t?.close());

  it('keeps, changes and forgets a user’s line-up, for that user only', async () => {
    const a = await signUp(t.app, 'lineup-a@example.com');
    const b = await signUp(t.app, 'lineup-b@example.com');
    const get = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/v1/users/tv-lineup', headers: { authorization } });
    const set = (authorization: string, lineup: string) =>
      t.app.inject({ method: 'POST', url: `/v1/users/tv-lineup?lineup=${lineup}`, headers: { authorization } });

    expect((await get(a.authorization)).json()).toEqual({ lineup: null });
    expect((await set(a.authorization, 'USA-NY10001-X')).json()).toEqual({ lineup: 'USA-NY10001-X' });
    expect((await set(a.authorization, 'USA-DITV10001-DEFAULT')).json()).toEqual({ lineup: 'USA-DITV10001-DEFAULT' });
    const kept = await get(a.authorization);
    expect(kept.json()).toEqual({ lineup: 'USA-DITV10001-DEFAULT' });
    expect(kept.headers['cache-control']).toMatch(/private/);
    expect((await get(b.authorization)).json()).toEqual({ lineup: null });

    const bad = await set(a.authorization, 'not%20an%20id');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('A line-up id is letters, digits and dashes, such as USA-TX42500-X.');
    expect((await get(a.authorization)).json()).toEqual({ lineup: 'USA-DITV10001-DEFAULT' });

    expect((await set(a.authorization, '')).json()).toEqual({ lineup: null });
    expect((await get(a.authorization)).json()).toEqual({ lineup: null });
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/tv-lineup' })).statusCode).toBe(401);
  });
});
