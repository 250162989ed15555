import { describe, expect, it } from 'vitest';
import { noCache, testProviderClient } from '../../../test/providers';
import { replayForTest as serve } from '../../../test/replay-per-test';
import { faultyAnswer, haveRecordings, readRecording, recordedRoutes } from '../../../test/replay-server';
import { ProviderInvalid, ProviderTimeout, ProviderUnavailable } from '../../errors';
import { TvmazeWebSchedule } from './tvmaze-web-schedule';

const adapter = (baseUrl: string) =>
  new TvmazeWebSchedule(testProviderClient(baseUrl, { name: 'TVmaze', timeoutMs: 300 }), noCache, {
    ttlSeconds: 60,
    staleSeconds: 60,
  });

describe.skipIf(!haveRecordings('tvmaze/schedule-web-us-2021-02-21.json', 'tvmaze/schedule-web-2021-04-05.json'))(
  'TVmaze web channel schedule against the recordings',
  () => {
    it('reads a day’s US releases with each one’s service, asking for every country', async () => {
      const server = await serve(recordedRoutes({ '/schedule/web': 'tvmaze/schedule-web-us-2021-02-21.json' }));
      const releases = await adapter(server.url).releases('2021-02-21');
      expect(new URL(server.requests[0]!, 'http://x').searchParams.get('date')).toBe('2021-02-21');
      expect(new URL(server.requests[0]!, 'http://x').searchParams.has('country')).toBe(false);
      expect(releases).toHaveLength(7);
      expect(releases[0]).toEqual({
        showId: 44660,
        episodeId: 2036628,
        service: 'WWE Network',
        airdate: '2021-02-21',
        airstamp: '2021-02-21T15:00:00.000Z',
      });
      expect(new Set(releases.map((r) => r.service))).toEqual(
        new Set(['WWE Network', 'discovery+', 'ESPN+', 'Showtime on Demand']),
      );
    });

    it('leaves out other countries’ services and keeps those without a country (available everywhere)', async () => {
      // The recorded day is every country's; the last entry is added from TVmaze's documented
      // shape of a global service (webChannel.country null, as its Netflix is), not recorded.
      const worldwide = {
        id: 9_990_001,
        airdate: '2021-04-05',
        airstamp: '2021-04-05T07:00:00+00:00',
        _embedded: { show: { id: 99_901, webChannel: { id: 1, name: 'Netflix', country: null } } },
      };
      const server = await serve((url) =>
        url.pathname === '/schedule/web'
          ? { body: [...(readRecording('tvmaze/schedule-web-2021-04-05.json') as unknown[]), worldwide] }
          : undefined,
      );
      const releases = await adapter(server.url).releases('2021-04-05');
      expect(releases).toEqual([
        {
          showId: 99_901,
          episodeId: 9_990_001,
          service: 'Netflix',
          airdate: '2021-04-05',
          airstamp: '2021-04-05T07:00:00.000Z',
        },
      ]);
    });
  },
);

describe('TVmaze web channel schedule against a failing stand-in', () => {
  it('reads a provider that fails, hangs or answers nonsense as an upstream error, and an empty day as none', async () => {
    const server = await serve((url) => {
      const date = url.searchParams.get('date');
      if (date === '2026-01-01') return faultyAnswer('500');
      if (date === '2026-01-02') return { body: [], delayMs: 900 };
      if (date === '2026-01-03') return faultyAnswer('garbage');
      if (date === '2026-01-04') return faultyAnswer('wrong-shape', [{ id: 'x' }, { nonsense: true }]);
      return { body: [] };
    });
    const schedule = adapter(server.url);
    await expect(schedule.releases('2026-01-01')).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(schedule.releases('2026-01-02')).rejects.toBeInstanceOf(ProviderTimeout);
    await expect(schedule.releases('2026-01-03')).rejects.toBeInstanceOf(ProviderInvalid);
    await expect(schedule.releases('2026-01-04')).rejects.toBeInstanceOf(ProviderInvalid);
    await expect(schedule.releases('2026-01-05')).resolves.toEqual([]);
  });
});
