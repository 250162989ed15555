import { addDays, zoneOffsetMinutes } from '@guide/common/dates';

/** Both leagues' seasons on their real calendars, and the wall clocks their games start by. */

export const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
export const year = (day: string) => Number(day.slice(0, 4));

/** The last `dow` (0 = Sunday) on or before `day`. */
export function lastWeekdayOnOrBefore(day: string, dow: number): string {
  return addDays(day, -((weekday(day) - dow + 7) % 7));
}
export function firstWeekdayOnOrAfter(day: string, dow: number): string {
  return addDays(day, (dow - weekday(day) + 7) % 7);
}

export type Phase = 'preseason' | 'regular' | 'postseason';

export interface Round {
  description: string;
  start: string;
  /** Day offsets from `start` of games 1…n; the series stops once someone has won a majority. */
  offsets: number[];
  /** Whether the higher seed is at home in game k (0-based). */
  higherSeedHome: boolean[];
}

export interface MlbCalendar {
  season: number;
  springStart: string;
  springEnd: string;
  openingDay: string;
  regularEnd: string;
  rounds: Round[];
}

/** Opening day is the last Thursday of March; the regular season ends on the last Sunday of September. */
export function mlbCalendar(season: number): MlbCalendar {
  const openingDay = lastWeekdayOnOrBefore(`${season}-03-31`, 4);
  const regularEnd = lastWeekdayOnOrBefore(`${season}-09-30`, 0);
  const wildCard = addDays(regularEnd, 2);
  const divisionSeries = addDays(wildCard, 4);
  const lcs = addDays(divisionSeries, 9);
  const worldSeries = addDays(lcs, 10);
  const h = (pattern: string) => [...pattern].map((c) => c === 'H');
  return {
    season,
    springStart: addDays(openingDay, -34),
    springEnd: addDays(openingDay, -3),
    openingDay,
    regularEnd,
    rounds: [
      { description: 'Wild Card', start: wildCard, offsets: [0, 1, 2], higherSeedHome: h('HHH') },
      { description: 'Division Series', start: divisionSeries, offsets: [0, 1, 3, 4, 6], higherSeedHome: h('HHAAH') },
      {
        description: 'League Championship Series',
        start: lcs,
        offsets: [0, 1, 3, 4, 5, 7, 8],
        higherSeedHome: h('HHAAAHH'),
      },
      { description: 'World Series', start: worldSeries, offsets: [0, 1, 3, 4, 5, 7, 8], higherSeedHome: h('HHAAAHH') },
    ],
  };
}

export interface NhlCalendar {
  season: number;
  preseasonStart: string;
  regularStart: string;
  regularEnd: string;
  rounds: Round[];
}

/** Season `season` starts in the autumn of that year: first Tuesday on or after Oct. 6, 27 weeks of games, four playoff rounds. */
export function nhlCalendar(season: number): NhlCalendar {
  const regularStart = firstWeekdayOnOrAfter(`${season}-10-06`, 2);
  const regularEnd = addDays(regularStart, 191);
  const playoffs = addDays(regularEnd, 3);
  const offsets = [0, 2, 4, 6, 8, 10, 12];
  const pattern = [true, true, false, false, true, false, true];
  return {
    season,
    preseasonStart: addDays(regularStart, -16),
    regularStart,
    regularEnd,
    rounds: [
      'Playoffs - First Round',
      'Playoffs - Second Round',
      'Playoffs - Conference Final',
      'Stanley Cup Final',
    ].map((description, i) => ({
      description,
      start: addDays(playoffs, i * 15),
      offsets,
      higherSeedHome: pattern,
    })),
  };
}

/** The NHL season `day` belongs to: one that started last autumn runs to June; from July on, this autumn's. */
export const nhlSeasonOf = (day: string) => (Number(day.slice(5, 7)) >= 7 ? year(day) : year(day) - 1);

/** No NHL games Dec. 24–26 (the league's Christmas break). */
export const nhlBreak = (day: string) => ['12-24', '12-25', '12-26'].includes(day.slice(5));

const offsets = new Map<string, number>();

/**
 * `zonedTimeToUtc` with the zone's offset remembered per day: a season asks for thousands of
 * start times and working out the offset for each is what would make it slow. Games start
 * after noon, well clear of the 2 a.m. daylight-saving switch, so the noon offset holds.
 */
export function zoned(day: string, time: string, timeZone: string): Date {
  const key = `${timeZone}|${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = zoneOffsetMinutes(new Date(`${day}T12:00:00Z`), timeZone);
    if (offsets.size > 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return new Date(Date.parse(`${day}T${time}:00Z`) - offset * 60_000);
}
