import { describe, expect, it } from 'vitest';
import { endpointSchemas } from './contract';
import { apiUrl, endpoints, routerPath } from './endpoints';
import { posterUrl, showingImageUrl } from './cinema';
import { episodePath, showPath } from './tv';

describe('the endpoint table', () => {
  it('names the same endpoints as the schema table', () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('writes every path under /v1 with its parameters in braces, each path and method once', () => {
    const seen = new Set<string>();
    for (const { method, path } of Object.values(endpoints)) {
      expect(path).toMatch(/^\/v1\/[a-z0-9/{}.-]+$/i);
      expect(seen.has(`${method} ${path}`)).toBe(false);
      seen.add(`${method} ${path}`);
    }
  });

  it("gives the server's router its paths: :name for a parameter, * for a rest parameter", () => {
    expect(routerPath('mlbTeam')).toBe('/sports/mlb/team/:id');
    expect(routerPath('showingImage')).toBe('/images/showings/*');
    expect(routerPath('search')).toBe('/search');
  });

  it('builds URLs: parameters encoded, a rest parameter keeping its slashes, empty query fields left out', () => {
    expect(apiUrl('mlbTeam', { params: { id: 147 }, query: { date: undefined } })).toBe('/v1/sports/mlb/team/147');
    expect(apiUrl('mlbTeam', { params: { id: '1 2' }, query: { date: '2026-11-21' } })).toBe(
      '/v1/sports/mlb/team/1%202?date=2026-11-21',
    );
    expect(apiUrl('search', { query: { q: 'A&B = c', zip: undefined } })).toBe('/v1/search?q=A%26B%20%3D%20c');
    expect(apiUrl('tvMovies', { query: { date: '2026-11-21T05:00:00.000Z' } })).toBe(
      '/v1/tv-movies?date=2026-11-21T05%3A00%3A00.000Z',
    );
    expect(apiUrl('releases')).toBe('/v1/discover');
    expect(showingImageUrl('/assets/p1 2/x.jpg')).toBe('/v1/images/showings/assets/p1%202/x.jpg');
    expect(posterUrl('/abc.jpg')).toBe('/v1/images/posters/w185/abc.jpg');
    expect(showPath(82)).toBe('/v1/tv-show/82');
    expect(episodePath(12)).toBe('/v1/tv-show/episode/12');
  });
});
