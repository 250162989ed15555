import type { TvLineupType } from '@guide/common/tv';
import { isValidZipInput, ZIP_FORM_MESSAGE } from '@guide/common/zip';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { Link } from '../../lib/router';
import { useLineupChoice } from './lineup-choice';
import { useTvLineup, useTvLineups } from './tv-api';

const TYPES: { value: TvLineupType | ''; label: string }[] = [
  { value: '', label: 'Any' },
  { value: 'broadcast', label: 'Broadcast (antenna)' },
  { value: 'cable', label: 'Cable' },
  { value: 'satellite', label: 'Satellite' },
];

/**
 * Whose channels the grid shows: the line-up in the address (or the guide's own), and a form to
 * find the viewer's own by zip code and kind of provider. A line-up chosen is a link (the page for
 * it can be kept and shared) and is remembered on this device and, logged in, in the account.
 */
export function LineupPicker() {
  const { lineup, hrefFor, choose } = useLineupChoice();
  const current = useTvLineup(lineup);
  const [zipText, setZipText] = useState('');
  const [type, setType] = useState<TvLineupType | ''>('');
  const [asked, setAsked] = useState<{ zip: string; type: TvLineupType | '' } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useTvLineups(asked?.zip ?? null, asked?.type ?? '');
  const zipId = useId();
  const typeId = useId();
  const problemId = useId();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const zip = zipText.trim();
    if (!isValidZipInput(zip)) {
      setProblem(ZIP_FORM_MESSAGE);
      return;
    }
    setProblem(null);
    setAsked({ zip, type });
  };

  // A zip the server refuses or knows nowhere is the viewer's to fix; anything else is ours.
  const failure =
    found.error instanceof ApiError && found.error.status >= 400 && found.error.status < 500
      ? found.error.message
      : found.isError
        ? 'The line-ups could not be loaded just now. Please try again.'
        : null;
  const fieldProblem =
    problem ?? (failure && found.error instanceof ApiError && found.error.status < 500 ? failure : null);

  const name = lineup
    ? (current.data?.name ?? (current.isError ? 'Unknown line-up' : '…'))
    : 'All channels the guide lists';
  return (
    <details className="lineup-picker">
      <summary>
        <span className="lineup-label">Line-up:</span> <span className="lineup-name">{name}</span>
        {current.data?.location && <span className="lineup-location"> · {current.data.location}</span>}{' '}
        <span className="lineup-change">Change</span>
      </summary>
      <form className="lineup-form" onSubmit={find} noValidate>
        <div className="lineup-field">
          <label htmlFor={zipId}>Your zip code</label>
          <input
            id={zipId}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zipText}
            onChange={(e) => setZipText(e.target.value)}
            aria-invalid={fieldProblem ? true : undefined}
            aria-describedby={fieldProblem ? problemId : undefined}
          />
          {fieldProblem && (
            <p id={problemId} className="field-error">
              {fieldProblem}
            </p>
          )}
        </div>
        <div className="lineup-field">
          <label htmlFor={typeId}>Provider</label>
          <select id={typeId} value={type} onChange={(e) => setType(e.target.value as TvLineupType | '')}>
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Find line-ups</button>
      </form>
      {found.isFetching && <p className="lineup-status">Looking for line-ups…</p>}
      {failure && !fieldProblem && (
        <p className="lineup-status" role="alert">
          {failure}
        </p>
      )}
      {found.data && (
        <>
          {found.data.lineups.length === 0 ? (
            <p className="lineup-status">No line-ups of that kind at {found.data.zip}.</p>
          ) : (
            <ul className="lineup-list" aria-label={`Line-ups at ${found.data.zip}`}>
              {found.data.lineups.map((l) => (
                <li key={l.id}>
                  <Link
                    to={hrefFor(l.id)}
                    aria-current={l.id === lineup ? 'true' : undefined}
                    onClick={() => choose(l.id)}
                  >
                    {l.name}
                  </Link>{' '}
                  <span className="lineup-kind">{TYPES.find((t) => t.value === l.type)?.label}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {lineup && (
        <p className="lineup-status">
          <Link to={hrefFor(null)} onClick={() => choose(null)}>
            Show all channels the guide lists
          </Link>
        </p>
      )}
    </details>
  );
}
