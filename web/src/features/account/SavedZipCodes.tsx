import { useId, useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_ZIP_MESSAGE, isFiveDigitZip } from '@guide/common/zip';
import { Flash } from '../../components/FlashMessages';
import { saveZipFailure, ZipField } from '../../components/ZipField';
import { useFlash } from '../../lib/flash';
import { focusSoon } from '../../lib/focus';
import { useSavedItemMutation } from '../../lib/user-data-api';

/** The account page's saved zip codes: each with Forget (the account page's one word for taking a thing off a list), and a form to add one. */
export function SavedZipCodes({ zipcodes }: { zipcodes: string[] }) {
  const { flash } = useFlash();
  const addZip = useSavedItemMutation('zip', 'add');
  const deleteZip = useSavedItemMutation('zip', 'delete');
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const section = useRef<HTMLElement>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const zip = draft.trim();
    if (!isFiveDigitZip(zip)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (addZip.isPending) return;
    addZip.mutate(zip, {
      onSuccess: () => setDraft(''),
      onError: (error) => flash(saveZipFailure(error, zip), 'warning'),
    });
  };

  const remove = (zip: string) => {
    if (deleteZip.isPending) return;
    const index = zipcodes.indexOf(zip);
    deleteZip.mutate(zip, {
      onSuccess: () => {
        flash(`Zip ${zip} removed`, 'info');
        // The row is gone: focus the Forget button that took its place, else the list's heading.
        focusSoon(() => {
          const buttons = section.current?.querySelectorAll<HTMLElement>('.saved-list button');
          return buttons?.[Math.min(index, buttons.length - 1)] ?? section.current?.querySelector('h2');
        });
      },
      onError: (error) => flash(`Error: ${error.message}`, 'warning'),
    });
  };

  return (
    <section className="section" aria-labelledby={`${id}-heading`} ref={section}>
      <h2 id={`${id}-heading`}>Saved zip codes</h2>
      {zipcodes.length === 0 ? (
        <Flash status="info">No saved zip codes. Add one.</Flash>
      ) : (
        <ul className="saved-list">
          {zipcodes.map((zip) => (
            <li key={zip}>
              <span className="zip">{zip}</span>
              <button
                type="button"
                className="small"
                onClick={() => remove(zip)}
                aria-disabled={deleteZip.isPending}
                aria-label={`Forget zip ${zip}`}
              >
                Forget
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="inline-form" onSubmit={add} noValidate>
        <ZipField
          label="Add a zip code"
          value={draft}
          onChange={setDraft}
          error={invalid ? ACCOUNT_ZIP_MESSAGE : undefined}
        >
          <button type="submit" className="primary" aria-disabled={addZip.isPending}>
            Add zip
          </button>
        </ZipField>
      </form>
    </section>
  );
}
