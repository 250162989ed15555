import { useId, useState, type FormEvent } from 'react';
import { ZIP_FORM_MESSAGE, cinemaZip, isValidZipInput } from '@guide/common/zip';
import { ZipField } from '../../components/ZipField';
import { useFlash } from '../../lib/flash';
import { useSession } from '../../lib/session';
import { saveZipFailure, useSavedItemMutation, useUserData } from '../../lib/user-data';
import { usePlace } from './cinema-api';

interface ZipFormProps {
  zip: string | null;
  onChoose(zip: string): void;
  onClear(): void;
}

/**
 * The zip code form (spec sections 4 and 5). The parent keys it by the chosen zip, so picking
 * a saved zip or clearing starts the form afresh.
 */
export function ZipForm({ zip, onChoose, onClear }: ZipFormProps) {
  const [draft, setDraft] = useState(zip ?? '');
  const [invalid, setInvalid] = useState(false);
  const session = useSession();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!isValidZipInput(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChoose(value);
  };

  return (
    <div className="zip-bar">
      <form className="inline-form zip-form" onSubmit={submit} noValidate>
        <ZipField label="Zip code" value={draft} onChange={setDraft} error={invalid ? ZIP_FORM_MESSAGE : undefined}>
          <button type="submit" className="primary">
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
      {session && <SavedZips zip={zip} onChoose={onChoose} />}
    </div>
  );
}

/** Where the listings are for: the city and state of the zip the cinema really uses. */
function PlaceName({ zip }: { zip: string }) {
  const used = cinemaZip(zip);
  const place = usePlace(used);
  const where = place.data ? `${place.data.city}, ${place.data.state}` : place.isError ? 'an unknown zip code' : '';
  return (
    <p className="zip-place" aria-live="polite">
      Showtimes near <strong>{used}</strong>
      {where && ` · ${where}`}
      {used !== zip && <span className="muted"> (used in place of {zip})</span>}
    </p>
  );
}

/** A logged-in user's saved zips to pick from, and a button saving the current one. */
function SavedZips({ zip, onChoose }: { zip: string | null; onChoose(zip: string): void }) {
  const id = useId();
  const userData = useUserData();
  const addZip = useSavedItemMutation('zip', 'add');
  const { flash } = useFlash();
  const saved = userData.data?.zipcodes ?? [];

  const save = () => {
    if (zip === null) return;
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
          <select id={`${id}-saved`} value={zip !== null && saved.includes(zip) ? zip : ''} onChange={(e) => e.target.value && onChoose(e.target.value)}>
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
        <button type="button" className="small" onClick={save} disabled={addZip.isPending}>
          Save zip
        </button>
      )}
    </div>
  );
}
