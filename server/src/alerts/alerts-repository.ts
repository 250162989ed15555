import type { AlertKind, AlertSettings, PushSubscriptionInfo, SentAlert } from '@guide/common/contract';
import type { Database } from '../db/database';
import { Gathered } from '../lib/gathered';
import { alertSettingsOf, minutesOf, type AlertSettingsRow } from '../account/alert-settings';
import type { PushTarget } from './push-sender';

export interface StoredSubscription extends PushTarget {
  id: number;
  timeZone: string;
}

/** What sending an alert reads of its user. */
export interface SendingFacts {
  /** Recorded as sent already (an instance died after the push). */
  sent: boolean;
  targets: StoredSubscription[];
  prefs: AlertPreferences;
}

export interface SubscriptionInput extends PushTarget {
  browser: string;
  timeZone: string;
}

/** What a user's alerts read: what they want, and the facts they follow. */
export interface AlertPreferences extends AlertSettings {
  spoilerFree: boolean;
  teams: { league: 'MLB' | 'NHL'; id: number }[];
  showIds: number[];
  filmIds: string[];
  /** The streaming services the user has (ids of /v1/streaming-services). */
  serviceIds: number[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

const HOUR_MS = 3_600_000;

interface CapSlotAsked {
  userId: number;
  alertId: string;
  /** The moment of sending, in ms: the slots of the hour before it count. */
  at: number;
  cap: number;
}

/** Splits what was asked into rounds in which each user appears once (in the order asked). */
function oncePerUser<T extends { userId: number }>(asked: T[]): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<number, number>();
  for (const a of asked) {
    const round = seen.get(a.userId) ?? 0;
    seen.set(a.userId, round + 1);
    (rounds[round] ??= []).push(a);
  }
  return rounds;
}

interface DeviceRow {
  id: string;
  browser: string;
  time_zone: string;
  created_at: Date;
  last_used_at: Date | null;
}
const deviceOf = (row: DeviceRow): PushSubscriptionInfo => ({
  id: Number(row.id),
  browser: row.browser,
  timeZone: row.time_zone,
  createdAt: iso(row.created_at),
  lastUsedAt: row.last_used_at && iso(row.last_used_at),
});

interface PreferencesRow {
  settings: AlertSettingsRow | null;
  spoiler_free: boolean | null;
  teams: { league: string; team_id: number }[];
  show_ids: (number | string)[];
  film_ids: string[];
  service_ids: (number | string)[];
}

/** The columns of a user's preferences, for a statement over `u` (a row with the user's `id`). */
const PREFERENCES = `
  (SELECT row_to_json(s) FROM user_alert_settings s WHERE s.user_id = u.id) AS settings,
  (SELECT spoiler_free FROM user_watching_settings WHERE user_id = u.id) AS spoiler_free,
  (SELECT coalesce(json_agg(json_build_object('league', league, 'team_id', team_id)), '[]'::json)
     FROM user_teams WHERE user_id = u.id) AS teams,
  ARRAY(SELECT show_id FROM user_shows WHERE user_id = u.id) AS show_ids,
  ARRAY(SELECT film_id FROM user_watchlist_films WHERE user_id = u.id AND seen_at IS NULL) AS film_ids,
  ARRAY(SELECT service_id FROM user_streaming_services WHERE user_id = u.id) AS service_ids`;

const preferencesOf = (row: PreferencesRow): AlertPreferences => ({
  ...alertSettingsOf(row.settings ?? undefined),
  spoilerFree: row.spoiler_free ?? false,
  teams: row.teams.map((t) => ({ league: t.league.toUpperCase() as 'MLB' | 'NHL', id: Number(t.team_id) })),
  showIds: row.show_ids.map(Number),
  filmIds: row.film_ids,
  serviceIds: row.service_ids.map(Number),
});

/**
 * The column of a user's devices (a statement over `u`, a row with the user's `id`), the most
 * recently subscribed first: what an alert is sent to, and the first one's zone is the user's.
 */
const TARGETS = `
  (SELECT coalesce(json_agg(d ORDER BY d.created_at DESC, d.id DESC), '[]'::json)
     FROM (SELECT id, endpoint, p256dh, auth, time_zone, created_at FROM push_subscriptions WHERE user_id = u.id) d
  ) AS targets`;

interface TargetRow {
  id: number | string;
  endpoint: string;
  p256dh: string;
  auth: string;
  time_zone: string;
}

const targetOf = (r: TargetRow) => ({
  id: Number(r.id),
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  timeZone: r.time_zone,
});

/** The devices, settings and sent alerts of each user (push_subscriptions, user_alert_settings, sent_alerts). */
export class AlertsRepository {
  constructor(private readonly db: Database) {}

  /** Keeps a device's subscription for the user; an endpoint subscribed before (by anyone) becomes this one. */
  async subscribe(userId: number, input: SubscriptionInput): Promise<PushSubscriptionInfo> {
    const { rows } = await this.db.query<DeviceRow>(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, browser, time_zone)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         browser = EXCLUDED.browser, time_zone = EXCLUDED.time_zone, created_at = now(), last_used_at = NULL
       RETURNING id, browser, time_zone, created_at, last_used_at`,
      [userId, input.endpoint, input.p256dh, input.auth, input.browser, input.timeZone],
    );
    return deviceOf(rows[0]!);
  }

  async subscriptionCount(userId: number): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM push_subscriptions WHERE user_id = $1',
      [userId],
    );
    return Number(rows[0]!.n);
  }

  async listSubscriptions(userId: number): Promise<PushSubscriptionInfo[]> {
    const { rows } = await this.db.query<DeviceRow>(
      'SELECT id, browser, time_zone, created_at, last_used_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    );
    return rows.map(deviceOf);
  }

  async unsubscribe(userId: number, id: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ]);
    return rowCount > 0;
  }

  /** A subscription its push service says is gone. */
  async forgetSubscription(id: number): Promise<void> {
    await this.db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
  }

  /** Users with at least one device: those alerts are planned for. */
  async subscribedUsers(): Promise<number[]> {
    const { rows } = await this.db.query<{ user_id: string }>(
      'SELECT DISTINCT user_id FROM push_subscriptions ORDER BY user_id',
    );
    return rows.map((r) => Number(r.user_id));
  }

  async settings(userId: number): Promise<AlertSettings> {
    const { rows } = await this.db.query<AlertSettingsRow>('SELECT * FROM user_alert_settings WHERE user_id = $1', [
      userId,
    ]);
    return alertSettingsOf(rows[0]);
  }

  async changeSettings(userId: number, settings: AlertSettings): Promise<AlertSettings> {
    const quiet = settings.quietHours;
    const { rows } = await this.db.query<AlertSettingsRow>(
      `INSERT INTO user_alert_settings (user_id, game_start, game_final, episode_tonight, film_on_tv, lead_minutes, quiet_start, quiet_end,
         episode_streaming, film_streaming, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (user_id) DO UPDATE SET game_start = $2, game_final = $3, episode_tonight = $4, film_on_tv = $5,
         lead_minutes = $6, quiet_start = $7, quiet_end = $8, episode_streaming = $9, film_streaming = $10, updated_at = now()
       RETURNING *`,
      [
        userId,
        settings.gameStart,
        settings.gameFinal,
        settings.episodeTonight,
        settings.filmOnTv,
        settings.leadMinutes,
        quiet ? minutesOf(quiet.start) : null,
        quiet ? minutesOf(quiet.end) : null,
        settings.episodeStreaming,
        settings.filmStreaming,
      ],
    );
    return alertSettingsOf(rows[0]);
  }

  /**
   * What planning a user's alerts reads, in one statement: the user's devices (the newest first:
   * its zone is the user's; none, and nothing is planned) and preferences.
   */
  async planningFacts(userId: number): Promise<{ targets: StoredSubscription[]; prefs: AlertPreferences }> {
    const { rows } = await this.db.query<PreferencesRow & { targets: TargetRow[] }>(
      `SELECT ${TARGETS}, ${PREFERENCES} FROM (SELECT $1::bigint AS id) u`,
      [userId],
    );
    const row = rows[0]!;
    return { targets: row.targets.map(targetOf), prefs: preferencesOf(row) };
  }

  /**
   * What sending an alert reads (the database's work is most of an alert's cost): whether it was
   * sent already, the user's devices (the newest first) and preferences. The alerts sent together
   * read theirs in one statement, planned once (`Gathered`).
   */
  sendingFacts(userId: number, alertId: string): Promise<SendingFacts> {
    return this.sendingFactsTogether.call({ userId, alertId });
  }

  private readonly sendingFactsTogether = new Gathered<{ userId: number; alertId: string }, SendingFacts>(
    async (asked) => {
      const { rows } = await this.db.query<PreferencesRow & { sent: boolean; targets: TargetRow[] }>(
        `SELECT EXISTS (SELECT 1 FROM sent_alerts WHERE user_id = u.id AND alert_id = u.alert_id) AS sent, ${TARGETS}, ${PREFERENCES}
           FROM unnest($1::bigint[], $2::text[]) WITH ORDINALITY AS u(id, alert_id, n)
          ORDER BY u.n`,
        [asked.map((a) => a.userId), asked.map((a) => a.alertId)],
      );
      return rows.map((row) => ({ sent: row.sent, targets: row.targets.map(targetOf), prefs: preferencesOf(row) }));
    },
  );

  /**
   * Notes the services a film streams on now, and answers when each of them arrived: absent for
   * one it was on at the first look (no arrival), the moment of the look that first saw it else.
   */
  async noteFilmStreaming(filmId: string, serviceIds: number[], at: Date): Promise<Map<number, Date>> {
    return this.db.transaction(async (tx) => {
      const seen = await tx.query<{ service_ids: number[] }>(
        'SELECT service_ids FROM film_streaming_seen WHERE film_id = $1 FOR UPDATE',
        [filmId],
      );
      const before = seen.rows[0] && new Set(seen.rows[0].service_ids.map(Number));
      const arriving = before ? serviceIds.filter((id) => !before.has(id)) : [];
      // A service that left and came back arrives again.
      await tx.query(
        `DELETE FROM film_streaming_arrivals WHERE film_id = $1 AND NOT (service_id = ANY($2::integer[]))`,
        [filmId, serviceIds],
      );
      for (const id of arriving)
        await tx.query(
          `INSERT INTO film_streaming_arrivals (film_id, service_id, arrived_at) VALUES ($1, $2, $3)
           ON CONFLICT (film_id, service_id) DO NOTHING`,
          [filmId, id, at],
        );
      await tx.query(
        `INSERT INTO film_streaming_seen (film_id, service_ids, looked_at) VALUES ($1, $2::integer[], $3)
         ON CONFLICT (film_id) DO UPDATE SET service_ids = EXCLUDED.service_ids, looked_at = EXCLUDED.looked_at`,
        [filmId, serviceIds, at],
      );
      const { rows } = await tx.query<{ service_id: number; arrived_at: Date }>(
        'SELECT service_id, arrived_at FROM film_streaming_arrivals WHERE film_id = $1',
        [filmId],
      );
      return new Map(rows.map((r) => [Number(r.service_id), new Date(r.arrived_at)]));
    });
  }

  /** Of these alerts of the user's, those sent already (one statement for a user's plan). */
  async sentAmong(userId: number, alertIds: string[]): Promise<Set<string>> {
    if (alertIds.length === 0) return new Set();
    const { rows } = await this.db.query<{ alert_id: string }>(
      'SELECT alert_id FROM sent_alerts WHERE user_id = $1 AND alert_id = ANY($2::text[])',
      [userId, alertIds],
    );
    return new Set(rows.map((r) => r.alert_id));
  }

  /**
   * Takes one of the user's `cap` slots of the hour before `at` for this alert; answers false when
   * every slot is taken (or the account is gone). ON CONFLICT DO UPDATE locks the user's row and
   * decides on its newest version, so two instances sending for the user at once cannot both take
   * the last slot. An alert that holds a slot keeps it; older slots are cleared. The alerts sent
   * together ask in one statement, each user once in it (a user's second alert asks in the next).
   */
  takeCapSlot(userId: number, alertId: string, at: Date, cap: number): Promise<boolean> {
    return this.capSlotsTogether.call({ userId, alertId, at: at.getTime(), cap });
  }

  // The users' rows are locked in the order of their ids, as every instance's batches lock them,
  // so two instances' batches wait for one another rather than deadlock.
  private readonly capSlotsTogether = new Gathered<CapSlotAsked, boolean>(async (asked) => {
    const taken = new Set<CapSlotAsked>();
    for (const round of oncePerUser(asked)) {
      const { rows } = await this.db.query<{ user_id: string }>(
        `WITH asked AS (
           SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::int[]) AS a(user_id, alert_id, at, cap)
         )
         INSERT INTO alert_caps AS c (user_id, slots)
         SELECT a.user_id, jsonb_build_object(a.alert_id, a.at) FROM asked a WHERE EXISTS (SELECT 1 FROM users WHERE id = a.user_id)
          ORDER BY a.user_id
         ON CONFLICT (user_id) DO UPDATE
            SET slots = (SELECT (SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
                                   FROM jsonb_each(c.slots) WHERE key <> a.alert_id AND value::numeric > a.at - ${HOUR_MS})
                                || jsonb_build_object(a.alert_id,
                                     CASE WHEN (c.slots ->> a.alert_id)::numeric > a.at - ${HOUR_MS} THEN c.slots -> a.alert_id ELSE to_jsonb(a.at) END)
                           FROM asked a WHERE a.user_id = c.user_id)
          WHERE EXISTS (SELECT 1 FROM asked a WHERE a.user_id = c.user_id
                          AND ((c.slots ->> a.alert_id)::numeric > a.at - ${HOUR_MS}
                               OR (SELECT count(*) FROM jsonb_each(c.slots) WHERE value::numeric > a.at - ${HOUR_MS}) < a.cap))
         RETURNING c.user_id`,
        [round.map((a) => a.userId), round.map((a) => a.alertId), round.map((a) => a.at), round.map((a) => a.cap)],
      );
      const users = new Set(rows.map((r) => Number(r.user_id)));
      for (const a of round) if (users.has(a.userId)) taken.add(a);
    }
    return asked.map((a) => taken.has(a));
  });

  /** An alert no device took gives its slot back (it is tried again, or was not sent at all). */
  async giveBackCapSlot(userId: number, alertId: string): Promise<void> {
    await this.db.query('UPDATE alert_caps SET slots = slots - $2::text WHERE user_id = $1', [userId, alertId]);
  }

  /**
   * Written after the push, with the devices that took it marked as used: a crash before it sends
   * the alert again (same tag), never loses it. Alerts sent together are written together.
   */
  recordSent(userId: number, alert: Omit<SentAlert, 'sentAt'>, at: Date, deviceIds: number[]): Promise<void> {
    return this.sentTogether.call({ userId, alert, at, deviceIds });
  }

  private readonly sentTogether = new Gathered<
    { userId: number; alert: Omit<SentAlert, 'sentAt'>; at: Date; deviceIds: number[] },
    void
  >(async (sent) => {
    const devices = sent.flatMap(({ at, deviceIds }) => deviceIds.map((id) => ({ id, at: at.toISOString() })));
    await this.db.query(
      `WITH devices AS (
         SELECT id, max(at) AS at FROM unnest($8::bigint[], $9::timestamptz[]) AS d(id, at) GROUP BY id
       ),
       -- Locked in the order of their ids, as every instance's batches lock them: two batches
       -- with devices in common wait for one another rather than deadlock.
       locked AS (
         SELECT id FROM push_subscriptions WHERE id IN (SELECT id FROM devices) ORDER BY id FOR UPDATE
       ),
       used AS (
         UPDATE push_subscriptions p SET last_used_at = d.at
           FROM devices d JOIN locked l ON l.id = d.id
          WHERE p.id = d.id
       )
       INSERT INTO sent_alerts (user_id, alert_id, kind, title, body, url, sent_at)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
       ON CONFLICT (user_id, alert_id) DO NOTHING`,
      [
        sent.map((s) => s.userId),
        sent.map((s) => s.alert.id),
        sent.map((s) => s.alert.kind),
        sent.map((s) => s.alert.title),
        sent.map((s) => s.alert.body),
        sent.map((s) => s.alert.url),
        sent.map((s) => s.at.toISOString()),
        devices.map((d) => d.id),
        devices.map((d) => d.at),
      ],
    );
    return sent.map(() => undefined);
  });

  async sentAlerts(userId: number, since: Date): Promise<SentAlert[]> {
    const { rows } = await this.db.query<{
      alert_id: string;
      kind: AlertKind;
      title: string;
      body: string;
      url: string;
      sent_at: Date;
    }>(
      'SELECT alert_id, kind, title, body, url, sent_at FROM sent_alerts WHERE user_id = $1 AND sent_at > $2 ORDER BY sent_at DESC, alert_id',
      [userId, since],
    );
    return rows.map((r) => ({
      id: r.alert_id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      url: r.url,
      sentAt: iso(r.sent_at),
    }));
  }
}
