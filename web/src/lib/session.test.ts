import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSession, decodeToken, storeToken } from './session';

const encode = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('reads exp and Name from a token', () => {
    expect(decodeToken(encode({ exp: 2000000000, Name: 'fan@example.com' }))).toMatchObject({
      exp: 2000000000,
      email: 'fan@example.com',
    });
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken(encode({ Name: 'no-exp@example.com' }))).toBeNull();
  });

  it('is valid only while exp is in the future (seconds)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T17:00:00Z'));
    const exp = Date.parse('2026-11-21T17:00:10Z') / 1000;
    storeToken(encode({ exp, Name: 'fan@example.com' }));
    expect(currentSession()?.email).toBe('fan@example.com');
    vi.setSystemTime(new Date('2026-11-21T17:00:10Z'));
    expect(currentSession()).toBeNull();
  });
});
