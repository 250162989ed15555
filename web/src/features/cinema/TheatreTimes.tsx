import type { TheatreShowtimes } from '@guide/common/cinema';
import { ticketLinkOf } from '@guide/common/cinema';
import { hasStarted } from './showtimes';
import { ShowtimeLink } from './ShowtimeLink';

/**
 * A film's showtimes theatre by theatre, as the cinema's tiles and the film's page list them: each
 * theatre's name, then its times (12-hour, each a link to buy that showing, those already started
 * before the viewer's wall `clock` dimmed).
 */
export function TheatreTimes({
  film,
  theatres,
  clock,
  label,
  className = '',
}: {
  /** The film's title, for the links' names. */
  film: string;
  theatres: readonly TheatreShowtimes[];
  clock: string;
  label: string;
  className?: string;
}) {
  return (
    <ul className={`theatre-times ${className}`.trim()} aria-label={label}>
      {theatres.map(({ theatre, times }) => (
        <li key={theatre.id}>
          <span className="theatre-name">{theatre.name}</span>
          <span className="times">
            {times.map((t) => (
              <ShowtimeLink
                key={t.dateTime}
                dateTime={t.dateTime}
                href={ticketLinkOf(t, theatre)}
                theatrePage={!t.ticketURI}
                film={film}
                theatre={theatre.name}
                started={hasStarted(t.dateTime, clock)}
              />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
