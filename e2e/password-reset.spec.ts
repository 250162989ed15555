import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createUser, expect, test as base, uniqueEmail } from './fixtures';

/** Messages a local SMTP stand-in received, raw, with their recipients. */
interface Mailbox {
  port: number;
  received: { to: string[]; raw: string }[];
}

// The server sends through a local SMTP stand-in, the one way a test can read the e-mail it sends.
const test = base.extend<{ serverEnv: Record<string, string> }, { mailbox: Mailbox }>({
  mailbox: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const received: Mailbox['received'] = [];
      const smtp = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      await use({ port: (smtp.server.address() as AddressInfo).port, received });
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
    { scope: 'worker' },
  ],
  serverEnv: async ({ mailbox }, use) => use({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` }),
});

test('forgot the password: the e-mailed link sets a new one, once, and the new one logs in', async ({
  page,
  request,
  mailbox,
}) => {
  const email = uniqueEmail('forgetful');
  await createUser(request, email, 'plum-harbour-42');

  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account has that address, a link to choose a new password')).toBeVisible();

  await expect.poll(() => mailbox.received.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const raw = mailbox.received
    .find((m) => m.to.includes(email))!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/gi, '=');
  const link = /https?:\/\/[^\s"<]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(raw)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  // The token leaves the address bar once the page has read it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill('amber-meadow-31');
  await page.getByLabel('New password again').fill('amber-meadow-31');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('amber-meadow-31');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cinema$/);

  // The same link again is refused.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('another-pass-77');
  await page.getByLabel('New password again').fill('another-pass-77');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This reset link has expired or has been used already.')).toBeVisible();
});
