import webPush from 'web-push';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { lockSchemaChanges } from '../db/migrate';

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** Alerts on, with the pair to sign with; or off, with the sentence the account page shows. */
export type PushSetup = { enabled: true; keys: VapidKeys } | { enabled: false; reason: string };

export const ALERTS_OFF_NO_SUBJECT =
  'Alerts are off: this server has no VAPID contact configured (VAPID_SUBJECT), which push services require.';

/**
 * The VAPID key pair every instance signs with: the configured one, or else one made once and
 * kept in the database. It is made under the migration lock, so instances starting together
 * agree on one pair (a second pair would invalidate the subscriptions made with the first).
 */
export async function loadPushSetup(config: Config, db: Database): Promise<PushSetup> {
  if (!config.VAPID_SUBJECT) return { enabled: false, reason: ALERTS_OFF_NO_SUBJECT };
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return {
      enabled: true,
      keys: { subject, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY },
    };
  const stored = await db.transaction(async (tx) => {
    await lockSchemaChanges(tx);
    const { rows } = await tx.query<{ public_key: string; private_key: string }>(
      'SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1',
    );
    if (rows[0]) return rows[0];
    const made = webPush.generateVAPIDKeys();
    await tx.query('INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2)', [
      made.publicKey,
      made.privateKey,
    ]);
    return { public_key: made.publicKey, private_key: made.privateKey };
  });
  return { enabled: true, keys: { subject, publicKey: stored.public_key, privateKey: stored.private_key } };
}
