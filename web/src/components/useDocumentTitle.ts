import { useEffect } from 'react';

export const PRODUCT_NAME = 'Entertainment Guide';

/** Sets the browser tab's title while the screen is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title}` : PRODUCT_NAME;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
