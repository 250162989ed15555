import { useId, useState, type ReactNode } from 'react';

interface ExpandableTileProps {
  header: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  /** Shown under the tile whether open or not (links the toggle cannot hold). */
  footer?: ReactNode;
}

/**
 * A tile whose header toggles its body. The header is a real button, so click, Enter and
 * Space all toggle it and `aria-expanded` tells assistive technology the state.
 */
export function ExpandableTile({ header, children, defaultOpen = false, className = '', footer }: ExpandableTileProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <article className={`tile expandable ${open ? 'open' : ''} ${className}`}>
      <button
        type="button"
        className="tile-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="tile-toggle-content">{header}</span>
        <svg className="chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={bodyId} className="tile-body" hidden={!open}>
        {open && children}
      </div>
      {footer}
    </article>
  );
}
