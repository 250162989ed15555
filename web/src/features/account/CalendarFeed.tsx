import { useRef, useState } from 'react';
import { LoadFailure } from '../../components/LoadFailure';
import { useCalendarFeed } from './account-api';
import './personal-guide.css';

/**
 * "Add to your calendar": the private feed's address to copy, a webcal: link that opens the
 * calendar app, and Reset for when the address was shared by mistake.
 */
export function CalendarFeed() {
  const { feed, reset } = useCalendarFeed();
  const [note, setNote] = useState('');
  const field = useRef<HTMLInputElement>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNote('Address copied.');
    } catch {
      field.current?.select();
      setNote('Select the address and copy it.');
    }
  };

  return (
    <section className="section calendar-feed" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">Add to your calendar</h2>
      <p className="muted">Your teams’ games and your shows’ new episodes, in the calendar you already use. Keep this address private.</p>
      {feed.isError && (
        <LoadFailure retry={feed} subject="calendar address">
          Unable to load your calendar address.
        </LoadFailure>
      )}
      {feed.data && (
        <>
          <label htmlFor="calendar-url">Calendar address</label>
          <div className="calendar-row">
            <input id="calendar-url" ref={field} type="text" readOnly value={feed.data.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => void copy(feed.data.url)}>
              Copy
            </button>
          </div>
          <p className="calendar-actions">
            <a href={feed.data.url.replace(/^https?:/, 'webcal:')}>Open in your calendar app</a>
            <button
              type="button"
              className="small"
              disabled={reset.isPending}
              onClick={() => reset.mutate(undefined, { onSuccess: () => setNote('A new address is ready. The old one no longer works.') })}
            >
              Reset address
            </button>
          </p>
        </>
      )}
      <p role="status" className="muted">
        {note}
      </p>
    </section>
  );
}
