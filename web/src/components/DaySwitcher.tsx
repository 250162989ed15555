import { addDays } from '@guide/common/days';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { formatDayTitle } from '../lib/format';

interface DaySwitcherProps {
  day: string;
  onChange(day: string): void;
  /** The earliest day allowed; going before it calls `onRefused` instead. */
  min?: string;
  onRefused?(): void;
  prevLabel?: string;
  nextLabel?: string;
  /** What the buttons' accessible names say they move through. */
  subject?: string;
  title?: string;
  /** The address of a day, when the day is in the address: the controls are then links too (they work without script). */
  hrefOf?(day: string): string;
  /** Where Prev and Next go when not the days either side (a league's game days skip those without games). */
  previousDay?: string;
  nextDay?: string;
}

/** A control that moves the day: a link to the day's address when it has one, else a button. */
function DayControl({ href, onPress, children }: { href?: string; onPress(): void; children: ReactNode }) {
  if (href === undefined)
    return (
      <button type="button" className="day-button" onClick={onPress}>
        {children}
      </button>
    );
  const press = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onPress();
  };
  // Still a button to assistive technology (it acts in place with script), Space included.
  return (
    <a
      role="button"
      className="day-button"
      href={href}
      onClick={(event) => {
        if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) press(event);
      }}
      onKeyDown={(event) => event.key === ' ' && press(event)}
    >
      {children}
    </a>
  );
}

/** A title with the day and buttons that move it one day back or forward. */
export function DaySwitcher({
  day,
  onChange,
  min,
  onRefused,
  prevLabel = 'Prev',
  nextLabel = 'Next',
  subject = 'day',
  title,
  hrefOf,
  previousDay,
  nextDay,
}: DaySwitcherProps) {
  const previous = previousDay ?? addDays(day, -1);
  const next = nextDay ?? addDays(day, 1);
  const goBack = () => {
    if (min && previous < min) onRefused?.();
    else onChange(previous);
  };
  return (
    <div className="day-switcher">
      {/* No aria-label: the visible word starts the spoken name ("Prev NHL day"), so voice users can say what they see. */}
      <DayControl href={hrefOf && !(min && previous < min) ? hrefOf(previous) : undefined} onPress={goBack}>
        <span aria-hidden="true">‹ </span>
        {prevLabel} <span className="visually-hidden">{subject}</span>
      </DayControl>
      <span className="day-title" aria-live="polite">
        {title ?? formatDayTitle(day)}
      </span>
      <DayControl href={hrefOf?.(next)} onPress={() => onChange(next)}>
        {nextLabel} <span className="visually-hidden">{subject}</span>
        <span aria-hidden="true"> ›</span>
      </DayControl>
    </div>
  );
}
