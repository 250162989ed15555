import { useState, type FormEvent } from 'react';
import type { AlertSettings } from '@guide/common/contract';
import { failureText, LoadFailure } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { Link } from '../../lib/router';
import * as paths from '../../paths';
import { ALERT_KINDS } from './alert-kinds';
import { browserCannotPush, useAlertDevices, useAlertSettings } from './alerts-api';
import './alerts.css';

/** The account's alerts: whether the server sends them (and why not), this account's devices, and what to be alerted of. */
export function AlertsSection() {
  const { key, devices, subscribe, remove } = useAlertDevices();
  const cannot = browserCannotPush();
  return (
    <section className="section alerts-section" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">Alerts</h2>
      {key.isPending && <LoadingDots />}
      {key.isError && <LoadFailure retry={key}>Unable to tell whether alerts are on.</LoadFailure>}
      {key.data && !key.data.enabled && <p className="flash flash-info">{key.data.reason}</p>}
      {key.data?.enabled && (
        <>
          <p className="muted">
            Notifications on your phone or computer: your teams’ games, your shows tonight or out on your services,
            films on your watchlist on TV or arriving on your services. Those sent are on{' '}
            <Link to={paths.alerts}>your alerts</Link>.
          </p>
          <p>
            <button
              type="button"
              className="primary"
              aria-disabled={subscribe.isPending || cannot !== null}
              onClick={() => !subscribe.isPending && cannot === null && subscribe.mutate()}
            >
              {subscribe.isPending ? 'Turning alerts on…' : 'Get alerts on this device'}
            </button>
          </p>
          {cannot && <p className="muted">{cannot}</p>}
          <p role="status" className="muted">
            {subscribe.isSuccess ? 'Alerts are on for this device.' : ''}
          </p>
          {subscribe.isError && (
            <p className="flash flash-warning" role="alert">
              {failureText(subscribe.error)}
            </p>
          )}
          <h3 id="alert-devices-heading">Your devices</h3>
          {devices.isPending && <LoadingDots />}
          {devices.isError && <LoadFailure retry={devices}>Unable to load your devices.</LoadFailure>}
          {devices.data && devices.data.subscriptions.length === 0 && (
            <p className="muted">No device gets alerts yet.</p>
          )}
          {devices.data && devices.data.subscriptions.length > 0 && (
            <ul className="alert-devices" aria-labelledby="alert-devices-heading">
              {devices.data.subscriptions.map((device) => (
                <li key={device.id}>
                  <span>
                    <strong>{device.browser}</strong>{' '}
                    <span className="muted">
                      {device.lastUsedAt
                        ? `last alert ${new Date(device.lastUsedAt).toLocaleString()}`
                        : `added ${new Date(device.createdAt).toLocaleDateString()}`}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="small"
                    aria-label={`Remove ${device.browser}`}
                    aria-disabled={remove.isPending}
                    onClick={() => !remove.isPending && remove.mutate(device.id)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          {remove.isError && (
            <p className="flash flash-warning" role="alert">
              The device could not be removed. {failureText(remove.error)}
            </p>
          )}
          <AlertSettingsForm />
        </>
      )}
    </section>
  );
}

function AlertSettingsForm() {
  const { settings, change } = useAlertSettings();
  // The viewer's edits, over the saved settings until saved.
  const [edited, setDraft] = useState<AlertSettings | null>(null);
  const draft = edited ?? settings.data;
  if (settings.isError) return <LoadFailure retry={settings}>Unable to load your alert settings.</LoadFailure>;
  if (!draft) return <LoadingDots />;
  const quiet = draft.quietHours;
  const quietProblem = quiet && (!quiet.start || !quiet.end) ? 'Give quiet hours a start and an end.' : null;
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!quietProblem) change.mutate(draft, { onSuccess: () => setDraft(null) });
  };
  return (
    <form className="alert-settings" onSubmit={save} noValidate>
      <fieldset>
        <legend>Alert me when</legend>
        {ALERT_KINDS.map(({ key, label }) => (
          <label key={key} className="checkbox-row">
            <input
              type="checkbox"
              checked={draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor="alert-lead">Minutes before a game starts</label>
      <input
        id="alert-lead"
        type="number"
        min={5}
        max={120}
        value={draft.leadMinutes}
        onChange={(event) => setDraft({ ...draft, leadMinutes: Number(event.target.value) })}
      />
      <fieldset>
        <legend>Quiet hours</legend>
        <label className="checkbox-row">
          <input
            type="checkbox"
            checked={quiet !== null}
            onChange={(event) =>
              setDraft({ ...draft, quietHours: event.target.checked ? { start: '22:00', end: '07:00' } : null })
            }
          />{' '}
          No alerts at night (held until the end, or dropped when too late by then)
        </label>
        {quiet && (
          <div className="quiet-hours">
            {(['start', 'end'] as const).map((end) => (
              <label key={end}>
                {end === 'start' ? 'From' : 'to'}{' '}
                <input
                  type="time"
                  value={quiet[end]}
                  aria-invalid={quietProblem !== null}
                  aria-describedby={quietProblem ? 'quiet-problem' : undefined}
                  onChange={(event) => setDraft({ ...draft, quietHours: { ...quiet, [end]: event.target.value } })}
                />
              </label>
            ))}
          </div>
        )}
        {quietProblem && (
          <p id="quiet-problem" className="field-error">
            {quietProblem}
          </p>
        )}
      </fieldset>
      <button type="submit" aria-disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Save alert settings'}
      </button>
      <p role="status" className="muted">
        {change.isSuccess ? 'Alert settings saved.' : ''}
      </p>
      {change.isError && (
        <p className="flash flash-warning" role="alert">
          {failureText(change.error)}
        </p>
      )}
    </form>
  );
}
