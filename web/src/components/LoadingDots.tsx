import { useEffect, useState } from 'react';

const MAX_DOTS = 5;

/** "Loading" followed by a dot added every 500 ms (spec section 9), starting over after five. */
export function LoadingDots({ label = 'Loading' }: { label?: string }) {
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setDots((n) => (n % MAX_DOTS) + 1), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="loading" role="status" aria-live="polite" aria-label={label}>
      {label}
      <span aria-hidden="true" className="loading-dots">
        {'.'.repeat(dots)}
      </span>
    </p>
  );
}
