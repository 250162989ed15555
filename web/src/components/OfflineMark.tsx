import { useEffect } from 'react';
import { formatDayTitle, formatLocalTime, localToday } from '../lib/format';
import { useKeptAt } from '../lib/offline-copies';
import { keepPage } from '../lib/offline-keeping';
import './offline-mark.css';

/**
 * "Offline — as of 7:42 PM" above the screen while what it shows came from the copy kept on this
 * device (the day too when the copy is from another day); nothing otherwise. It also has each
 * address the app moves to kept for reading offline.
 */
export function OfflineMark({ at }: { at: string }) {
  const keptAt = useKeptAt();
  useEffect(() => keepPage(at), [at]);
  if (keptAt === null) return null;
  const kept = new Date(keptAt);
  const iso = kept.toISOString();
  const day = localToday(kept);
  const when = day === localToday() ? formatLocalTime(iso) : `${formatDayTitle(day)}, ${formatLocalTime(iso)}`;
  return (
    <p className="offline-mark" role="status">
      <strong>Offline</strong> — as of <time dateTime={iso}>{when}</time>
    </p>
  );
}
