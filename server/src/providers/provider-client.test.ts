import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeProvider, type FakeProvider } from '../../test/fake-provider';
import { testProviderClient } from '../../test/providers';
import { ProviderBusy, ProviderInvalid, ProviderNotFound, ProviderTimeout, ProviderUnavailable } from '../errors';
import type { BreakerState, ProviderCallOutcome, ProviderObserver } from './observer';
import { withBudget } from './request-budget';

const showSchema = z.object({ id: z.number(), name: z.string() });

function recordingObserver() {
  const calls: ProviderCallOutcome[] = [];
  const states: BreakerState[] = [];
  const observer: ProviderObserver = {
    call: (_p, outcome) => calls.push(outcome),
    cache: () => undefined,
    breaker: (_p, state) => states.push(state),
  };
  return { calls, states, observer };
}

describe('ProviderClient against a misbehaving provider', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(async () => fake?.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
  });

  const client = (settings = {}, observer?: ProviderObserver) =>
    testProviderClient(`${fake.url}/tvmaze`, { timeoutMs: 1000, ...settings }, observer);

  it('parses a good answer with the schema', async () => {
    await expect(client().getJson('/shows/82', showSchema)).resolves.toEqual({ id: 82, name: 'Example Show' });
  });

  it('gives up when the request budget runs out, whatever the provider does', async () => {
    fake.mode = 'hang';
    const { calls, observer } = recordingObserver();
    // A budget shorter than one attempt's timeout: the budget wins, and there is no time to retry.
    await expect(
      withBudget(1000, 'test', () => client({ timeoutMs: 5000 }, observer).getJson('/shows/82', showSchema)),
    ).rejects.toBeInstanceOf(ProviderTimeout);
    expect(calls).toEqual(['timeout']);
  });

  it('retries a reset or a 500 once, then reports the provider unavailable', async () => {
    for (const mode of ['reset', '500'] as const) {
      fake.mode = mode;
      fake.requests.length = 0;
      await expect(client().getJson('/shows/82', showSchema)).rejects.toBeInstanceOf(ProviderUnavailable);
      expect(fake.requests).toHaveLength(2);
    }
  });

  it('treats garbage and JSON of the wrong shape as invalid, without retrying', async () => {
    for (const mode of ['garbage', 'wrong-shape'] as const) {
      fake.mode = mode;
      fake.requests.length = 0;
      await expect(client().getJson('/shows/82', showSchema)).rejects.toBeInstanceOf(ProviderInvalid);
      expect(fake.requests).toHaveLength(1);
    }
  });

  it('refuses a picture sent for JSON before reading it, without retrying', async () => {
    // 'oversized' answers 16 MB of PNG to any path; only its header is needed to refuse it.
    fake.mode = 'oversized';
    const refused = client().getJson('/shows/82', showSchema);
    await expect(refused).rejects.toBeInstanceOf(ProviderInvalid);
    await expect(refused).rejects.toThrow(/answered image\/png instead of JSON/);
    expect(fake.requests).toHaveLength(1);
  });

  it('passes the provider’s own 404 on as an answer', async () => {
    await expect(client().getJson('/nothing/here', showSchema)).rejects.toBeInstanceOf(ProviderNotFound);
  });

  it('refuses a redirect for JSON', async () => {
    fake.mode = 'redirect-off-host';
    await expect(client({ retries: 0 }).getJson('/shows/82', showSchema)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('adds the key to every call and keeps it out of error messages', async () => {
    fake.mode = '500';
    const keyed = testProviderClient(`${fake.url}/gracenote`, {
      key: { param: 'api_key', value: 's3cret' },
      retries: 0,
    });
    const error = (await keyed.getJson('/movies/showings?zip=10001', z.unknown()).catch((e: unknown) => e)) as Error;
    expect(fake.requests).toEqual(['/gracenote/movies/showings?zip=10001&api_key=s3cret']);
    expect(error.message).not.toContain('s3cret');
    expect(error.message).toContain('api_key=***');
  });

  it('opens the breaker after repeated failures, answers at once while open, and closes after a good probe', async () => {
    fake.mode = '500';
    const { calls, states, observer } = recordingObserver();
    const breaking = client({ retries: 0, breaker: { failureThreshold: 3, cooldownMs: 300 } }, observer);
    for (let i = 0; i < 3; i++)
      await expect(breaking.getJson('/shows/82', showSchema)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(states).toEqual(['open']);
    const asked = fake.requests.length;
    await expect(breaking.getJson('/shows/82', showSchema)).rejects.toBeInstanceOf(ProviderBusy);
    expect(fake.requests).toHaveLength(asked);
    expect(calls.at(-1)).toBe('rejected');

    // After the cool-down one probe goes out; it fails, so the breaker opens again.
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(breaking.getJson('/shows/82', showSchema)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(states).toEqual(['open', 'half-open', 'open']);
    await expect(breaking.getJson('/shows/82', showSchema)).rejects.toBeInstanceOf(ProviderBusy);

    // The provider recovers: the next probe closes the breaker.
    fake.mode = 'ok';
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(breaking.getJson('/shows/82', showSchema)).resolves.toMatchObject({ id: 82 });
    expect(states).toEqual(['open', 'half-open', 'open', 'half-open', 'closed']);
  });
});
