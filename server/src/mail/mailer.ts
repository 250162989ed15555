import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about, logged when no mail server is configured. */
  link?: string;
}

export interface Mailer {
  /** 'smtp' sends; 'folder' writes each message to a file (no SMTP_URL). */
  readonly kind: 'smtp' | 'folder';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailLog {
  info(details: object, message: string): void;
}

/** How long a mail server may take to connect, greet and answer, in ms: a job is never held longer. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * E-mail through nodemailer: to the SMTP server of SMTP_URL, or, without one (offline, in
 * development), into `<dataDir>/outbox` as .eml files whose link is logged, so a reset can be
 * finished from the log.
 */
/** nodemailer is loaded with the first e-mail: most instances never send one, and it holds memory. */
const loadNodemailer = () => import('nodemailer').then((module) => module.default);

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: MailLog }): Mailer {
  const { smtpUrl, from, dataDir, log } = options;
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    let transport: Promise<Transporter> | undefined;
    const open = () =>
      (transport ??= loadNodemailer().then((nodemailer) =>
        nodemailer.createTransport({
          host: url.hostname,
          port: url.port ? Number(url.port) : secure ? 465 : 587,
          secure,
          ...(url.username
            ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
            : {}),
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        }),
      ));
    return {
      kind: 'smtp',
      async send({ to, subject, text, html }) {
        await (await open()).sendMail({ from, to, subject, text, html });
      },
      close: () => void transport?.then((t) => t.close()),
    };
  }
  // Builds the same message a server would get, as a file.
  let builder: Promise<Transporter> | undefined;
  const build = () =>
    (builder ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const outbox = path.join(dataDir, 'outbox');
  return {
    kind: 'folder',
    async send({ to, subject, text, html, link }) {
      const built = await (await build()).sendMail({ from, to, subject, text, html });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, built.message as Buffer, { mode: 0o600 });
      log.info({ file, link }, 'no SMTP_URL: the e-mail was written to the outbox');
    },
    close: () => void builder?.then((b) => b.close()),
  };
}
