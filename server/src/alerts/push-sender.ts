import webPush from 'web-push';
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

/**
 * sent: the push service took it. gone: the subscription no longer exists (404/410) and is to be
 * forgotten. retry: the service is busy or failing (429, 5xx, no answer before the deadline), so
 * the alert is tried again later. refused: the service will not take this message (other 4xx).
 */
export type PushOutcome = { kind: 'sent' | 'gone' | 'retry' | 'refused'; status?: number };

export interface PushSenderOptions {
  keys: VapidKeys;
  /** A push service that has not answered by then is cut off (the worker is not held). */
  timeoutMs: number;
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds?: number;
  /** The real time in ms (VAPID tokens expire on the push services' clocks, not the app's); tests move it. */
  realNow?: () => number;
}

/** How long a VAPID token is valid (RFC 8292 allows up to 24 hours), and how early it is renewed. */
export const VAPID_TOKEN_SECONDS = 12 * 3600;
const VAPID_RENEW_EARLY_SECONDS = 3600;

interface SignedHeader {
  authorization: string;
  renewAt: number;
}

/**
 * Sends one notification: web-push encrypts the payload (RFC 8291, aes128gcm); the VAPID header is
 * signed once per push service (audience) and kept until an hour before its token expires, since
 * an ES256 signature per push costs more than the encryption; the request itself goes through
 * fetch, so the deadline is an abort signal.
 */
export class PushSender {
  private readonly signed = new Map<string, SignedHeader>();

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
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        // No vapidDetails (and no setVapidDetails anywhere): the header is signed here, so one
        // signature serves every push to the service for hours.
        headers: { Authorization: this.authorization(target.endpoint) },
        TTL: ttlSeconds,
        // The push service keeps one message per topic: a resend replaces the one not yet delivered.
        topic: payload.tag,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let status: number;
    try {
      const answer = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = answer.status;
      // The body is not needed; reading it frees the connection.
      await answer.arrayBuffer().catch(() => undefined);
    } catch {
      return { kind: 'retry' };
    }
    if (status >= 200 && status < 300) return { kind: 'sent', status };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429 || status >= 500) return { kind: 'retry', status };
    return { kind: 'refused', status };
  }
}
