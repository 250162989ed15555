import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ZIP_FORM_MESSAGE, cinemaZip, isValidZipInput } from '@guide/common/zip';
import { SignInHint } from '../../components/SignInHint';
import { saveZipFailure, ZipField } from '../../components/ZipField';
import { focusSoon } from '../../lib/focus';
import { ApiError } from '../../lib/api';
import { useFlash } from '../../lib/flash';
import { useSession } from '../../lib/session';
import { useSavedItemMutation, useUserData } from '../../lib/user-data-api';
import { usePlace } from './cinema-api';

/** The form's controls that can keep the focus when the form starts afresh. */
export type ZipControl = 'submit' | 'saved' | 'input';

interface ZipFormProps {
  zip: string | null;
  onChoose(zip: string, from: ZipControl): void;
  onClear(): void;
  /** The control that was used when the parent started the form afresh: it gets the focus back. */
  refocus?: ZipControl | null;
}

/**
 * The zip code form (spec sections 4 and 5). The parent keys it by the chosen zip, so picking
 * a saved zip or clearing starts the form afresh.
 */
export function ZipForm({ zip, onChoose, onClear, refocus = null }: ZipFormProps) {
  const [draft, setDraft] = useState(zip ?? '');
  const [invalid, setInvalid] = useState(false);
  const session = useSession();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refocus)
      focusSoon(() =>
        bar.current?.querySelector<HTMLElement>(
          refocus === 'input' ? 'input[name="zip"]' : `[data-control="${refocus}"]`,
        ),
      );
  }, [refocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!isValidZipInput(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChoose(value, 'submit');
  };

  return (
    <div className="zip-bar" ref={bar}>
      <form className="inline-form zip-form" onSubmit={submit} noValidate>
        <ZipField label="Zip code" value={draft} onChange={setDraft} error={invalid ? ZIP_FORM_MESSAGE : undefined}>
          <button type="submit" className="primary" data-control="submit">
            Get movies
          </button>
          {zip !== null && (
            <button type="button" onClick={onClear}>
              Clear
            </button>
          )}
        </ZipField>
      </form>
      {zip !== null && <PlaceName zip={zip} />}
      {session ? (
        <SavedZips zip={zip} onChoose={onChoose} />
      ) : (
        zip !== null && <SignInHint>to save zip codes and see the next showings near them on Tonight.</SignInHint>
      )}
    </div>
  );
}

/** Where the listings are for: the city and state of the zip the cinema really uses. */
function PlaceName({ zip }: { zip: string }) {
  const used = cinemaZip(zip);
  const place = usePlace(used);
  // Five digits that are no zip code are said once, by the listings; a failed look-up (the
  // server or its provider) only leaves the city out: it is never the viewer's mistake.
  if (place.error instanceof ApiError && place.error.status === 404) return null;
  const where = place.data ? `${place.data.city}, ${place.data.state}` : '';
  return (
    <p className="zip-place" aria-live="polite">
      Showtimes near <strong>{used}</strong>
      {where && ` · ${where}`}
      {used !== zip && <span className="muted"> (used in place of {zip})</span>}
    </p>
  );
}

/** A logged-in user's saved zips to pick from, and a button saving the current one. */
function SavedZips({ zip, onChoose }: { zip: string | null; onChoose(zip: string, from: ZipControl): void }) {
  const id = useId();
  const userData = useUserData();
  const addZip = useSavedItemMutation('zip', 'add');
  const { flash } = useFlash();
  const saved = userData.data?.zipcodes ?? [];

  const alreadySaved = zip !== null && saved.includes(cinemaZip(zip));
  const save = () => {
    if (zip === null || alreadySaved || addZip.isPending) return;
    const value = cinemaZip(zip);
    addZip.mutate(value, {
      onSuccess: () => flash(`Zip ${value} saved`, 'info'),
      onError: (error) => flash(saveZipFailure(error, value), 'warning'),
    });
  };

  return (
    <div className="saved-zips inline-row">
      {saved.length > 0 && (
        <>
          <label htmlFor={`${id}-saved`}>Saved zip codes</label>
          <select
            id={`${id}-saved`}
            data-control="saved"
            value={zip !== null && saved.includes(zip) ? zip : ''}
            onChange={(e) => e.target.value && onChoose(e.target.value, 'saved')}
          >
            <option value="">Pick a saved zip</option>
            {saved.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </>
      )}
      {zip !== null && (
        // aria-disabled, not disabled: a button that disables itself under the pointer or the keyboard would drop the focus.
        <button
          type="button"
          className="small"
          onClick={save}
          aria-disabled={alreadySaved || addZip.isPending}
          aria-describedby={alreadySaved ? `${id}-saved-note` : undefined}
        >
          Save zip
        </button>
      )}
      {alreadySaved && (
        <span id={`${id}-saved-note`} className="muted">
          Saved <span aria-hidden="true">✓</span>
        </span>
      )}
    </div>
  );
}
