import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { isValidZipInput } from '@guide/common/zip';
import { REMEMBERED_ZIP_KEY, readRememberedZip, useRememberedZip } from '../../lib/remembered-zip';
import { useUserData } from '../../lib/user-data-api';

/** The chosen zip lives in local storage and is mirrored in the query string as `zip` (spec section 4). */
const ZIP_KEY = REMEMBERED_ZIP_KEY;
const readStoredZip = readRememberedZip;

export interface ChosenZip {
  zip: string | null;
  /** True while the logged-in user's saved zips, the next place to look, are still loading. */
  pending: boolean;
  choose(zip: string): void;
  clear(): void;
}

/**
 * The zip the cinema shows: the query string's when it holds a valid one (a shared link), else
 * the stored one, else the logged-in user's first saved zip (so the cinema a login lands on shows
 * their listings at once); the one found is then written into the query string.
 */
export function useChosenZip(): ChosenZip {
  const [params, setParams] = useSearchParams();
  const urlZip = zipInQuery(params);
  // Not read during hydration: the server drew the page without the device's storage.
  const storedZip = useRememberedZip();
  // Once the viewer clears the zip, a saved one does not come straight back.
  const [cleared, setCleared] = useState(false);
  const userData = useUserData(urlZip === null && storedZip === null && !cleared);
  const savedZip = cleared ? null : (userData.data?.zipcodes[0] ?? null);
  const fallback = storedZip ?? savedZip;
  const zip = urlZip ?? fallback;
  const pending = zip === null && !cleared && userData.isLoading;

  useEffect(() => {
    if (urlZip !== null) {
      if (urlZip !== readStoredZip()) localStorage.setItem(ZIP_KEY, urlZip);
    } else if (fallback !== null) {
      setParams((p) => withZip(p, fallback), { replace: true });
    }
  }, [urlZip, fallback, setParams]);

  const choose = useCallback(
    (next: string) => {
      localStorage.setItem(ZIP_KEY, next);
      setCleared(false);
      setParams((p) => withZip(p, next));
    },
    [setParams],
  );
  const clear = useCallback(() => {
    localStorage.removeItem(ZIP_KEY);
    setCleared(true);
    setParams((p) => withZip(p, null));
  }, [setParams]);
  return { zip, pending, choose, clear };
}

function zipInQuery(params: URLSearchParams): string | null {
  const zip = params.get('zip');
  return zip !== null && isValidZipInput(zip) ? zip : null;
}

/** The zip `useChosenZip` will show for a query string, read before the screen renders. */
export function chosenZipFor(params: URLSearchParams): string | null {
  return zipInQuery(params) ?? readStoredZip();
}

function withZip(params: URLSearchParams, zip: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (zip === null) next.delete('zip');
  else next.set('zip', zip);
  return next;
}
