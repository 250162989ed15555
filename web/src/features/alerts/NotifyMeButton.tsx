import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { failureText } from '../../components/LoadFailure';
import { href, Link, useLocation } from '../../lib/router';
import { useToken } from '../../lib/session';
import * as paths from '../../paths';
import { ALERT_KINDS, type AlertSwitch } from './alert-kinds';
import { browserCannotPush, useAlertDevices, useAlertSettings } from './alerts-api';
import './alerts.css';
import { ToggleIcon } from '../../components/ToggleIcon';

const BELL = 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0';

/** What a page's Notify me is about: a team, a show or a film, and how the viewer follows it. */
export interface NotifyTopic {
  /** The page's subject, for labels: "Maple Leafs", "Harbor Watch". */
  name: string;
  /** The switches of the alerts following it brings. */
  kinds: readonly AlertSwitch[];
  /** Whether the viewer follows it (follows the team or show, keeps the film); undefined until known. */
  following: boolean | undefined;
  /** Follows it, or stops following it: its alerts come with following. */
  follow: (on: boolean) => Promise<unknown>;
}

/**
 * "Notify me" on a team's, a show's or a film's page. A visitor is led to the login; a viewer
 * without alerts follows the subject and turns alerts on for this device (as on the account
 * page); with alerts on, it toggles following and says which alerts that brings, and which of
 * them are switched off. Nothing when the server sends no alerts.
 */
export function NotifyMeButton({ topic }: { topic: NotifyTopic }) {
  const token = useToken();
  const { key, devices, subscribe } = useAlertDevices();
  const { settings } = useAlertSettings();
  const change = useMutation({ mutationFn: topic.follow });
  const { pathname, search } = useLocation();
  const describedBy = useId();
  if (!key.data?.enabled) return null;
  if (!token)
    return (
      <Link
        className="toggle-pill notify-me"
        to={href(paths.login, { next: pathname + search })}
        aria-label={`Notify me about ${topic.name} (log in first)`}
      >
        <ToggleIcon path={BELL} filled={false} />
        Notify me
      </Link>
    );
  if (!devices.data || topic.following === undefined) return null;
  const cannot = browserCannotPush();
  const busy = subscribe.isPending || change.isPending;
  const failure = (subscribe.isError || change.isError) && (
    <span className="flash flash-warning" role="alert">
      {failureText(subscribe.error ?? change.error)}
    </span>
  );
  if (devices.data.subscriptions.length === 0 && !subscribe.isSuccess) {
    const notify = async () => {
      if (!topic.following) await change.mutateAsync(true).catch(() => undefined);
      subscribe.mutate();
    };
    return (
      <span className="notify-me-bar">
        <button
          type="button"
          className="toggle-pill notify-me"
          aria-describedby={describedBy}
          aria-disabled={busy || cannot !== null}
          onClick={() => !busy && cannot === null && void notify()}
        >
          <ToggleIcon path={BELL} filled={false} />
          {busy ? 'Turning alerts on…' : 'Notify me'}
        </button>
        <span id={describedBy} className="muted notify-me-note">
          {cannot ?? 'Turns alerts on for this device.'}
        </span>
        {failure}
      </span>
    );
  }
  const following = topic.following === true;
  const kinds = ALERT_KINDS.filter((k) => topic.kinds.includes(k.key));
  return (
    <span className="notify-me-bar">
      <button
        type="button"
        className="toggle-pill notify-me"
        aria-pressed={following}
        aria-describedby={describedBy}
        aria-disabled={busy}
        onClick={() => !busy && change.mutate(!topic.following)}
      >
        <ToggleIcon path={BELL} filled={following} />
        {following ? 'Notifying you' : 'Notify me'}
      </button>
      <span id={describedBy} className="muted notify-me-note">
        {following ? 'Your alerts about it: ' : 'Alerts it would bring: '}
        {kinds.map((k, i) => (
          <span key={k.key}>
            {i > 0 && '; '}
            {k.label.replace(/^./, (c) => c.toLowerCase())}
            {settings.data?.[k.key] === false && ' (switched off)'}
          </span>
        ))}
        . <Link to={paths.account}>Alert settings</Link>
      </span>
      <span role="status" className="visually-hidden">
        {subscribe.isSuccess ? 'Alerts are on for this device.' : ''}
      </span>
      {failure}
    </span>
  );
}
