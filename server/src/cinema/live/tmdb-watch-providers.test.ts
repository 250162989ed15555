import { describe, expect, it } from 'vitest';
import { noCache, testProviderClient } from '../../../test/providers';
import { replayForTest as serve } from '../../../test/replay-per-test';
import { faultyAnswer, haveRecordings, recordedRoutes } from '../../../test/replay-server';
import { ProviderInvalid, ProviderTimeout, ProviderUnavailable } from '../../errors';
import { TmdbWatchProviders } from './tmdb-watch-providers';

const adapter = (baseUrl: string) =>
  new TmdbWatchProviders(
    testProviderClient(baseUrl, { name: 'TMDB', key: { param: 'api_key', value: 'tm' }, timeoutMs: 300 }),
    noCache,
    60,
    60,
  );
const names = (services: { name: string }[]) => services.map((s) => s.name);

describe.skipIf(
  !haveRecordings(
    'tmdb/movie-550-watch-providers.json',
    'tmdb/tv-1399-watch-providers.json',
    'tmdb/watch-providers-movie-list.json',
  ),
)('TMDB watch providers against the recordings', () => {
  it('reads a film’s US offers by kind, by prominence, with logos through our relay', async () => {
    const server = await serve(
      recordedRoutes({ '/3/movie/550/watch/providers': 'tmdb/movie-550-watch-providers.json' }),
    );
    const options = await adapter(`${server.url}/3`).filmOptions({ tmdbId: 550 });
    expect(options!.link).toBe('https://www.themoviedb.org/movie/550-fight-club/watch?locale=US');
    expect(options!.options.map((o) => o.kind)).toEqual(['subscription', 'rent', 'buy']);
    expect(options!.options[0]!.services).toEqual([
      { id: 387, name: 'Peacock Premium', logo: expect.stringMatching(/^\/v1\/images\/posters\/w185\/\w+\.jpg$/) },
    ]);
    const rent = names(options!.options[1]!.services);
    expect(rent.slice(0, 3)).toEqual(['Apple TV', 'Amazon Video', 'Google Play Movies']);
    expect(rent).toHaveLength(7);
  });

  it('finds a show by its name, then reads its US offers', async () => {
    // TMDB's search/tv answer as its API reference documents it: built for this test, not recorded.
    const search = {
      page: 1,
      results: [
        { id: 99, name: 'Game of Thrones: Conquest', first_air_date: '2019-01-01' },
        { id: 1399, name: 'Game of Thrones', first_air_date: '2011-04-17' },
      ],
    };
    const server = await serve(
      recordedRoutes({ '/3/tv/1399/watch/providers': 'tmdb/tv-1399-watch-providers.json' }, (url) =>
        url.pathname === '/3/search/tv' ? { body: search } : undefined,
      ),
    );
    const watch = adapter(`${server.url}/3`);
    const options = await watch.showOptions({ name: 'Game of Thrones' });
    expect(new URL(server.requests[0]!, 'http://x').searchParams.get('query')).toBe('Game of Thrones');
    await expect(watch.showOptions({ name: 'House of the Dragon' })).resolves.toBeNull();
    expect(options!.options.map((o) => o.kind)).toEqual(['subscription', 'buy']);
    expect(names(options!.options[0]!.services)).toContain('Max');
  });

  it('lists the services offered in the US, by name, asking for the US', async () => {
    const server = await serve(recordedRoutes({ '/3/watch/providers/movie': 'tmdb/watch-providers-movie-list.json' }));
    const services = await adapter(`${server.url}/3`).services();
    expect(services.length).toBeGreaterThan(50);
    expect(services.length).toBeLessThan(530);
    expect(names(services)).toEqual(expect.arrayContaining(['Netflix', 'Apple TV']));
    expect(names(services)).toEqual([...names(services)].sort((a, b) => a.localeCompare(b)));
    expect(new URL(server.requests[0]!, 'http://x').searchParams.get('watch_region')).toBe('US');
  });
});

describe('TMDB watch providers against a failing stand-in', () => {
  it('answers no offers for a film with no US entry, and null for one TMDB does not know', async () => {
    const server = await serve((url) =>
      url.pathname === '/3/movie/1/watch/providers' ? { body: { id: 1, results: { GB: { link: 'x' } } } } : undefined,
    );
    const watch = adapter(`${server.url}/3`);
    await expect(watch.filmOptions({ tmdbId: 1 })).resolves.toEqual({ region: 'US', link: null, options: [] });
    await expect(watch.filmOptions({ tmdbId: 2 })).resolves.toBeNull();
    await expect(watch.filmOptions({ tmdbId: null })).resolves.toBeNull();
  });

  it('reads a provider that fails, hangs or answers nonsense as an upstream error', async () => {
    const server = await serve((url) => {
      const id = url.pathname.split('/')[3];
      if (id === '500') return faultyAnswer('500');
      if (id === '504') return { body: { id: 1, results: {} }, delayMs: 900 };
      if (id === '422') return faultyAnswer('garbage');
      return { body: { results: [] } };
    });
    const watch = adapter(`${server.url}/3`);
    await expect(watch.filmOptions({ tmdbId: 500 })).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(watch.filmOptions({ tmdbId: 504 })).rejects.toBeInstanceOf(ProviderTimeout);
    await expect(watch.filmOptions({ tmdbId: 422 })).rejects.toBeInstanceOf(ProviderInvalid);
    await expect(watch.filmOptions({ tmdbId: 7 })).rejects.toBeInstanceOf(ProviderInvalid);
  });
});
