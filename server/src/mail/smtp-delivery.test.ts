import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { basicAuth, signUp } from '../../test/users';
import { resetTokenIn, until } from '../../test/mail';

interface Received {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

/** A local SMTP server standing in for the real one: it takes every message and keeps it. */
async function smtpStandIn(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback, with a login, as SMTP_URL=smtp://user:pass@host:port describes.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'guide' && auth.password === 'mail-secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('password reset e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await smtpStandIn();
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://guide:mail-secret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Entertainment Guide <accounts@guide.example>',
        PUBLIC_URL: 'https://guide.example',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the link from a job to the mail server, logged in, and the link sets a new password once', async () => {
    const email = 'mailed@example.com';
    await signUp(t.app, email);
    const asked = await t.app.inject({ method: 'POST', url: '/v1/users/forgot-password', payload: { email } });
    expect(asked.statusCode).toBe(200);
    const mail = await until(() => smtp.received.find((m) => m.to.includes(email)));
    expect(mail).toMatchObject({ from: 'accounts@guide.example', user: 'guide' });
    expect(mail.raw).toContain('Subject: Reset your Entertainment Guide password');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('https://guide.example/reset-password?token=3D');
    const token = resetTokenIn(mail.raw)!;

    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/reset-password',
        payload: { token, password: 'cobalt-river-58' },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'GET',
      url: '/v1/users/token',
      headers: { authorization: basicAuth(email, 'cobalt-river-58') },
    });
    expect(login.statusCode).toBe(200);
    // Nothing went to the outbox folder: with SMTP_URL the server sends.
    expect(smtp.received).toHaveLength(1);
  });
});
