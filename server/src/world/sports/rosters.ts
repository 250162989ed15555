import type { Team } from '../../reference/teams';
import { randomFrom, seedOf } from './chance';

/**
 * The offline world's players: a made-up roster per club, drawn from the club's id, so the same
 * team always has the same people. No real player is named.
 */

const FIRST = [
  'Aaron',
  'Alex',
  'Andre',
  'Ben',
  'Blake',
  'Brady',
  'Caleb',
  'Carlos',
  'Cole',
  'Connor',
  'Dante',
  'Devin',
  'Diego',
  'Eli',
  'Emil',
  'Evan',
  'Felix',
  'Gabe',
  'Grant',
  'Hugo',
  'Isaac',
  'Jalen',
  'Jonah',
  'Kai',
  'Kenji',
  'Leo',
  'Luca',
  'Marcus',
  'Mateo',
  'Miles',
  'Nico',
  'Noah',
  'Oscar',
  'Owen',
  'Pablo',
  'Quinn',
  'Rafael',
  'Reid',
  'Rowan',
  'Sami',
  'Theo',
  'Tomas',
  'Victor',
  'Wes',
  'Xavier',
  'Yuri',
  'Zane',
  'Anders',
];
const LAST = [
  'Abernathy',
  'Alder',
  'Bellamy',
  'Birchwood',
  'Castellano',
  'Corbett',
  'Dahlgren',
  'Delacroix',
  'Easton',
  'Ferreira',
  'Fairbanks',
  'Galloway',
  'Halvorsen',
  'Hartigan',
  'Ibarra',
  'Jessup',
  'Kowalczyk',
  'Lindqvist',
  'Lockhart',
  'Marchetti',
  'Mendoza',
  'Novak',
  'Okafor',
  'Pellerin',
  'Quintero',
  'Ravensworth',
  'Rasmussen',
  'Salcedo',
  'Sorensen',
  'Tavares',
  'Thorne',
  'Underhill',
  'Valdez',
  'Vasquez',
  'Whitlock',
  'Winslow',
  'Yamada',
  'Zielinski',
  'Brannigan',
  'Cordova',
  'Dubois',
  'Eklund',
  'Fontaine',
  'Grayson',
  'Holloway',
  'Lachance',
  'Moreau',
  'Takahashi',
];

export interface Roster {
  /** MLB: pitchers, the first of them the closer. NHL: goaltenders, the first of them the starter. */
  pitchers: string[];
  /** MLB: the lineup. NHL: the forwards (four lines of centre, left and right wing). */
  players: string[];
  /** NHL: the six defencemen (drawn after the others, so the others stay who they were). MLB: none. */
  defence: string[];
}

const rosters = new Map<string, Roster>();

/** The club's roster, the same on every call. */
export function rosterOf(league: 'MLB' | 'NHL', team: Pick<Team, 'id'>): Roster {
  const key = `${league}:${team.id}`;
  let roster = rosters.get(key);
  if (!roster) {
    const random = randomFrom(seedOf('roster', key));
    const used = new Set<string>();
    const person = () => {
      for (;;) {
        const name = `${FIRST[Math.floor(random() * FIRST.length)]} ${LAST[Math.floor(random() * LAST.length)]}`;
        if (!used.has(name)) {
          used.add(name);
          return name;
        }
      }
    };
    const [pitchers, players] = league === 'MLB' ? [8, 9] : [2, 12];
    roster = {
      pitchers: Array.from({ length: pitchers }, person),
      players: Array.from({ length: players }, person),
      defence: Array.from({ length: league === 'NHL' ? 6 : 0 }, person),
    };
    rosters.set(key, roster);
  }
  return roster;
}

/** 'Marcus Thorne' → 'M. Thorne', as score sheets write names. */
export const shortName = (name: string) => name.replace(/^(\S)\S*\s+/, '$1. ');

/** A made-up player's id: stable for the club and name, never one of a real provider's. */
export const playerId = (league: 'MLB' | 'NHL', teamId: number, name: string) =>
  100000 + (seedOf('player', league, teamId, name) % 900000);

/**
 * An MLB pitcher's season line going into a game on `day` (drawn per club, man and month, the
 * same on every call): the box score adds the game's decision to it, the probable pitchers show it.
 */
export function pitcherSeason(
  teamId: number,
  name: string,
  day: string,
): { wins: number; losses: number; era: string } {
  const seed = seedOf('season', teamId, name, day.slice(0, 7));
  // A starter takes the ball every fifth day from late March; about three starts in four end in his decision.
  const sinceSpring = (Date.parse(`${day}T12:00:00Z`) - Date.parse(`${day.slice(0, 4)}-03-26T12:00:00Z`)) / 86_400_000;
  const decided = Math.round(Math.min(32, Math.max(0, Math.floor(sinceSpring / 5))) * 0.75);
  const wins = seed % (decided + 1);
  return {
    wins,
    losses: decided - wins,
    era: `${2 + ((seed >>> 4) % 3)}.${String((seed >>> 12) % 100).padStart(2, '0')}`,
  };
}
