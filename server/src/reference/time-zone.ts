/**
 * The IANA time zone of a place from its state and longitude. Most states keep one zone; for
 * the states split between two, the line is approximated by a meridian (a parallel for Idaho), which is right for the
 * towns with theatres (a county-exact answer would need a boundary database).
 */
const STATE_ZONES: Record<string, string> = {
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  AS: 'Pacific/Pago_Pago',
  MP: 'Pacific/Saipan',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  GA: 'America/New_York',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  NC: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WV: 'America/New_York',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IL: 'America/Chicago',
  IA: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  OK: 'America/Chicago',
  WI: 'America/Chicago',
  CO: 'America/Denver',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
};

/** States crossed by a zone line: [meridian, zone east of it, zone west of it]. */
const SPLIT_STATES: Record<string, [number, string, string]> = {
  FL: [-85.0, 'America/New_York', 'America/Chicago'], // the western panhandle is Central
  IN: [-86.9, 'America/Indiana/Indianapolis', 'America/Chicago'], // the Chicago and Evansville corners
  KY: [-86.0, 'America/New_York', 'America/Chicago'],
  MI: [-87.6, 'America/Detroit', 'America/Chicago'], // four Upper Peninsula counties
  TN: [-85.2, 'America/New_York', 'America/Chicago'],
  TX: [-104.9, 'America/Chicago', 'America/Denver'], // El Paso
  KS: [-101.5, 'America/Chicago', 'America/Denver'],
  NE: [-101.0, 'America/Chicago', 'America/Denver'],
  SD: [-100.5, 'America/Chicago', 'America/Denver'],
  ND: [-101.0, 'America/Chicago', 'America/Denver'],
  OR: [-117.6, 'America/Los_Angeles', 'America/Boise'], // Malheur County is Mountain
};

/** Idaho splits north and south: the panhandle above the Salmon River is Pacific. */
const IDAHO_PACIFIC_NORTH_OF = 45.5;

export function timeZoneOf(state: string, longitude: number, latitude = 0): string {
  if (state === 'ID') return latitude > IDAHO_PACIFIC_NORTH_OF ? 'America/Los_Angeles' : 'America/Boise';
  const split = SPLIT_STATES[state];
  if (split) return longitude >= split[0] ? split[1] : split[2];
  return STATE_ZONES[state] ?? 'America/New_York';
}
