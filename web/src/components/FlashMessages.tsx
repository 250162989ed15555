import type { ReactNode } from 'react';
import { useFlash } from '../lib/flash';

/** The page's flash messages, each dismissible. */
export function FlashMessages() {
  const { messages, dismiss } = useFlash();
  if (messages.length === 0) return null;
  return (
    <div className="flash-stack" role="status" aria-live="polite">
      {messages.map((m) => (
        <Flash key={m.id} status={m.status} onDismiss={() => dismiss(m.id)}>
          {m.message}
        </Flash>
      ))}
    </div>
  );
}

/** One message box; also used inline by screens for their own messages. */
export function Flash({
  status,
  children,
  onDismiss,
}: {
  status: 'info' | 'warning';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div className={`flash flash-${status}`} data-status={status}>
      <span className="flash-text">{children}</span>
      {onDismiss && (
        <button type="button" className="flash-dismiss" onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}
