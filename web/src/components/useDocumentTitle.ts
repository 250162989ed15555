import { useLayoutEffect } from 'react';

export const PRODUCT_NAME = 'Entertainment Guide';

/**
 * Sets the browser tab's title while the screen is shown. A layout effect, so the title changes in
 * the same commit as the screen it names, never a frame (or a busy test's tick) after it.
 */
export function useDocumentTitle(title?: string): void {
  useLayoutEffect(() => {
    document.title = title ? `${title}` : PRODUCT_NAME;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
