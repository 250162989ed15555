import { describe, expect, it } from 'vitest';
import {
  formatPct,
  gameStatusText,
  hasBegun,
  isSettled,
  isUnderway,
  mlbStatus,
  nhlStatus,
  type GameStatus,
} from './sports';

const gametime = '2026-11-22T00:30:00Z'; // 7:30 PM in New York
const zone = 'America/New_York';

describe('mlbStatus: every MLB state in our vocabulary, the provider words kept in detail', () => {
  it.each([
    [{ detailedState: 'Scheduled' }, 'Scheduled', undefined],
    [{ detailedState: 'Pre-Game' }, 'Pre-Game', undefined],
    [{ detailedState: 'Warmup' }, 'Pre-Game', 'Warmup'],
    [{ detailedState: 'In Progress' }, 'In Progress', undefined],
    [{ detailedState: 'Manager challenge' }, 'In Progress', 'Manager challenge'],
    [{ detailedState: 'Umpire review' }, 'In Progress', 'Umpire review'],
    [{ detailedState: 'Manager challenge: Tag play' }, 'In Progress', 'Manager challenge: Tag play'],
    [{ detailedState: 'Replay review' }, 'In Progress', 'Replay review'],
    [{ detailedState: 'Delayed', reason: 'Rain' }, 'Delayed', 'Delayed: Rain'],
    [{ detailedState: 'Delayed Start: Rain' }, 'Delayed', 'Delayed Start: Rain'],
    [{ detailedState: 'Final' }, 'Final', undefined],
    [{ detailedState: 'Game Over' }, 'Final', 'Game Over'],
    [{ detailedState: 'Completed Early', reason: 'Rain' }, 'Final', 'Completed Early: Rain'],
    [{ detailedState: 'Completed Early: Rain' }, 'Final', 'Completed Early: Rain'],
    [{ detailedState: 'Postponed', reason: 'Rain' }, 'Postponed', 'Postponed: Rain'],
    [{ detailedState: 'Postponed' }, 'Postponed', undefined],
    [{ detailedState: 'Suspended', reason: 'Rain' }, 'Suspended', 'Suspended: Rain'],
    [{ detailedState: 'Suspended: Rain' }, 'Suspended', 'Suspended: Rain'],
    [{ detailedState: 'Cancelled' }, 'Cancelled', undefined],
    [{ detailedState: 'Canceled', reason: 'Weather' }, 'Cancelled', 'Canceled: Weather'],
  ])('%o → %s', (state, status, detail) => {
    expect(mlbStatus(state)).toEqual({ status, known: true, ...(detail ? { detail } : {}) });
  });

  it('keeps a state it does not know as the provider text, marked unknown', () => {
    expect(mlbStatus({ detailedState: 'Writ of Mandamus' })).toEqual({ status: 'Writ of Mandamus', known: false });
  });
});

describe('nhlStatus: every NHL state in our vocabulary', () => {
  it.each([
    ['FUT', 'OK', 'Scheduled'],
    ['PRE', 'OK', 'Pre-Game'],
    ['LIVE', 'OK', 'In Progress'],
    ['CRIT', 'OK', 'In Progress'],
    ['OFF', 'OK', 'Final'],
    ['FINAL', 'OK', 'Final'],
    ['OVER', 'OK', 'Final'],
    ['FUT', 'PPD', 'Postponed'],
    ['LIVE', 'SUSP', 'Suspended'],
    ['FUT', 'CNCL', 'Cancelled'],
    ['FUT', 'TBD', 'Scheduled'],
    ['FUT', undefined, 'Scheduled'],
  ])('%s / %s → %s', (gameState, scheduleState, status) => {
    expect(nhlStatus(gameState, scheduleState)).toEqual({ status, known: true });
  });

  it('says how a final was decided after regulation', () => {
    expect(nhlStatus('OFF', 'OK', 'OT')).toEqual({ status: 'Final', known: true, detail: 'Final/OT' });
    expect(nhlStatus('FINAL', 'OK', 'SO')).toEqual({ status: 'Final', known: true, detail: 'Final/SO' });
    expect(nhlStatus('OFF', 'OK', 'REG')).toEqual({ status: 'Final', known: true });
  });

  it('keeps a state it does not know as the provider text, marked unknown', () => {
    expect(nhlStatus('WARP', 'OK')).toEqual({ status: 'WARP', known: false });
  });
});

describe('gameStatusText', () => {
  it.each([
    ['MLB', 'Final', 9, 'Final'],
    ['MLB', 'Final', 11, 'Final'],
    ['NHL', 'Final', 3, 'Final'],
    ['NHL', 'Final', 4, 'F/4'],
    ['NHL', 'Final', 5, 'F/5'],
    ['MLB', 'Scheduled', null, '7:30 PM'],
    ['NHL', 'Scheduled', null, '7:30 PM'],
    ['MLB', 'Pre-Game', null, 'Pre'],
    ['NHL', 'Pre-Game', null, 'Pre'],
    ['MLB', 'In Progress', 6, '6'],
    ['NHL', 'In Progress', 2, 'P2'],
    ['NHL', 'In Progress', 4, 'P4'],
    ['NHL', 'In Progress', null, '7:30 PM'],
    ['MLB', 'Delayed', 3, 'Delayed (3)'],
    ['NHL', 'Delayed', 2, 'Delayed (P2)'],
    ['MLB', 'Delayed', null, 'Delayed'],
    ['MLB', 'Postponed', null, 'Postponed'],
    ['NHL', 'Postponed', null, 'Postponed'],
    ['MLB', 'Suspended', 6, 'Suspended'],
    ['NHL', 'Suspended', 2, 'Suspended'],
    ['MLB', 'Cancelled', null, 'Cancelled'],
    ['NHL', 'Cancelled', null, 'Cancelled'],
    ['MLB', 'Writ of Mandamus', 4, 'Writ of Mandamus'],
    ['NHL', 'WARP', null, 'WARP'],
  ] as const)('%s %s (period %s) → %s', (league, status, period, text) => {
    expect(gameStatusText(league, { status, period, gametime }, zone)).toBe(text);
  });

  it('shows the start time in the zone asked for', () => {
    expect(gameStatusText('NHL', { status: 'Scheduled', period: null, gametime }, 'America/Los_Angeles')).toBe(
      '4:30 PM',
    );
  });
});

describe('which games can still change', () => {
  it.each<[GameStatus, boolean, boolean]>([
    ['Scheduled', false, false],
    ['Pre-Game', false, false],
    ['In Progress', false, true],
    ['Delayed', false, true],
    ['Final', true, false],
    ['Postponed', true, false],
    ['Suspended', true, false],
    ['Cancelled', true, false],
    ['Writ of Mandamus', false, true],
  ])('%s: settled %s, under way %s', (status, settled, underway) => {
    expect(isSettled(status)).toBe(settled);
    expect(isUnderway(status)).toBe(underway);
  });
});

describe('formatPct', () => {
  it('writes three places the way baseball does', () => {
    expect(formatPct(6, 3)).toBe('.667');
    expect(formatPct(5, 0)).toBe('1.000');
    expect(formatPct(0, 0)).toBe('.000');
    expect(formatPct(81, 81)).toBe('.500');
  });
});

describe('hasBegun', () => {
  it('is true once there are scores to show on the day', () => {
    expect((['Scheduled', 'Pre-Game', 'Postponed', 'Cancelled'] as const).map(hasBegun)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect((['In Progress', 'Delayed', 'Final', 'Suspended', 'Writ of Mandamus'] as const).map(hasBegun)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
