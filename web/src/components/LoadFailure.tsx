import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import * as paths from '../paths';
import { Link } from '../lib/router';

/** What Retry needs of a query (a TanStack query result has both). */
export interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

interface LoadFailureProps {
  /** What happened, in the screen's words (the spec's own texts where it gives them). */
  children: ReactNode;
  /** The queries to ask again; several when one message stands for several loads. */
  retry: Retryable | readonly Retryable[];
  /** What is retried, for the button's name when a screen may show several ("NHL games"). */
  subject?: string;
}

/**
 * A failed load says so and offers Retry, which asks again. The button stays while the answer
 * comes (aria-disabled, so keyboard focus stays on it); the message goes when the load succeeds.
 */
export function LoadFailure({ children, retry, subject }: LoadFailureProps) {
  const queries: readonly Retryable[] = Array.isArray(retry) ? retry : [retry as Retryable];
  const busy = queries.some((q) => q.isFetching);
  return (
    <div className="flash flash-warning load-failure" role="alert">
      <span className="flash-text">{children}</span>
      <button
        type="button"
        className="load-retry"
        aria-label={subject ? `Retry ${subject}` : undefined}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) for (const q of queries) void q.refetch();
        }}
      >
        Retry
      </button>
    </div>
  );
}

/** The server's sentence for a failed load, or a plain one when it gave none. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

/**
 * A screen's failure words, and after them the server's sentence when it refused what was asked
 * (a 4xx: a day beyond the listings, too many requests), which Retry alone would not mend.
 */
export function failureWithReason(words: string, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.message) return words;
  return `${words.replace(/\.?$/, '.')} ${error.message}`;
}

/** The server said the thing asked for does not exist (404), or the address cannot name one (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A page for something that does not exist: a heading, the server's sentence and a way on. */
export function NotFound({
  title,
  children,
  way = { to: paths.home, label: 'Go to today’s games' },
}: {
  title: string;
  children: ReactNode;
  way?: { to: string; label: string };
}) {
  return (
    <div className="not-found">
      <h1>{title}</h1>
      <p>{children}</p>
      <p>
        <Link to={way.to}>{way.label}</Link>
      </p>
    </div>
  );
}
