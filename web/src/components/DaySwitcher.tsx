import { addDays } from '@guide/common/dates';
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
}: DaySwitcherProps) {
  const previous = addDays(day, -1);
  const goBack = () => {
    if (min && previous < min) onRefused?.();
    else onChange(previous);
  };
  return (
    <div className="day-switcher">
      {/* No aria-label: the visible word starts the spoken name ("Prev NHL day"), so voice users can say what they see. */}
      <button type="button" className="day-button" onClick={goBack}>
        <span aria-hidden="true">‹ </span>
        {prevLabel} <span className="visually-hidden">{subject}</span>
      </button>
      <span className="day-title" aria-live="polite">
        {title ?? formatDayTitle(day)}
      </span>
      <button type="button" className="day-button" onClick={() => onChange(addDays(day, 1))}>
        {nextLabel} <span className="visually-hidden">{subject}</span>
        <span aria-hidden="true"> ›</span>
      </button>
    </div>
  );
}
