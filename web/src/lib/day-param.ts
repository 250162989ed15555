import { isIsoDay } from '@guide/common/days';
import { useCallback } from 'react';
import { localToday } from './format';
import { useLocation, useSearchParams } from './router';

/** The address's chosen day (`?date=YYYY-MM-DD`), or null when it names none or no real day. */
export function dayFromSearch(search: URLSearchParams): string | null {
  const date = search.get('date');
  return date && isIsoDay(date) ? date : null;
}

/**
 * The day a screen shows, kept in the address as `?date=` so Back, reload and a shared link keep
 * it: the address's day, else the viewer's today. Choosing a day adds a history entry (Back
 * returns to the day before) and keeps the address's other parameters. A part of a screen with a
 * day of its own (each league's section of the landing) names its own parameter (`?mlb=`), read
 * before `?date=`, so moving it moves nothing else.
 */
export function useDayParam(param = 'date'): [string, (day: string) => void, (day: string) => string] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const own = params.get(param);
  const day = (own && isIsoDay(own) ? own : null) ?? dayFromSearch(params) ?? localToday();
  const setDay = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(param, next);
        return updated;
      }),
    [setParams, param],
  );
  // The address of another day: this one with its day changed (a link that works without script).
  const hrefOf = useCallback(
    (next: string) => {
      const updated = new URLSearchParams(params);
      updated.set(param, next);
      return `${pathname}?${updated.toString()}`;
    },
    [params, pathname, param],
  );
  return [day, setDay, hrefOf];
}
