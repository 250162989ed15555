import zipcodes from 'zipcodes';
import { expect, it } from 'vitest';
import { locateZip } from './places';

it('knows every US zip of the zipcodes package, with its city, state and position, and no other code', () => {
  const us = Object.values(zipcodes.codes).filter((code) => code.country === 'US');
  expect(us.length).toBeGreaterThan(40_000);
  for (const code of us) {
    expect(locateZip(code.zip)).toMatchObject({
      zip: code.zip,
      city: code.city,
      state: code.state,
      latitude: code.latitude,
      longitude: code.longitude,
    });
  }
  expect(locateZip('00000')).toBeUndefined();
  expect(locateZip('K1A')).toBeUndefined();
});
