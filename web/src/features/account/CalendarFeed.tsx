import { useRef, useState } from 'react';
import { LoadFailure } from '../../components/LoadFailure';
import { ApiError } from '../../lib/api';
import { focusSoon } from '../../lib/focus';
import { useCalendarFeed } from './account-api';
import './personal-guide.css';

/**
 * "Add to your calendar": the private feed's address to copy, a webcal: link that opens the
 * calendar app, and Reset for when the address was shared by mistake, which asks first: the old
 * address stops working at once.
 */
export function CalendarFeed() {
  const { feed, reset } = useCalendarFeed();
  const [note, setNote] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNote('Address copied.');
    } catch {
      field.current?.select();
      setNote('Select the address and copy it.');
    }
  };

  // Closing the dialog (Keep, Escape) puts the focus back on Reset address.
  const keep = () => {
    confirm.current?.close();
    resetButton.current?.focus();
  };
  const doReset = () => {
    if (reset.isPending) return;
    reset.mutate(undefined, {
      onSuccess: () => {
        confirm.current?.close();
        setNote('A new address is ready. The old one no longer works.');
        // The new address, selected, ready to copy.
        focusSoon(() => field.current);
      },
      onError: (error) => {
        confirm.current?.close();
        // Reset again too soon: the server's sentence says when it can be.
        setNote(
          error instanceof ApiError && error.status === 429
            ? error.message
            : 'The address could not be reset. The old one still works; please try again.',
        );
        focusSoon(() => resetButton.current);
      },
    });
  };

  return (
    <section className="section calendar-feed" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">Add to your calendar</h2>
      <p className="muted">
        Your teams’ games and your shows’ new episodes, in the calendar you already use. Keep this address private.
      </p>
      {feed.isError && (
        <LoadFailure retry={feed} subject="calendar address">
          Unable to load your calendar address.
        </LoadFailure>
      )}
      {feed.data && (
        <>
          <label htmlFor="calendar-url">Calendar address</label>
          <div className="calendar-row">
            <input
              id="calendar-url"
              ref={field}
              type="text"
              readOnly
              value={feed.data.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" onClick={() => void copy(feed.data.url)}>
              Copy
            </button>
          </div>
          <p className="calendar-actions">
            <a href={feed.data.url.replace(/^https?:/, 'webcal:')}>Open in your calendar app</a>
            <button
              ref={resetButton}
              type="button"
              className="small"
              disabled={reset.isPending}
              onClick={() => confirm.current?.showModal()}
            >
              Reset address
            </button>
          </p>
          {/* A modal dialog: the focus stays in it while open, and Escape keeps the address. */}
          <dialog
            ref={confirm}
            className="confirm-dialog"
            aria-labelledby="reset-feed-title"
            aria-describedby="reset-feed-text"
            onCancel={(e) => {
              e.preventDefault();
              keep();
            }}
          >
            <h3 id="reset-feed-title">Reset the address of your calendar?</h3>
            <p id="reset-feed-text">
              The current address stops working at once: calendars that use it stop updating until you add the new
              address to them.
            </p>
            <div className="confirm-actions">
              {/* The safe choice has the focus first. */}
              <button type="button" autoFocus onClick={keep}>
                Keep the current address
              </button>
              <button type="button" className="primary" onClick={doReset} aria-disabled={reset.isPending}>
                {reset.isPending ? 'Resetting…' : 'Reset address'}
              </button>
            </div>
          </dialog>
        </>
      )}
      <p role="status" className="muted">
        {note}
      </p>
    </section>
  );
}
