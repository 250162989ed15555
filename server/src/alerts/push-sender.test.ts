import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PushServiceStandIn } from '../../test/push-service-stand-in';
import { PushSender, VAPID_TOKEN_SECONDS } from './push-sender';

const HOUR = 3600_000;

let standIn: PushServiceStandIn;
beforeEach(async () => {
  standIn = new PushServiceStandIn();
  await standIn.start();
});
afterEach(() => standIn.stop());

const payload = (tag: string) => ({ title: 'Game', body: 'Puck drop at 7:00 PM.', url: '/nhl/game/1', tag });
const expiry = (authorization: string) =>
  (
    JSON.parse(Buffer.from(authorization.split(/[ .,=]/)[3]!, 'base64url').toString()) as {
      exp: number;
    }
  ).exp;

describe('the push sender', () => {
  it('signs the VAPID header once per push service and renews it an hour before it expires', async () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    standIn.vapidPublicKey = publicKey;
    const started = Date.now();
    let now = started;
    const sender = new PushSender({
      keys: { subject: 'mailto:alerts@example.com', publicKey, privateKey },
      timeoutMs: 5000,
      realNow: () => now,
    });
    expect(await sender.send(standIn.device('phone'), payload('first'))).toEqual({ kind: 'sent', status: 201 });
    expect(await sender.send(standIn.device('laptop'), payload('second'))).toEqual({ kind: 'sent', status: 201 });
    now = started + (VAPID_TOKEN_SECONDS * 1000 - HOUR) - 60_000;
    expect(await sender.send(standIn.device('tablet'), payload('third'))).toEqual({ kind: 'sent', status: 201 });
    now = started + (VAPID_TOKEN_SECONDS * 1000 - HOUR) + 60_000;
    expect(await sender.send(standIn.device('watch'), payload('fourth'))).toEqual({ kind: 'sent', status: 201 });

    expect(standIn.problems).toEqual([]);
    const headers = standIn.received.map((r) => r.authorization);
    expect(new Set(headers.slice(0, 3)).size).toBe(1);
    expect(headers[3]).not.toBe(headers[0]);
    expect(expiry(headers[0]!)).toBe(Math.floor(started / 1000) + VAPID_TOKEN_SECONDS);
    expect(expiry(headers[3]!)).toBeGreaterThan(expiry(headers[0]!));
    // Each push is still encrypted on its own: the device read every one.
    expect(standIn.received.map((r) => r.payload.tag)).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('keeps a header per push service: another origin gets one signed for it', async () => {
    const other = new PushServiceStandIn();
    await other.start();
    try {
      const { publicKey, privateKey } = webPush.generateVAPIDKeys();
      const sender = new PushSender({
        keys: { subject: 'mailto:alerts@example.com', publicKey, privateKey },
        timeoutMs: 5000,
      });
      await sender.send(standIn.device('phone'), payload('here'));
      await sender.send(other.device('phone'), payload('there'));
      // Each stand-in checks the token's audience is its own origin.
      expect([...standIn.problems, ...other.problems]).toEqual([]);
      expect(standIn.received[0]!.authorization).not.toBe(other.received[0]!.authorization);
    } finally {
      await other.stop();
    }
  });
});

describe('the push sender on its thread', () => {
  // Each sender's thread is ended after its test, whatever the test did to it.
  const senders: PushSender[] = [];
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.close()));
  });
  const threaded = (timeoutMs: number, concurrency: number) => {
    const sender = new PushSender({ keys: keys(), timeoutMs, thread: { concurrency } });
    senders.push(sender);
    return sender;
  };
  const keys = () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    standIn.vapidPublicKey = publicKey;
    return { subject: 'mailto:alerts@example.com', publicKey, privateKey };
  };

  it('encrypts and posts there: the device reads every push, each outcome comes back', async () => {
    const sender = threaded(5000, 4);
    const outcomes = await Promise.all([
      sender.send(standIn.device('phone'), payload('a')),
      sender.send(standIn.device('laptop'), payload('b')),
      sender.send(standIn.device('old tablet', 410), payload('c')),
      sender.send(standIn.device('busy', 429), payload('d')),
    ]);
    expect(outcomes).toEqual([
      { kind: 'sent', status: 201 },
      { kind: 'sent', status: 201 },
      { kind: 'gone', status: 410 },
      { kind: 'retry', status: 429 },
    ]);
    expect(standIn.problems).toEqual([]);
    expect(standIn.received.map((r) => r.payload.tag).sort()).toEqual(['a', 'b']);
  }, 60_000);

  it('cuts off a push service that hangs at the deadline', async () => {
    const sender = threaded(300, 2);
    expect(await sender.send(standIn.device('stuck', 'hang'), payload('late'))).toEqual({ kind: 'retry' });
  }, 60_000);

  it('tries again a push its thread was closed under, and starts the thread again for the next', async () => {
    const sender = threaded(30_000, 2);
    const cut = sender.send(standIn.device('stuck', 'hang'), payload('cut'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sender.close();
    expect(await cut).toEqual({ kind: 'retry' });
    expect(await sender.send(standIn.device('phone'), payload('after'))).toEqual({ kind: 'sent', status: 201 });
  }, 60_000);
});
