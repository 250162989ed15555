import webPush from 'web-push';

/**
 * sent: the push service took it. gone: the subscription no longer exists (404/410) and is to be
 * forgotten. retry: the service is busy or failing (429, 5xx, no answer before the deadline), so
 * the alert is tried again later. refused: the service will not take this message (other 4xx).
 */
export type PushOutcome = { kind: 'sent' | 'gone' | 'retry' | 'refused'; status?: number };

/** One push, everything it needs as plain data (it crosses to the push thread). */
export interface PushDelivery {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The notification's JSON, encrypted here. */
  payload: string;
  /** The VAPID header, signed once per push service by the sender. */
  authorization: string;
  ttlSeconds: number;
  /** The push service keeps one message per topic: a resend replaces the one not yet delivered. */
  topic: string;
  /** A push service that has not answered by then is cut off. */
  timeoutMs: number;
}

/**
 * Encrypts the payload (web-push: RFC 8291, aes128gcm) and posts it with fetch, so the deadline
 * is an abort signal. Runs on the push thread (push-thread.ts) or, in tests, where it is called.
 */
export async function deliverPush(delivery: PushDelivery): Promise<PushOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
    delivery.payload,
    {
      // No vapidDetails: the header comes signed, so one signature serves every push to the service for hours.
      headers: { Authorization: delivery.authorization },
      TTL: delivery.ttlSeconds,
      topic: delivery.topic,
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
      signal: AbortSignal.timeout(delivery.timeoutMs),
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
