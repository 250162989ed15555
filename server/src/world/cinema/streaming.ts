import type { StreamingService, WatchKind, WatchOptions } from '@guide/common/cinema';
import { stableHash } from '../../lib/stable-hash';

/** The offline world's services: invented names, as its films are, so no real service is misquoted. */
interface WorldService extends StreamingService {
  kinds: readonly WatchKind[];
  /** How likely a film is on it in a month, 0–100. */
  reach: number;
}

const SERVICES: WorldService[] = [
  { id: 9001, name: 'Marquee+', logo: null, kinds: ['subscription'], reach: 30 },
  { id: 9002, name: 'Reelhouse', logo: null, kinds: ['subscription'], reach: 25 },
  { id: 9003, name: 'Brightbox', logo: null, kinds: ['subscription', 'ads'], reach: 20 },
  { id: 9004, name: 'Lantern Classics', logo: null, kinds: ['subscription'], reach: 10 },
  { id: 9005, name: 'Porchlight TV', logo: null, kinds: ['free', 'ads'], reach: 15 },
  { id: 9006, name: 'Open Reel', logo: null, kinds: ['free'], reach: 8 },
  { id: 9007, name: 'Cornerstore Video', logo: null, kinds: ['rent', 'buy'], reach: 85 },
  { id: 9008, name: 'Reel Rental', logo: null, kinds: ['rent', 'buy'], reach: 70 },
  { id: 9009, name: 'Filmvault Store', logo: null, kinds: ['buy'], reach: 55 },
  // The web channels the world's streaming originals are released on (world/tv/show-catalogue.ts).
  { id: 9010, name: 'StreamBox', logo: null, kinds: ['subscription'], reach: 12 },
  { id: 9011, name: 'Vista+', logo: null, kinds: ['subscription', 'ads'], reach: 10 },
  { id: 9012, name: 'Orbit Video', logo: null, kinds: ['subscription'], reach: 8 },
  { id: 9013, name: 'Nimbus', logo: null, kinds: ['subscription'], reach: 8 },
  { id: 9014, name: 'Loop TV', logo: null, kinds: ['free', 'ads'], reach: 10 },
];

const KIND_ORDER: WatchKind[] = ['subscription', 'free', 'ads', 'rent', 'buy'];
/** Offers change about monthly, each film on its own day of the month, like licences do. */
const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export function worldServices(): StreamingService[] {
  return SERVICES.map(({ id, name, logo }) => ({ id, name, logo })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Where the title with id `filmId` streams on `today` (YYYY-MM-DD): the same answer all of a
 * window. A streaming original is always on `ownService`, the service it is released on.
 */
export function worldWatchOptions(filmId: string, today: string, ownService?: string): WatchOptions {
  const day = Math.floor(Date.parse(`${today}T00:00:00Z`) / DAY_MS);
  const shift = stableHash(`${filmId}|watch-shift`) % WINDOW_DAYS;
  const window = Math.floor((day + shift) / WINDOW_DAYS);
  const chosen = SERVICES.filter(
    (s) => s.name === ownService || stableHash(`${filmId}|${s.id}|${window}`) % 100 < s.reach,
  );
  const options = KIND_ORDER.map((kind) => ({
    kind,
    services: chosen.filter((s) => s.kinds.includes(kind)).map(({ id, name, logo }) => ({ id, name, logo })),
  })).filter((o) => o.services.length > 0);
  return { region: 'US', link: null, options };
}
