import crypto from 'node:crypto';

const SEALED_PREFIX = 'v1.';

/**
 * What the database holds of a feed token: its SHA-256 (to find the feed; a 256-bit random token
 * needs no slow hash) and a copy sealed with AES-256-GCM under a key derived from the server's
 * token secret (to show the address on the account page again). Neither gives the token back
 * without the secret.
 */
export class FeedSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(
      crypto.hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'entertainment-guide calendar feed tokens', 32),
    );
  }

  /** Hex SHA-256 of the token, as the migration computes it in SQL. */
  hash(token: string): string {
    return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
  }

  seal(token: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The token, or undefined when it was sealed under another secret (or is not ours). */
  open(sealed: string): string | undefined {
    if (!sealed.startsWith(SEALED_PREFIX)) return undefined;
    const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
    if (bytes.length < 29) return undefined;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
