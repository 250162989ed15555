import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { ImageRelay } from './image-relay';
import { ImageStore } from './image-store';
import type { ProviderObserver } from './observer';
import { ProviderCache } from './provider-cache';
import { ProviderClient } from './provider-client';
import { RateLimiter, type RateLimitSettings } from './rate-limiter';
import { reportDroppedItemsTo } from './schemas';

type ConfigKey = keyof Config & `${string}_${'URL' | 'KEY'}`;

interface ProviderDefinition {
  name: string;
  baseUrl: ConfigKey;
  /** The key's variable; without it set the provider is not used (its domain stays offline). */
  key?: ConfigKey;
  /** The query parameter the key travels in with every call (an image host may need the key set but sent by no call). */
  keyParam?: string;
  /** Every provider has a budget: no client spends a provider's patience for everyone. */
  rateLimit: RateLimitSettings;
}

/**
 * A provider's budget per instance, over windows of 10 s (decisions 0008 and 0120): at most
 * `limit` calls start in a window; one client books at most a quarter of them while half stay
 * free for other visitors, and spends at most `guesses` of its quarter on ids no list of ours
 * holds (rate-limiter.ts).
 */
function budget(limit: number, guesses?: number): RateLimitSettings {
  return {
    limit,
    windowMs: 10_000,
    maxWaiting: 2 * limit,
    maxWaitingPerClient: 4,
    fairShare: { share: 0.25, keepFree: 0.5, ...(guesses ? { guesses } : {}) },
  };
}

/**
 * Every provider the guide can call, in one table (docs/server-conventions.md lists the rest of
 * adding one). The image hosts are providers of their own (their own breakers), sharing keys.
 * Each has a budget sized by the patience its makers state, or, where they state none, by what a
 * polite client of a free service asks (decision 0120).
 */
const PROVIDERS = {
  // No key and no published limit: 5 calls a second, 3 a window per client for unlisted game ids.
  mlb: { name: 'MLB Stats API', baseUrl: 'MLB_BASE_URL', rateLimit: budget(50, 3) },
  // No key and no published limit, but it answers bursts with 429: 3 calls a second.
  nhl: { name: 'NHL API', baseUrl: 'NHL_BASE_URL', rateLimit: budget(30, 3) },
  // One list of teams, kept a day.
  nhlStats: { name: 'NHL stats API', baseUrl: 'NHL_STATS_BASE_URL', rateLimit: budget(10) },
  // TVmaze allows about 20 calls per 10 seconds from one address (decision 0008).
  tvmaze: { name: 'TVmaze', baseUrl: 'TVMAZE_BASE_URL', rateLimit: budget(20) },
  tvmazeImages: { name: 'TVmaze images', baseUrl: 'TVMAZE_IMAGE_BASE_URL', rateLimit: budget(50) },
  // The key's plan sets its quota and states no number publicly: 2 calls a second.
  gracenote: {
    name: 'Gracenote',
    baseUrl: 'GRACENOTE_BASE_URL',
    key: 'GRACENOTE_API_KEY',
    keyParam: 'api_key',
    rateLimit: budget(20),
  },
  gracenoteImages: {
    name: 'Gracenote images',
    baseUrl: 'GRACENOTE_IMAGE_BASE_URL',
    key: 'GRACENOTE_API_KEY',
    keyParam: 'api_key',
    rateLimit: budget(20),
  },
  // TMDB's ceiling is "somewhere around 40 a second" per key: a quarter of it.
  tmdb: { name: 'TMDB', baseUrl: 'TMDB_BASE_URL', key: 'TMDB_API_KEY', keyParam: 'api_key', rateLimit: budget(100) },
  tmdbImages: { name: 'TMDB images', baseUrl: 'TMDB_IMAGE_BASE_URL', key: 'TMDB_API_KEY', rateLimit: budget(100) },
} satisfies Record<string, ProviderDefinition>;

export type ProviderId = keyof typeof PROVIDERS;

/**
 * The provider layer of one app: a client per provider (made once, so each has one breaker and
 * one rate limiter), the shared cache of their answers, and the image relay. It is also the one
 * place that decides live or offline: a domain asks `live(id)` and gets a client or nothing.
 */
export class Providers {
  readonly cache: ProviderCache;
  readonly images: ImageRelay;
  private readonly clients = new Map<ProviderId, ProviderClient>();
  private readonly warned = new Set<string>();

  constructor(
    private readonly config: Config,
    db: Database,
    private readonly log: FastifyBaseLogger,
    readonly observer: ProviderObserver,
    now: () => number = Date.now,
  ) {
    this.cache = new ProviderCache(db, log, observer, now);
    const store = new ImageStore(path.join(config.dataDir, 'image-cache'), config.IMAGE_CACHE_MB * 1024 * 1024, now);
    this.images = new ImageRelay(
      store,
      { maxBytes: config.IMAGE_MAX_KB * 1024, freshMs: config.IMAGE_TTL_HOURS * 3600_000 },
      observer,
      log,
      now,
    );
    reportDroppedItemsTo((what, issue) =>
      log.warn({ what, issue }, 'dropped an item a provider sent in the wrong shape'),
    );
  }

  /**
   * The client for `id` when the app is live and the provider's key is set; otherwise undefined,
   * and `instead` (what falls back to the offline world) is said once in the log.
   */
  live(id: ProviderId, instead?: string): ProviderClient | undefined {
    if (this.config.DATA_SOURCE !== 'live') return undefined;
    const definition: ProviderDefinition = PROVIDERS[id];
    if (definition.key && !this.config[definition.key]) {
      const warning = `${definition.key} is not set: ${instead} use the offline world.`;
      if (instead && !this.warned.has(warning)) this.log.warn(warning);
      this.warned.add(warning);
      return undefined;
    }
    return this.client(id);
  }

  private client(id: ProviderId): ProviderClient {
    let client = this.clients.get(id);
    if (client) return client;
    const definition: ProviderDefinition = PROVIDERS[id];
    const keyValue = definition.key ? String(this.config[definition.key]) : undefined;
    const param = definition.keyParam;
    client = new ProviderClient(
      {
        name: definition.name,
        baseUrl: String(this.config[definition.baseUrl]),
        key: param && keyValue ? { param, value: keyValue } : undefined,
        timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
        retries: this.config.UPSTREAM_RETRIES,
        breaker: {
          failureThreshold: this.config.BREAKER_FAILURES,
          cooldownMs: this.config.BREAKER_COOLDOWN_SECONDS * 1000,
        },
        limiter: new RateLimiter(definition.rateLimit),
      },
      this.observer,
      this.log,
    );
    this.clients.set(id, client);
    return client;
  }
}
