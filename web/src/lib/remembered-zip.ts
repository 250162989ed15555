import { isValidZipInput } from '@guide/common/zip';
import { useSyncExternalStore } from 'react';

/** Where the zip last chosen for the cinema is kept (spec section 4); other screens read it too. */
export const REMEMBERED_ZIP_KEY = 'zip';

/** The zip the viewer chose last, when one is kept and valid. */
export function readRememberedZip(): string | null {
  try {
    const zip = localStorage.getItem(REMEMBERED_ZIP_KEY);
    return zip !== null && isValidZipInput(zip) ? zip : null;
  } catch {
    return null;
  }
}

/** The kept zip changes only by the screens' own forms, which render again as they change it. */
const noSubscription = () => () => {};

/**
 * The zip the viewer chose last, for a screen to render with: none while the app takes over a
 * page rendered on the server (that page is a visitor's, drawn without the device's storage, and
 * must be hydrated as drawn), then the kept one.
 */
export function useRememberedZip(): string | null {
  return useSyncExternalStore(noSubscription, readRememberedZip, () => null);
}
