import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers a device's pushes: taken (201), gone (410), busy (429, 500), or never (hang). */
export type StandInAnswer = 201 | 404 | 410 | 429 | 500 | 'hang';

export interface ReceivedPush {
  device: string;
  topic: string | undefined;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID subject it was signed with: instances given different VAPID_SUBJECTs tell who sent what. */
  subject: string;
  /** The VAPID header it came with (checked before it is recorded). */
  authorization: string;
  /** The notification as the device would read it, decrypted with the device's private key. */
  payload: { title: string; body: string; url: string; tag: string };
}

interface Device {
  name: string;
  ecdh: crypto.ECDH;
  auth: Buffer;
  answer: StandInAnswer;
}

/** HKDF (RFC 5869) with SHA-256: extract with `salt`, expand to `length` bytes with `info`. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm Web Push body (RFC 8291 over RFC 8188) as a browser does: the header's
 * salt and the server's ephemeral key, the device's key pair and auth secret give the content key
 * and nonce; the one record's padding delimiter (2) and zeros are removed.
 */
export function decryptPush(body: Buffer, device: { ecdh: crypto.ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('a Web Push message is one record');
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(device.auth, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('the last record ends with the delimiter 2');
  return plain.subarray(0, end).toString('utf8');
}

/** The claims of a VAPID header's token, unchecked. */
function vapidClaims(authorization: string | undefined): { aud?: string; sub?: string } {
  const token = /^vapid t=([^,\s]+)/.exec(authorization ?? '')?.[1] ?? '';
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { aud?: string; sub?: string };
  } catch {
    return {};
  }
}

/** Checks a VAPID header (RFC 8292): the ES256 token signed by the key it names, for this origin. */
function checkVapid(authorization: string | undefined, origin: string, publicKey: string | undefined): void {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (publicKey && key !== publicKey) throw new Error('signed with another key');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const verifier = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', ...xy(Buffer.from(key, 'base64url')) },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const { aud } = vapidClaims(authorization);
  if (aud !== origin) throw new Error(`the VAPID audience ${aud} is not ${origin}`);
}

const xy = (point: Buffer) => ({
  x: point.subarray(1, 33).toString('base64url'),
  y: point.subarray(33, 65).toString('base64url'),
});

/**
 * A push service on this machine for tests: each device it makes has a real key pair and auth
 * secret; what the server pushes to a device is checked (VAPID, headers) and decrypted, and the
 * device's answer can be set to 201, 404, 410, 429, 500 or no answer at all.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  /** Pushes that could not be checked or decrypted (a test expects none). */
  readonly problems: string[] = [];
  /** How many requests each device was sent, whatever it answered. */
  readonly attempts = new Map<string, number>();
  /** The VAPID public key the server is expected to sign with (checked when set). */
  vapidPublicKey?: string;
  /** How long each push waits before its answer (a slow push service, so a run can be stopped midway). */
  delayMs = 0;
  /** Called as each push arrives, before its answer: the sender is waiting for it (an instance can be killed then). */
  onArrival?: (push: { device: string; subject: string | undefined }) => void;
  private held?: Promise<void>;
  private readonly devices = new Map<string, Device>();
  private readonly hanging = new Set<http.ServerResponse>();
  private server?: http.Server;
  private origin = '';

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => this.receive(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A device's subscription as the browser's `PushSubscription.toJSON()` gives it, flattened as the API takes it. */
  device(name: string, answer: StandInAnswer = 201): { endpoint: string; p256dh: string; auth: string } {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    this.devices.set(name, { name, ecdh, auth, answer });
    return {
      endpoint: `${this.origin}/push/${name}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    };
  }

  /** Holds every answer (pushes still arrive) until the function it returns is called. */
  hold(): () => void {
    let release = () => {};
    this.held = new Promise((resolve) => (release = resolve));
    return release;
  }

  answer(name: string, answer: StandInAnswer): void {
    this.devices.get(name)!.answer = answer;
  }

  /** The distinct alert ids (tags) received. */
  tags(): Set<string> {
    return new Set(this.received.map((r) => r.payload.tag));
  }

  private receive(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.onArrival?.({ device: this.deviceName(request), subject: vapidClaims(request.headers.authorization).sub });
      void (this.held ?? Promise.resolve()).then(() => {
        if (this.delayMs > 0) setTimeout(() => this.answerPush(request, response, chunks), this.delayMs);
        else this.answerPush(request, response, chunks);
      });
    });
  }

  private deviceName(request: http.IncomingMessage): string {
    return decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '');
  }

  private answerPush(request: http.IncomingMessage, response: http.ServerResponse, chunks: Buffer[]): void {
    const name = this.deviceName(request);
    const device = this.devices.get(name);
    this.attempts.set(name, (this.attempts.get(name) ?? 0) + 1);
    if (!device) return void response.writeHead(404).end();
    if (device.answer === 'hang') {
      this.hanging.add(response);
      return;
    }
    if (device.answer !== 201) return void response.writeHead(device.answer).end();
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      checkVapid(request.headers.authorization, this.origin, this.vapidPublicKey);
      const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device)) as ReceivedPush['payload'];
      this.received.push({
        device: name,
        topic: request.headers.topic as string | undefined,
        ttl: Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        subject: vapidClaims(request.headers.authorization).sub ?? '',
        authorization: request.headers.authorization!,
        payload,
      });
      response.writeHead(201).end();
    } catch (error) {
      this.problems.push(String(error));
      response.writeHead(400).end();
    }
  }
}
