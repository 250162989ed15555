import type { SyntheticEvent } from 'react';

/** A provider poster that cannot be had is left out rather than shown broken. */
export function hideBrokenImage(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.hidden = true;
}
