import { Piscina } from 'piscina';
import webPush from 'web-push';
import { deliverPush, type PushDelivery, type PushOutcome } from './push-delivery';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a notification carries: small, so it fits any push service's limit once encrypted. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page it opens (a path on this site). */
  url: string;
  /** The alert's stable id: a second copy replaces the first on the device. */
  tag: string;
}

export interface PushSenderOptions {
  keys: VapidKeys;
  /** A push service that has not answered by then is cut off (the worker is not held). */
  timeoutMs: number;
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds?: number;
  /** The real time in ms (VAPID tokens expire on the push services' clocks, not the app's); tests move it. */
  realNow?: () => number;
  /**
   * Encrypt and post on a thread of its own (decision 0255), up to this many at once, so the
   * thread that answers requests only hands each push over. Absent: on the caller's thread.
   */
  thread?: { concurrency: number };
}

/** How long a VAPID token is valid (RFC 8292 allows up to 24 hours), and how early it is renewed. */
export const VAPID_TOKEN_SECONDS = 12 * 3600;
const VAPID_RENEW_EARLY_SECONDS = 3600;

interface SignedHeader {
  authorization: string;
  renewAt: number;
}

export type { PushOutcome } from './push-delivery';

/**
 * Where the push thread's code is: beside the built server (dist/push-thread.js), or the
 * TypeScript source beside this file when the server runs from its sources (tests), loaded
 * through tsx.
 */
function pushThreadEntry(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(fromSource ? './push-thread.ts' : './push-thread.js', import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

/** How long the push thread stays after its last push before it ends (it starts again with the next). */
const THREAD_IDLE_MS = 60_000;

/**
 * Sends one notification: the payload is encrypted (RFC 8291, aes128gcm) and posted by
 * `deliverPush`, on the push thread when one is asked for; the VAPID header is signed once per
 * push service (audience) and kept until an hour before its token expires, since an ES256
 * signature per push costs more than the encryption.
 */
export class PushSender {
  private readonly signed = new Map<string, SignedHeader>();
  private pool?: Piscina<PushDelivery, PushOutcome>;

  constructor(private readonly options: PushSenderOptions) {}

  /** The VAPID Authorization header for a push service's origin, signed when none is kept or it is due for renewal. */
  authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = (this.options.realNow ?? Date.now)();
    const kept = this.signed.get(audience);
    if (kept && now < kept.renewAt) return kept.authorization;
    const { subject, publicKey, privateKey } = this.options.keys;
    const expires = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webPush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm', expires);
    this.signed.set(audience, {
      authorization: Authorization,
      renewAt: (expires - VAPID_RENEW_EARLY_SECONDS) * 1000,
    });
    return Authorization;
  }

  async send(
    target: PushTarget,
    payload: PushPayload,
    ttlSeconds = this.options.ttlSeconds ?? 3600,
  ): Promise<PushOutcome> {
    const delivery: PushDelivery = {
      endpoint: target.endpoint,
      p256dh: target.p256dh,
      auth: target.auth,
      payload: JSON.stringify(payload),
      authorization: this.authorization(target.endpoint),
      ttlSeconds,
      topic: payload.tag,
      timeoutMs: this.options.timeoutMs,
    };
    if (!this.options.thread) return deliverPush(delivery);
    try {
      return await this.thread(this.options.thread.concurrency).run(delivery);
    } catch {
      // The thread failed or was closed under this push: the alert is tried again.
      return { kind: 'retry' };
    }
  }

  private thread(concurrency: number): Piscina<PushDelivery, PushOutcome> {
    this.pool ??= new Piscina<PushDelivery, PushOutcome>({
      ...pushThreadEntry(),
      // One thread: the pushes mostly wait on the push service, and the other core is the
      // database's; it lives while alerts go out.
      minThreads: 0,
      maxThreads: 1,
      concurrentTasksPerWorker: concurrency,
      idleTimeout: THREAD_IDLE_MS,
    });
    return this.pool;
  }

  /** Ends the push thread (a push still on it is tried again later). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
