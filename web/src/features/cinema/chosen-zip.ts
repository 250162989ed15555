import { useCallback, useEffect } from 'react';
import { useSearchParams } from '../../lib/router';
import { isValidZipInput } from '@guide/common/zip';
import { REMEMBERED_ZIP_KEY, readRememberedZip } from '../../lib/remembered-zip';

/** The chosen zip lives in local storage and is mirrored in the query string as `zip` (spec section 4). */
const ZIP_KEY = REMEMBERED_ZIP_KEY;
const readStoredZip = readRememberedZip;

export interface ChosenZip {
  zip: string | null;
  choose(zip: string): void;
  clear(): void;
}

/**
 * The zip the cinema shows: the query string's when it holds a valid one (a shared link),
 * else the stored one, which is then written into the query string.
 */
export function useChosenZip(): ChosenZip {
  const [params, setParams] = useSearchParams();
  const urlZip = zipInQuery(params);
  const storedZip = readStoredZip();
  const zip = urlZip ?? storedZip;

  useEffect(() => {
    if (urlZip !== null) {
      if (urlZip !== readStoredZip()) localStorage.setItem(ZIP_KEY, urlZip);
    } else if (storedZip !== null) {
      setParams((p) => withZip(p, storedZip), { replace: true });
    }
  }, [urlZip, storedZip, setParams]);

  const choose = useCallback(
    (next: string) => {
      localStorage.setItem(ZIP_KEY, next);
      setParams((p) => withZip(p, next));
    },
    [setParams],
  );
  const clear = useCallback(() => {
    localStorage.removeItem(ZIP_KEY);
    setParams((p) => withZip(p, null));
  }, [setParams]);
  return { zip, choose, clear };
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
