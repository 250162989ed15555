import { describe, expect, it } from 'vitest';
import { screens } from './App';
import { matchPathname } from './lib/router';
import * as paths from './paths';

describe('paths', () => {
  const addresses = Object.entries(paths).map(([name, path]) => [name, typeof path === 'function' ? path('12345') : path] as const);

  it.each(addresses)('%s (%s) is a screen of the app', (_name, address) => {
    const pathname = new URL(address, 'http://here').pathname;
    const screen = pathname === '/' || screens.some((s) => matchPathname(s.path, pathname) !== null);
    expect(screen).toBe(true);
  });

  it('writes a zip into the query string safely', () => {
    expect(paths.cinemaNear('10001')).toBe('/cinema?zip=10001');
    expect(paths.cinemaNear('a&b')).toBe('/cinema?zip=a%26b');
  });
});
