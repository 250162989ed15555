/** The offline world's TV shows: invented titles with channels, genres, runtimes and summaries. */
import { stableHash, pick } from './seeded';

export interface CatalogueShow {
  id: number;
  name: string;
  genres: string[];
  network: string | null;
  webChannel: string | null;
  runtime: number | null;
  /** HTML, as the provider sends it. */
  summary: string;
  /**
   * The show's ids on TheTVDB and IMDb, as TVmaze lists them (`externals`), so an import matches
   * offline by id. Made up out of the range either site has used (TheTVDB from 800 001, IMDb
   * from tt99000001), so a real export's ids never match an invented show.
   */
  thetvdb: number;
  imdb: string;
}

/** The first TheTVDB id of the world's shows, and of its episodes (added to the episode's id). */
export const WORLD_TVDB_SHOW_BASE = 800_000;
export const WORLD_TVDB_EPISODE_BASE = 90_000_000;

// Grouped by genre; each group's genres apply to its titles.
const GROUPS: [string[], string[]][] = [
  [
    ['Drama'],
    [
      'The Night Desk',
      'Harbor Street',
      'Long Division',
      'Saltwater Kin',
      'The Orchard',
      'After the Flood',
      'Kingsley Hall',
      'Wildflower County',
      'The Understudy',
      'Copper Valley',
      'House of Ashford',
      'Second Chances',
    ],
  ],
  [
    ['Comedy'],
    [
      'Office Hours',
      'Roommates Wanted',
      'Dad Jokes',
      'The Bake-Off Brothers',
      'Parking Lot Prophets',
      'Suburban Legends',
      'Cubicle Kings',
      'Night Owls',
      'Brunch Club',
      'Tiny Apartment',
      'My Neighbor the Mayor',
      'Family Dinner',
    ],
  ],
  [
    ['Crime', 'Drama'],
    [
      'Precinct Nine',
      'Cold Case Unit',
      'The Fixer',
      'Dead Drop',
      'Blue Line',
      'Nightingale Ward',
      'The Informant',
      'Harbor Homicide',
      'Backroom Deals',
      'The Getaway Crew',
      'Verdict',
      'Evidence Room',
    ],
  ],
  [
    ['Science-Fiction', 'Drama'],
    [
      'Starlight Colony',
      'Deep Orbit',
      'The Outer Rim',
      'Parallel',
      'Time Slip',
      'Signal Lost',
      'New Terra',
      'Quantum Leapers',
      'Exodus Station',
      'Skyward',
      'The Last Frontier',
      'Zero Gravity',
    ],
  ],
  [
    ['Thriller', 'Mystery'],
    [
      'Nightfall',
      'The Watcher',
      'Blackout',
      'Vanishing Point',
      'Whispers',
      'The Safe House',
      'Hollow Creek',
      'Red Herring',
      'The Tenant',
      'Tripwire',
      'Fog Harbor',
      'Midnight Caller',
    ],
  ],
  [
    ['Children', 'Family'],
    [
      'Captain Sprout',
      'The Busy Beavers',
      'Puzzle Pals',
      'Dino Daycare',
      'Rainbow Road Trip',
      'Moon Bunny',
      'Robo Ranch',
      'Treehouse Club',
      'Sparkle Squad',
      'Little Explorers',
      'Ocean Buddies',
      'Story Time Train',
    ],
  ],
  [
    ['Documentary', 'Nature'],
    ['Wild Planet', 'Rivers of the World', 'The Hidden Forest', 'Ice and Fire', 'Wings', 'Desert Life'],
  ],
  [['Food'], ['Midnight Diner Stories', 'Street Eats', 'The Dinner Rush', 'Grill Masters', 'Sweet Science']],
  [
    ['Comedy', 'Family'],
    ['The Hendersons', 'Grandma Knows Best', 'Twins Times Two', 'Home Sweet Chaos', 'The Night Shift Parents'],
  ],
  [
    ['Action', 'Adventure'],
    [
      'Strike Force',
      'Rogue Pilot',
      'The Expedition',
      'Border Patrol',
      'Treasure Hunters',
      'Night Raid',
      'Wild Cards',
      'Sea Wolves',
    ],
  ],
  [
    ['Fantasy', 'Adventure'],
    ['The Ember Crown', 'Realm of Ravens', 'The Seventh Gate', 'Witchwood', 'Dragonmoor', 'The Hollow King'],
  ],
  [['Sports'], ['Fourth and Long', 'Inside the Paint', 'Hat Trick', 'The Bullpen']],
  [
    ['Horror', 'Supernatural'],
    ['Hex Hollow', 'The Haunting at Blackwood', 'Night Terrors', 'Grave Shift'],
  ],
];

const NETWORKS = [
  'HBO',
  'AMC',
  'FX',
  'USA',
  'SYFY',
  'TNT',
  'TBS',
  'Lifetime',
  'Freeform',
  'Channel Nine',
  'Pacific Broadcasting',
  'Liberty Television',
];
const WEB_CHANNELS = ['StreamBox', 'Vista+', 'Orbit Video', 'Nimbus', 'Loop TV'];

const PREMISES: Record<string, string[]> = {
  Drama: [
    'follows a family whose secrets unravel over one long summer',
    'tracks the lives of strangers bound by a single night',
    'charts the rise and fall of a small-town dynasty',
  ],
  Comedy: [
    'is a workplace comedy about people who should not be left in charge',
    'finds the funny side of sharing a very small apartment',
    'follows a group of friends who keep making the same mistakes',
  ],
  Crime: [
    'follows detectives working the cases nobody else wants',
    'goes inside a crew planning the job that will set them free',
    'follows a lawyer who will defend anyone, for a price',
  ],
  'Science-Fiction': [
    'follows the crew of a colony ship far from home',
    'imagines a world where tomorrow arrives a day early',
    'follows scientists who opened a door they cannot close',
  ],
  Thriller: [
    'follows a woman who wakes up with a stranger’s memories',
    'tracks a town where people vanish every winter',
    'follows an analyst who discovers her agency is lying to her',
  ],
  Children: [
    'teaches sharing, counting and kindness with songs',
    'follows curious friends on a new adventure every day',
    'turns every question into an experiment',
  ],
  Documentary: [
    'travels the planet to film animals few have seen',
    'spends a year following the seasons in one wild place',
  ],
  Food: ['visits the cooks who feed a city after dark', 'puts home cooks against the clock'],
  Action: ['follows an elite team sent where nobody else will go', 'chases treasure across five continents'],
  Fantasy: ['follows an heir to a broken crown', 'tracks a band of misfits who find a door to another world'],
  Sports: [
    'goes behind the scenes with a team chasing a title',
    'breaks down the week’s big games with former players',
  ],
  Horror: [
    'follows a town where something wakes every hundred years',
    'investigates hauntings that turn out to be real',
  ],
};

let nextId = 1;
export const SHOW_CATALOGUE: CatalogueShow[] = GROUPS.flatMap(([genres, names]) =>
  names.map((name) => {
    const id = nextId++;
    const h = stableHash(name);
    // Most shows are on a network, some stream, and a few are on neither (syndicated or unlisted).
    const kind = h % 10;
    const premiseKey = Object.keys(PREMISES).find((k) => genres.includes(k)) ?? 'Drama';
    const premise = pick(PREMISES[premiseKey]!, name);
    const halfHour = genres.includes('Comedy') || genres.includes('Children') || genres.includes('Food');
    return {
      id,
      name,
      genres,
      network: kind < 6 ? pick(NETWORKS, name) : null,
      webChannel: kind >= 6 && kind < 9 ? pick(WEB_CHANNELS, name) : null,
      runtime: kind === 9 && h % 3 === 0 ? null : halfHour ? 30 : 60,
      summary: `<p><b>${name}</b> ${premise}.</p>`,
      thetvdb: WORLD_TVDB_SHOW_BASE + id,
      imdb: `tt99${String(id).padStart(6, '0')}`,
    };
  }),
);

const byId = new Map(SHOW_CATALOGUE.map((s) => [s.id, s]));
export const findCatalogueShow = (id: number): CatalogueShow | undefined => byId.get(id);

const byTvdb = new Map(SHOW_CATALOGUE.map((s) => [s.thetvdb, s]));
const byImdb = new Map(SHOW_CATALOGUE.map((s) => [s.imdb, s]));
export const findCatalogueShowByTvdb = (id: number): CatalogueShow | undefined => byTvdb.get(id);
export const findCatalogueShowByImdb = (id: string): CatalogueShow | undefined => byImdb.get(id.toLowerCase());
