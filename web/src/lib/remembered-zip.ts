import { isValidZipInput } from '@guide/common/zip';

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
