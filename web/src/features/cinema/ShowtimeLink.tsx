import { showtime12 } from './showtimes';
import './showtime-link.css';

interface ShowtimeLinkProps {
  /** Theatre-local wall time, 'YYYY-MM-DDTHH:MM'. */
  dateTime: string;
  /** Where to buy this showing (`ticketLinkOf`): the provider's ticket link or the theatre's page. */
  href: string | undefined;
  film: string;
  theatre: string;
  /** Begun by the viewer's clock: no longer for sale, shown dimmed. */
  started?: boolean;
  /** The link goes to the theatre's page rather than a ticket for this showing. */
  theatrePage?: boolean;
}

/**
 * One showtime: a link to buy that showing while it is still to come (44 px tall on a phone), its
 * name saying which film at which theatre; a showing already begun, or one with nowhere to buy,
 * is the time alone.
 */
export function ShowtimeLink({
  dateTime,
  href,
  film,
  theatre,
  started = false,
  theatrePage = false,
}: ShowtimeLinkProps) {
  const time = <time dateTime={dateTime}>{showtime12(dateTime)}</time>;
  if (started || !href) {
    return (
      <span className={`showtime${started ? ' past' : ''}`}>
        {time}
        {started && <span className="visually-hidden"> (started)</span>}
      </span>
    );
  }
  // The name starts with the visible time, then says which showing it buys.
  const name = `${showtime12(dateTime)} tickets for ${film} at ${theatre}${theatrePage ? ' on the theatre’s page' : ''} (opens a new tab)`;
  return (
    <a className="showtime showtime-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
      {time}
    </a>
  );
}
