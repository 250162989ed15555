import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { timeZoneOf } from './time-zone';

const zoneOfZip = (zip: string) => {
  const place = zipcodes.lookup(zip)!;
  return timeZoneOf(place.state, place.longitude, place.latitude);
};

describe('timeZoneOf', () => {
  it.each([
    ['10001', 'America/New_York'], // New York
    ['02134', 'America/New_York'], // Allston, MA
    ['94103', 'America/Los_Angeles'], // San Francisco
    ['60601', 'America/Chicago'], // Chicago
    ['80202', 'America/Denver'], // Denver
    ['85004', 'America/Phoenix'], // Phoenix keeps standard time
    ['96813', 'Pacific/Honolulu'],
    ['99501', 'America/Anchorage'],
    ['33101', 'America/New_York'], // Miami
    ['32501', 'America/Chicago'], // Pensacola, western panhandle
    ['79901', 'America/Denver'], // El Paso
    ['75201', 'America/Chicago'], // Dallas
    ['37203', 'America/Chicago'], // Nashville
    ['37902', 'America/New_York'], // Knoxville
    ['46204', 'America/Indiana/Indianapolis'],
    ['83814', 'America/Los_Angeles'], // Coeur d'Alene, Idaho panhandle
    ['83702', 'America/Boise'],
    ['83651', 'America/Boise'], // Nampa, west of Boise but Mountain
    ['83501', 'America/Los_Angeles'], // Lewiston
  ])('%s is in %s', (zip, zone) => {
    expect(zoneOfZip(zip)).toBe(zone);
  });

  it('falls back to Eastern for a state it does not know', () => {
    expect(timeZoneOf('ZZ', -75)).toBe('America/New_York');
  });
});
