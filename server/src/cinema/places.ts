import zipcodes from 'zipcodes';
import type { Place } from '@guide/common/cinema';
import { timeZoneOf } from './time-zone';

export interface LocatedPlace extends Place {
  latitude: number;
  longitude: number;
  /** IANA zone of the place, for theatre-local times. */
  timeZone: string;
}

/** Where a 5-digit zip code is, from the zip database shipped with `zipcodes`; undefined for no real zip. */
export function locateZip(zip: string): LocatedPlace | undefined {
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US') return undefined;
  return {
    zip: found.zip,
    city: found.city,
    state: found.state,
    latitude: found.latitude,
    longitude: found.longitude,
    timeZone: timeZoneOf(found.state, found.longitude, found.latitude),
  };
}
