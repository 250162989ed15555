import { isIsoDay } from '@guide/common/dates';
import { useCallback } from 'react';
import { localToday } from './format';
import { useSearchParams } from './router';

/** The address's chosen day (`?date=YYYY-MM-DD`), or null when it names none or no real day. */
export function dayFromSearch(search: URLSearchParams): string | null {
  const date = search.get('date');
  return date && isIsoDay(date) ? date : null;
}

/**
 * The day a screen shows, kept in the address as `?date=` so Back, reload and a shared link keep
 * it: the address's day, else the viewer's today. Choosing a day adds a history entry (Back
 * returns to the day before) and keeps the address's other parameters.
 */
export function useDayParam(): [string, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const day = dayFromSearch(params) ?? localToday();
  const setDay = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('date', next);
        return updated;
      }),
    [setParams],
  );
  return [day, setDay];
}
