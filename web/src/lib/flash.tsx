import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from './router';

export type FlashStatus = 'info' | 'warning';

export interface FlashMessage {
  id: number;
  message: string;
  status: FlashStatus;
  /** The page the message belongs to; leaving that page drops it. */
  path: string;
}

interface FlashApi {
  messages: FlashMessage[];
  /** Shows a message on the current page, or on `path` when the caller is about to go there. */
  flash(message: string, status?: FlashStatus, path?: string): void;
  dismiss(id: number): void;
}

const FlashContext = createContext<FlashApi | null>(null);

export function FlashProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [messages, setMessages] = useState<FlashMessage[]>([]);
  const nextId = useRef(1);
  // Leaving a page drops its messages (adjusting state while rendering, as React recommends).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMessages((all) => all.filter((m) => m.path === pathname));
  }

  const flash = useCallback(
    (message: string, status: FlashStatus = 'info', path?: string) => {
      const id = nextId.current++;
      const where = path ?? pathname;
      // A page shows one message at a time: a new one replaces the last instead of stacking up.
      setMessages((all) => [...all.filter((m) => m.path !== where), { id, message, status, path: where }]);
    },
    [pathname],
  );
  const dismiss = useCallback((id: number) => setMessages((all) => all.filter((m) => m.id !== id)), []);
  const api = useMemo(
    () => ({ messages: messages.filter((m) => m.path === pathname), flash, dismiss }),
    [messages, pathname, flash, dismiss],
  );
  return <FlashContext.Provider value={api}>{children}</FlashContext.Provider>;
}

export function useFlash(): FlashApi {
  const api = useContext(FlashContext);
  if (!api) throw new Error('useFlash needs a FlashProvider');
  return api;
}
