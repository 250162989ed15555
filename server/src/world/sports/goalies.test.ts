import { addDays } from '@guide/common/dates';
import { describe, expect, it } from 'vitest';
import { offlineBoxScore } from './box-score';
import { goalieAnnouncement, nhlStarterOf } from './goalies';
import { rosterOf } from './rosters';
import { offlineGame, plannedGamesOn } from './schedule';

const HOUR = 3_600_000;
const days = Array.from({ length: 14 }, (_, i) => addDays('2026-11-10', i));
const clubsOf = () =>
  days
    .flatMap((day) => plannedGamesOn('NHL', day))
    .flatMap((planned) => [
      { planned, team: planned.home },
      { planned, team: planned.visitor },
    ]);
const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

describe('starting goalies in the offline world', () => {
  it('nothing is said six hours before the game; by the start every club has named the man the box score names', () => {
    const clubs = clubsOf();
    expect(clubs.length).toBeGreaterThan(150);
    for (const { planned, team } of clubs) {
      expect(goalieAnnouncement(planned, team, at(planned.gametime, -6.1))).toEqual({ goalie: null, withdrawn: null });
      expect(goalieAnnouncement(planned, team, planned.gametime).goalie?.name).toBe(nhlStarterOf(planned, team));
    }
    const { planned, team } = clubs[0]!;
    const later = at(planned.gametime, 4);
    const box = offlineBoxScore('NHL', offlineGame('NHL', planned.id, later)!, later)!;
    const side = box.home.team.id === team.id ? box.home : box.visitor;
    expect(side.goalies[0]).toMatchObject({ name: nhlStarterOf(planned, team), starter: true });
  });

  it('the back-up starts some games, the first goalie most', () => {
    const clubs = clubsOf();
    const backups = clubs.filter(
      ({ planned, team }) => nhlStarterOf(planned, team) === rosterOf('NHL', team).pitchers[1],
    );
    expect(backups.length).toBeGreaterThan(clubs.length / 8);
    expect(backups.length).toBeLessThan(clubs.length / 2);
  });

  it('a club that names the other goalie first withdraws him before the game and names its starter by the start', () => {
    const withdrawals = clubsOf().filter(
      ({ planned, team }) => goalieAnnouncement(planned, team, planned.gametime).withdrawn !== null,
    );
    expect(withdrawals.length).toBeGreaterThan(0);
    for (const { planned, team } of withdrawals) {
      const starter = nhlStarterOf(planned, team);
      const { withdrawn } = goalieAnnouncement(planned, team, planned.gametime);
      expect(withdrawn!.name).not.toBe(starter);
      // Earlier he was the one named, nothing withdrawn; from then on the word only changes forward.
      const said = Array.from({ length: 25 }, (_, i) =>
        goalieAnnouncement(planned, team, at(planned.gametime, -6 + i / 4)),
      );
      const firstNamed = said.findIndex((a) => a.goalie !== null);
      expect(said[firstNamed]).toEqual({ goalie: withdrawn, withdrawn: null });
      const taken = said.findIndex((a) => a.withdrawn !== null);
      expect(taken).toBeGreaterThan(firstNamed);
      expect(said.slice(taken).every((a) => a.withdrawn?.name === withdrawn!.name)).toBe(true);
    }
    // Some are left without a starter for a while: the withdrawal known, no one named.
    const gap = withdrawals.some(({ planned, team }) => {
      const half = goalieAnnouncement(planned, team, at(planned.gametime, -0.5));
      return half.goalie === null && half.withdrawn !== null;
    });
    expect(gap).toBe(true);
  });
});
