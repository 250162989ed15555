import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Place } from '@guide/common/cinema';
import { timeZoneOf } from './time-zone';

export interface LocatedPlace extends Place {
  latitude: number;
  longitude: number;
  /** IANA zone of the place, for theatre-local times. */
  timeZone: string;
}

interface ZipRecord {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** One US entry of the `zipcodes` data file, whose fields always come in this order. */
const US_ENTRY =
  /"zip":"(\d{5})","latitude":(-?[\d.]+),"longitude":(-?[\d.]+),"city":"([^"\\]*)","state":"([A-Z]{2})","country":"US"/g;

let zips: Map<string, ZipRecord> | undefined;

/**
 * The US zips shipped with the `zipcodes` package, read from its data file on first use.
 * Loading the package itself builds objects and indexes for every US and Canadian code (about
 * 80 MB of memory for the life of the process); this keeps the four fields we use (a few MB).
 */
function zipTable(): Map<string, ZipRecord> {
  if (zips) return zips;
  const file = createRequire(import.meta.url).resolve('zipcodes/lib/codes.js');
  const table = new Map<string, ZipRecord>();
  for (const [, zip, latitude, longitude, city, state] of fs.readFileSync(file, 'utf8').matchAll(US_ENTRY)) {
    // A copy of the city's name: a substring would keep the whole 5 MB file text alive.
    table.set(zip!, {
      city: Buffer.from(city!, 'latin1').toString('latin1'),
      state: state!,
      latitude: Number(latitude),
      longitude: Number(longitude),
    });
  }
  zips = table;
  return table;
}

/** Where a 5-digit zip code is, from the zip database shipped with `zipcodes`; undefined for no real zip. */
export function locateZip(zip: string): LocatedPlace | undefined {
  const found = zipTable().get(zip);
  if (!found) return undefined;
  return {
    zip,
    city: found.city,
    state: found.state,
    latitude: found.latitude,
    longitude: found.longitude,
    timeZone: timeZoneOf(found.state, found.longitude, found.latitude),
  };
}
