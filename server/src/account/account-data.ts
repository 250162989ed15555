import type { AccountExport, FavouriteLeague } from '@guide/common/account';
import type { ImportSource, ImportUnmatched } from '@guide/common/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { findTeam, type League } from '../reference/teams';
import { resetLimitKey } from './password-resets';
import { alertSettingsOf, type AlertSettingsRow } from './alert-settings';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * All an account holds, as one copy (the export) or gone at once (the deletion). Every table
 * that holds a user's rows references `users` with ON DELETE CASCADE, so deleting the user's row
 * deletes them; what holds no reference (the reset limit's row, the user's jobs) is deleted here.
 */
export class AccountData {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async export(userId: number): Promise<AccountExport | undefined> {
    const q = <Row>(sql: string) => this.db.query<Row>(sql, [userId]).then((r) => r.rows);
    const [account] = await q<{ id: string; email: string; role: 'user' | 'admin'; created_at: Date }>(
      'SELECT id, email, role, created_at FROM users WHERE id = $1',
    );
    if (!account) return undefined;
    const zips = await q<{ zip: string; created_at: Date }>(
      'SELECT zip, created_at FROM user_zipcodes WHERE user_id = $1 ORDER BY created_at, zip',
    );
    const shows = await q<{ show_id: number; created_at: Date }>(
      'SELECT show_id, created_at FROM user_shows WHERE user_id = $1 ORDER BY created_at, show_id',
    );
    const teams = await q<{ league: League; team_id: number; created_at: Date }>(
      'SELECT league, team_id, created_at FROM user_teams WHERE user_id = $1 ORDER BY created_at, league, team_id',
    );
    const [feed] = await q<{ created_at: Date }>('SELECT created_at FROM calendar_feeds WHERE user_id = $1');
    const resets = await q<{ requested_at: Date; used_at: Date | null }>(
      'SELECT requested_at, used_at FROM password_resets WHERE user_id = $1 ORDER BY requested_at',
    );
    const [lineup] = await q<{ lineup_id: string; updated_at: Date }>(
      'SELECT lineup_id, updated_at FROM user_tv_lineups WHERE user_id = $1',
    );
    const watched = await q<{ show_id: number; episode_id: number; season: number; number: number; watched_at: Date }>(
      'SELECT show_id, episode_id, season, number, watched_at FROM user_watched_episodes WHERE user_id = $1 ORDER BY show_id, season, number',
    );
    const [settings] = await q<{ spoiler_free: boolean }>(
      'SELECT spoiler_free FROM user_watching_settings WHERE user_id = $1',
    );
    const watchlist = await q<{
      film_id: string;
      title: string;
      year: number | null;
      added_at: Date;
      seen_at: Date | null;
    }>(
      'SELECT film_id, title, year, added_at, seen_at FROM user_watchlist_films WHERE user_id = $1 ORDER BY added_at, film_id',
    );
    const streaming = await q<{ service_id: number; created_at: Date }>(
      'SELECT service_id, created_at FROM user_streaming_services WHERE user_id = $1 ORDER BY service_id',
    );
    const imports = await q<{
      source: ImportSource;
      files: string[];
      state: string;
      created_at: Date;
      finished_at: Date | null;
      added_shows: number;
      added_episodes: number;
      added_films: number;
      preview: { unmatched?: ImportUnmatched[] };
    }>(
      `SELECT source, files, state, created_at, finished_at, added_shows, added_episodes, added_films, preview
         FROM user_imports WHERE user_id = $1 ORDER BY created_at, id`,
    );
    const devices = await q<{ browser: string; time_zone: string; created_at: Date; last_used_at: Date | null }>(
      'SELECT browser, time_zone, created_at, last_used_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id',
    );
    const [alertSettings] = await q<AlertSettingsRow>('SELECT * FROM user_alert_settings WHERE user_id = $1');
    const sentAlerts = await q<{
      alert_id: string;
      kind: string;
      title: string;
      body: string;
      url: string;
      sent_at: Date;
    }>(
      'SELECT alert_id, kind, title, body, url, sent_at FROM sent_alerts WHERE user_id = $1 ORDER BY sent_at, alert_id',
    );
    return {
      exportedAt: this.clock.now().toISOString(),
      account: { id: Number(account.id), email: account.email, role: account.role, createdAt: iso(account.created_at) },
      zipcodes: zips.map((z) => ({ zip: z.zip, savedAt: iso(z.created_at) })),
      shows: shows.map((s) => ({ id: s.show_id, savedAt: iso(s.created_at) })),
      teams: teams.map((t) => ({
        league: t.league.toLowerCase() as FavouriteLeague,
        id: t.team_id,
        name: findTeam(t.league, t.team_id)?.name ?? `Team ${t.team_id}`,
        savedAt: iso(t.created_at),
      })),
      calendarFeed: feed ? { createdAt: iso(feed.created_at) } : null,
      passwordResets: resets.map((r) => ({ requestedAt: iso(r.requested_at), usedAt: r.used_at && iso(r.used_at) })),
      tvLineup: lineup ? { id: lineup.lineup_id, savedAt: iso(lineup.updated_at) } : null,
      watchedEpisodes: watched.map((w) => ({
        showId: w.show_id,
        episodeId: w.episode_id,
        season: w.season,
        number: w.number,
        watchedAt: iso(w.watched_at),
      })),
      spoilerFree: settings?.spoiler_free ?? false,
      watchlist: watchlist.map((w) => ({
        filmId: w.film_id,
        title: w.title,
        year: w.year,
        addedAt: iso(w.added_at),
        seenAt: w.seen_at && iso(w.seen_at),
      })),
      streamingServices: streaming.map((s) => ({ id: Number(s.service_id), savedAt: iso(s.created_at) })),
      imports: imports.map((i) => ({
        source: i.source,
        files: i.files,
        state: i.state,
        createdAt: iso(i.created_at),
        finishedAt: i.finished_at && iso(i.finished_at),
        added: i.state === 'done' ? { shows: i.added_shows, episodes: i.added_episodes, films: i.added_films } : null,
        unmatched: i.preview.unmatched ?? [],
      })),
      pushSubscriptions: devices.map((d) => ({
        browser: d.browser,
        timeZone: d.time_zone,
        createdAt: iso(d.created_at),
        lastUsedAt: d.last_used_at && iso(d.last_used_at),
      })),
      alertSettings: alertSettingsOf(alertSettings),
      sentAlerts: sentAlerts.map((a) => ({
        id: a.alert_id,
        kind: a.kind,
        title: a.title,
        body: a.body,
        url: a.url,
        sentAt: iso(a.sent_at),
      })),
    };
  }

  /** Deletes the account and everything it holds; false when it was gone already. */
  async delete(userId: number, email: string): Promise<boolean> {
    const deleted = await this.db.transaction(async (tx) => {
      const { rowCount } = await tx.query('DELETE FROM users WHERE id = $1', [userId]);
      await tx.query('DELETE FROM rate_limit_hits WHERE key = $1', [resetLimitKey(email)]);
      return rowCount > 0;
    });
    // After the user's row: a job about it that starts meanwhile finds nothing to do.
    await this.jobs.forgetUser(userId);
    return deleted;
  }
}
