/**
 * The offline world's TV line-ups: at every zip an antenna line-up, the local cable company's and
 * two satellite services', each carrying its own share of the world's stations under its own
 * channel numbers; and the guide's own line-up (every station), which listings use by default.
 */
import type { TvChannel, TvLineup, TvLineupDetail } from '@guide/common/tv';
import { stableHash } from './seeded';
import { ALL_STATIONS } from './stations';

interface StationInfo {
  name: string;
  /** Its number on cable (before the cable company's own shift) and on each satellite service. */
  cable: number;
  directv: number;
  dish: number;
  /** Carried over the air. */
  broadcast?: number;
}

/** Every station of the world, by call sign: its name and numbers. */
const STATIONS: Record<string, StationInfo> = {
  AMC: { name: 'AMC', cable: 53, directv: 254, dish: 131 },
  TCM: { name: 'Turner Classic Movies', cable: 82, directv: 256, dish: 132 },
  HBO: { name: 'HBO', cable: 300, directv: 501, dish: 300 },
  HBO2: { name: 'HBO 2', cable: 301, directv: 502, dish: 301 },
  HBOSIG: { name: 'HBO Signature', cable: 302, directv: 503, dish: 302 },
  MAX: { name: 'Cinemax', cable: 320, directv: 515, dish: 310 },
  CINEMAX: { name: 'MoreMax', cable: 321, directv: 516, dish: 311 },
  SHO: { name: 'Showtime', cable: 340, directv: 545, dish: 318 },
  SHO2: { name: 'Showtime 2', cable: 341, directv: 546, dish: 319 },
  STARZ: { name: 'Starz', cable: 360, directv: 525, dish: 340 },
  STZENC: { name: 'Starz Encore', cable: 361, directv: 535, dish: 350 },
  FX: { name: 'FX', cable: 49, directv: 248, dish: 136 },
  FXM: { name: 'FX Movie Channel', cable: 133, directv: 258, dish: 384 },
  TNT: { name: 'TNT', cable: 29, directv: 245, dish: 138 },
  TBS: { name: 'TBS', cable: 28, directv: 247, dish: 139 },
  USA: { name: 'USA Network', cable: 30, directv: 242, dish: 105 },
  SYFY: { name: 'Syfy', cable: 46, directv: 244, dish: 122 },
  IFC: { name: 'IFC', cable: 131, directv: 559, dish: 389 },
  SUNDANCE: { name: 'Sundance TV', cable: 132, directv: 557, dish: 127 },
  MGMHD: { name: 'MGM HD', cable: 134, directv: 566, dish: 386 },
  FREEFORM: { name: 'Freeform', cable: 41, directv: 311, dish: 180 },
  LIFETIME: { name: 'Lifetime', cable: 36, directv: 252, dish: 108 },
  HALLMRK: { name: 'Hallmark Channel', cable: 69, directv: 312, dish: 185 },
  PARAMNT: { name: 'Paramount Network', cable: 40, directv: 241, dish: 107 },
  DISNEY: { name: 'Disney Channel', cable: 50, directv: 290, dish: 172 },
  KIDSFLIX: { name: 'KidsFlix', cable: 51, directv: 295, dish: 174 },
  ESPN: { name: 'ESPN', cable: 25, directv: 206, dish: 140 },
  ESPN2: { name: 'ESPN2', cable: 26, directv: 209, dish: 143 },
  FS1: { name: 'FOX Sports 1', cable: 70, directv: 219, dish: 150 },
  FS2: { name: 'FOX Sports 2', cable: 71, directv: 618, dish: 149 },
  NBCSN: { name: 'NBC Sports Network', cable: 72, directv: 220, dish: 159 },
  CBSSN: { name: 'CBS Sports Network', cable: 73, directv: 221, dish: 158 },
  NFLN: { name: 'NFL Network', cable: 74, directv: 212, dish: 154 },
  BTN: { name: 'Big Ten Network', cable: 75, directv: 610, dish: 405 },
  SECN: { name: 'SEC Network', cable: 76, directv: 611, dish: 404 },
  ACCN: { name: 'ACC Network', cable: 77, directv: 612, dish: 402 },
  BEIN: { name: 'beIN Sports', cable: 78, directv: 620, dish: 392 },
  UNIMAS: { name: 'UniMás', cable: 48, directv: 406, dish: 846, broadcast: 41 },
  GOLAZO: { name: 'Golazo Network', cable: 79, directv: 621, dish: 393 },
  NHLN: { name: 'NHL Network', cable: 80, directv: 215, dish: 157 },
  NBATV: { name: 'NBA TV', cable: 81, directv: 216, dish: 156 },
  MLBN: { name: 'MLB Network', cable: 83, directv: 213, dish: 152 },
  GOLF: { name: 'Golf Channel', cable: 84, directv: 218, dish: 401 },
  TENNIS: { name: 'Tennis Channel', cable: 85, directv: 217, dish: 400 },
  DAZN: { name: 'DAZN', cable: 86, directv: 622, dish: 394 },
};

/** Stations a service does not carry. */
const LEFT_OUT: Record<'cable' | 'directv' | 'dish', ReadonlySet<string>> = {
  cable: new Set(['BEIN', 'GOLAZO', 'DAZN']),
  directv: new Set(['KIDSFLIX', 'GOLAZO', 'DAZN']),
  dish: new Set(['NBCSN', 'MGMHD', 'DAZN']),
};

/** Cable companies, one per state (by a stable choice), and how far up each numbers its channels. */
const CABLE_COMPANIES = [
  { name: 'Xfinity', shift: 0 },
  { name: 'Spectrum', shift: 100 },
  { name: 'Cox', shift: 0 },
  { name: 'Optimum', shift: 100 },
] as const;

/** Where a zip is; the world knows the places, the caller finds them (reference/places). */
export interface LineupPlace {
  zip: string;
  city: string;
  state: string;
}

type Kind = 'broadcast' | 'cable' | 'directv' | 'dish';

/** A service's channels in number order; 'all' is every station, on cable numbers. */
function channelsOf(kind: Kind | 'all', shift = 0): TvChannel[] {
  const channels: TvChannel[] = [];
  for (const callSign of ALL_STATIONS) {
    const info = STATIONS[callSign]!;
    if (kind === 'broadcast') {
      if (info.broadcast) channels.push({ callSign, channel: String(info.broadcast), name: info.name });
    } else if (kind === 'all' || !LEFT_OUT[kind].has(callSign)) {
      const number = kind === 'cable' || kind === 'all' ? info.cable + shift : info[kind];
      channels.push({ callSign, channel: String(number), name: info.name });
    }
  }
  return channels.sort((a, b) => Number(a.channel) - Number(b.channel) || a.name.localeCompare(b.name));
}

const cableCompany = (state: string) => CABLE_COMPANIES[stableHash(`cable:${state}`) % CABLE_COMPANIES.length]!;

const ID = /^USA-(?:(OTA)(\d{5})|([A-Z]{2})(\d{5})-X|(DITV|DISH)(\d{5})-DEFAULT)$/;

/** The line-ups offered at a place: broadcast first, then cable, then satellite. */
export function lineupsAt(place: LineupPlace): TvLineup[] {
  return (['broadcast', 'cable', 'directv', 'dish'] as const).map((kind) => describe(kind, place));
}

function describe(kind: Kind, place: LineupPlace): TvLineup {
  const location = `${place.city}, ${place.state}`;
  switch (kind) {
    case 'broadcast':
      return { id: `USA-OTA${place.zip}`, name: `Antenna — ${place.city}`, type: 'broadcast', location };
    case 'cable':
      return {
        id: `USA-${place.state}${place.zip}-X`,
        name: `${cableCompany(place.state).name} — ${place.city}`,
        type: 'cable',
        location,
      };
    case 'directv':
      return { id: `USA-DITV${place.zip}-DEFAULT`, name: `DIRECTV — ${place.city}`, type: 'satellite', location };
    case 'dish':
      return { id: `USA-DISH${place.zip}-DEFAULT`, name: `DISH — ${place.city}`, type: 'satellite', location };
  }
}

/** The zip a world line-up id was made for, or null when the id is none of the world's. */
export function zipOfLineup(id: string): string | null {
  const m = ID.exec(id);
  return m ? (m[2] ?? m[4] ?? m[6] ?? null) : null;
}

/**
 * A line-up with its channels: `place` is where the id's zip is (null when it is nowhere, and
 * then so is the line-up), `defaultId` the guide's own line-up, every station on cable numbers.
 */
export function lineupDetail(id: string, place: LineupPlace | null, defaultId: string): TvLineupDetail | null {
  if (id === defaultId) {
    return {
      id,
      name: 'All channels the guide lists',
      type: 'cable',
      location: '',
      default: true,
      channels: channelsOf('all'),
    };
  }
  const m = ID.exec(id);
  if (!m || !place) return null;
  const kind: Kind = m[1] ? 'broadcast' : m[3] ? 'cable' : m[5] === 'DITV' ? 'directv' : 'dish';
  const lineup = describe(kind, place);
  if (lineup.id !== id) return null; // a cable id with the wrong state for its zip
  const shift = kind === 'cable' ? cableCompany(place.state).shift : 0;
  return { ...lineup, default: false, channels: channelsOf(kind, shift) };
}
