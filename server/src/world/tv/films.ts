/** The offline world's film catalogue: invented films across the genres the screens filter by. */
import { stableHash, pickSome } from './seeded';

export interface Film {
  rootId: string;
  title: string;
  releaseYear: number;
  genres: string[];
  shortDescription: string;
  longDescription: string;
  topCast: string[];
  /** Gracenote-style star rating, '1' to '4' in halves. */
  rating: string;
}

// [title, year, genres, logline]
const FILMS: [string, number, string[], string][] = [
  [
    'The Lantern Keeper',
    2019,
    ['Drama'],
    'A lighthouse keeper on a remote island takes in a shipwrecked stranger with a secret.',
  ],
  [
    'Paper Moons',
    2015,
    ['Romance', 'Comedy'],
    'Two rival greeting-card writers fall for each other through anonymous notes.',
  ],
  [
    'Starfall Protocol',
    2021,
    ['Science fiction', 'Action'],
    'A salvage crew finds a satellite that is still taking orders from a war that ended.',
  ],
  [
    'Mabel and the Moon Bear',
    2018,
    ['Children', 'Animated', 'Adventure'],
    'A girl and a bear made of moonlight must find their way home before sunrise.',
  ],
  [
    'Cold Harbor Road',
    2012,
    ['Thriller', 'Crime'],
    'A truck driver witnesses a murder at a rest stop and becomes the next target.',
  ],
  [
    'The Hollow Hours',
    2020,
    ['Horror'],
    'A family moves into a farmhouse where the clocks run backwards after midnight.',
  ],
  [
    'Grand Tour Disaster',
    2016,
    ['Comedy'],
    'Three estranged brothers take their late father’s ashes across Europe by minivan.',
  ],
  ['Iron Meridian', 2017, ['Action', 'Adventure'], 'An ex-soldier races a mercenary army to a buried railway of gold.'],
  [
    'Velvet Static',
    2014,
    ['Drama', 'Musical'],
    'A late-night radio host in 1970s Detroit finds a voice that changes the city.',
  ],
  [
    'Rocket Pups',
    2022,
    ['Children', 'Animated', 'Comedy'],
    'Four puppies build a rocket to fetch the ball that got away into orbit.',
  ],
  [
    'The Quiet Orbit',
    2019,
    ['Science fiction', 'Drama'],
    'The last astronaut on a failing station records messages for a daughter she may never see.',
  ],
  [
    'Blackwater Creek',
    2011,
    ['Horror', 'Thriller'],
    'Campers discover that the creek’s legends are older, and hungrier, than they thought.',
  ],
  [
    'Second Serve',
    2018,
    ['Comedy', 'Romance'],
    'A washed-up tennis pro coaches the wealthy widow who beat him at Wimbledon.',
  ],
  [
    'Dust Devils',
    2013,
    ['Western', 'Action'],
    'A sheriff and an outlaw join forces when a land baron burns their town.',
  ],
  [
    'Glass Kingdom',
    2023,
    ['Fantasy', 'Adventure'],
    'A glassblower’s apprentice steps through a mirror into a kingdom on the brink.',
  ],
  [
    'Night Shift at the Museum of Oddities',
    2017,
    ['Comedy', 'Children'],
    'A new guard discovers the exhibits throw a party every full moon.',
  ],
  ['Undertow', 2016, ['Thriller', 'Drama'], 'A lifeguard suspects the drowning that made her a hero was no accident.'],
  ['Project Halcyon', 2024, ['Science fiction', 'Thriller'], 'An AI built to predict crime predicts its own creator.'],
  [
    'The Tin Soldier’s Christmas',
    2010,
    ['Children', 'Animated', 'Fantasy'],
    'A toy soldier crosses a snowy city to return to the boy who lost him.',
  ],
  ['Long Way to Tulsa', 2014, ['Drama'], 'A grandmother and her grandson drive Route 66 to scatter a secret.'],
  [
    'Deadline Zero',
    2019,
    ['Action', 'Thriller'],
    'A journalist has one night to publish proof before the city’s power fails.',
  ],
  ['Marrow', 2021, ['Horror'], 'A surgeon’s transplant patients begin to share the same nightmare.'],
  [
    'The Great Pickle Caper',
    2015,
    ['Comedy', 'Children'],
    'Kids at a county fair investigate the theft of a prize-winning pickle.',
  ],
  [
    'Sons of the Tide',
    2012,
    ['Adventure', 'Drama'],
    'Fishermen brothers sail into a storm to save their failing family boat.',
  ],
  [
    'Neon Nomads',
    2020,
    ['Science fiction', 'Adventure'],
    'Scavengers cross a lit-up desert where old cities still dream.',
  ],
  ['A Recipe for Rosie', 2022, ['Romance', 'Comedy'], 'A food critic falls for the chef whose restaurant she panned.'],
  ['Shadow Ledger', 2018, ['Crime', 'Thriller'], 'A bank auditor finds the numbers that someone killed to hide.'],
  [
    'The Ninth Floor',
    2016,
    ['Horror', 'Mystery'],
    'An elevator in an old hotel keeps stopping at a floor that isn’t there.',
  ],
  [
    'Sky Pirates of Carmine Bay',
    2019,
    ['Animated', 'Adventure', 'Children'],
    'A cabin girl on an airship outwits pirates to save her floating town.',
  ],
  ['Winter Wheat', 2013, ['Drama'], 'A Kansas farm family faces a drought, a debt and an old betrayal.'],
  [
    'Full Throttle Fury',
    2021,
    ['Action'],
    'A getaway driver is forced into one last job by the sister he thought was dead.',
  ],
  [
    'The Clockmaker’s Riddle',
    2017,
    ['Mystery', 'Adventure'],
    'Siblings follow clues hidden in their great-uncle’s clocks.',
  ],
  ['Laugh Track', 2023, ['Comedy'], 'A sitcom writer wakes up living inside the show he created.'],
  [
    'Red Sands of Io',
    2015,
    ['Science fiction', 'Action'],
    'Miners on a volcanic moon revolt against the company that owns their air.',
  ],
  [
    'The Babysitter Knows',
    2022,
    ['Thriller', 'Horror'],
    'A sitter realizes the family she works for is hiding someone in the walls.',
  ],
  [
    'Dinosaur Detectives',
    2020,
    ['Children', 'Animated', 'Mystery'],
    'Two young dinosaurs solve the case of the missing volcano egg.',
  ],
  [
    'Harbor Lights',
    2011,
    ['Romance', 'Drama'],
    'A widowed fisherman and a visiting painter share one summer on the coast.',
  ],
  [
    'The Mountain Between Us Two',
    2018,
    ['Adventure', 'Drama'],
    'Stranded climbers must trust each other to get off the peak.',
  ],
  [
    'Operation Teacup',
    2016,
    ['Comedy', 'Action'],
    'Retired spies reunite at a tea shop when their old enemy moves in next door.',
  ],
  [
    'Echo Chamber',
    2024,
    ['Science fiction', 'Mystery'],
    'A sound engineer hears a voice in her recordings that predicts tomorrow.',
  ],
  ['Bayou Bones', 2014, ['Horror'], 'A documentary crew in Louisiana finds more than folklore in the swamp.'],
  [
    'The Last Dance Marathon',
    2019,
    ['Drama', 'Musical'],
    'Depression-era dancers compete for a prize that may not exist.',
  ],
  [
    'Wild Frontier Academy',
    2021,
    ['Children', 'Adventure'],
    'Kids at a wilderness camp protect a wolf pup from poachers.',
  ],
  [
    'Breakpoint',
    2017,
    ['Action', 'Thriller'],
    'A hacker on parole is blackmailed into breaking into an air-gapped vault.',
  ],
  ['The Garden Party', 2012, ['Comedy', 'Drama'], 'A disastrous wedding rehearsal brings three generations to blows.'],
  ['Moonlit Gallop', 2015, ['Children', 'Drama'], 'A shy girl trains a rescued racehorse for the county derby.'],
  [
    'Fathom',
    2020,
    ['Science fiction', 'Horror'],
    'A deep-sea lab loses contact with the surface and something knocks on the hatch.',
  ],
  [
    'Cactus Jack Rides Again',
    2013,
    ['Western', 'Comedy'],
    'An aging rodeo clown is mistaken for a legendary gunslinger.',
  ],
  [
    'Silent Partner',
    2022,
    ['Crime', 'Drama'],
    'A detective’s partner is found to be working for the family they are investigating.',
  ],
  [
    'Pixel Pals',
    2023,
    ['Animated', 'Children', 'Comedy'],
    'Video-game characters escape into a school’s computer lab.',
  ],
  ['The Cartographer', 2016, ['Adventure', 'Mystery'], 'A mapmaker discovers an island that appears only on her maps.'],
  [
    'Hot Pursuit Down Under',
    2018,
    ['Action', 'Comedy'],
    'A Texas cop and an Australian ranger chase a smuggler across the outback.',
  ],
  ['All the Bright Rooms', 2021, ['Drama'], 'A hospice nurse helps a reclusive composer finish his final symphony.'],
  ['Hex Street', 2019, ['Horror', 'Comedy'], 'Roommates discover their cheap apartment comes with a cursed landlord.'],
  [
    'Orbital Rescue',
    2017,
    ['Science fiction', 'Adventure'],
    'A rookie pilot leads the rescue of a tourist shuttle in a decaying orbit.',
  ],
  [
    'The Pie Contest',
    2014,
    ['Comedy', 'Children'],
    'A small town’s pie contest becomes a war between two grandmothers.',
  ],
  [
    'Ghost Signal',
    2023,
    ['Thriller', 'Science fiction'],
    'A radio astronomer receives a signal from her own telescope, dated next week.',
  ],
  [
    'Kings of the Court',
    2020,
    ['Drama'],
    'A high-school basketball coach takes his underdog team to the state finals.',
  ],
  [
    'The Dragon Who Couldn’t Fly',
    2016,
    ['Children', 'Animated', 'Fantasy'],
    'A young dragon afraid of heights learns courage from a mouse.',
  ],
  ['Thunder Ridge', 2012, ['Western', 'Drama'], 'A ranching family fights to keep their land as the railroad arrives.'],
  [
    'Midnight in Marrakesh',
    2018,
    ['Romance', 'Thriller'],
    'A travel writer is drawn into a smuggling ring by a charming stranger.',
  ],
  [
    'The Visitor in Room 12',
    2021,
    ['Horror', 'Thriller'],
    'A night nurse notices a patient who appears in no records.',
  ],
  [
    'Bigfoot Summer',
    2019,
    ['Children', 'Comedy', 'Adventure'],
    'Three friends set out to prove Bigfoot lives behind the campground.',
  ],
  [
    'Eclipse Run',
    2022,
    ['Action', 'Science fiction'],
    'Couriers race across a city during the minutes of a total eclipse.',
  ],
  ['The Lighthouse Diaries', 2010, ['Documentary'], 'The lives of the last lighthouse keepers on the Atlantic coast.'],
  [
    'Voices of the Reef',
    2017,
    ['Documentary'],
    'A year among the fish, turtles and scientists of a living coral reef.',
  ],
];

const ACTORS = [
  'Maya Okafor',
  'Daniel Reyes',
  'Priya Raman',
  'Tom Hadley',
  'Elena Sokolova',
  'Marcus Bell',
  'Grace Whitfield',
  'Kenji Mori',
  'Aisha Grant',
  'Leo Fontaine',
  'Hannah Lindqvist',
  'Omar Haddad',
  'Rosa Delgado',
  'Samuel Achebe',
  'Clara Novak',
  'Jonah Pierce',
  'Isabel Cruz',
  'Victor Lang',
  'Nadia Petrova',
  'Felix Moreau',
  'June Park',
  'Caleb Brooks',
  'Amara Diallo',
  'Owen Gallagher',
];

const GENRE_COLOUR: Record<string, string> = {
  Drama: 'Told with patience and warmth, it lets its characters breathe.',
  Comedy: 'Big laughs come with a surprisingly tender heart.',
  Action: 'Set pieces stack up in a breathless final act.',
  Adventure: 'A journey full of narrow escapes and wide horizons.',
  'Science fiction': 'Big ideas about where we are headed, grounded in human stakes.',
  Thriller: 'The tension tightens scene by scene until the last minute.',
  Horror: 'Best watched with the lights on.',
  Children: 'A film the whole family can watch together.',
  Animated: 'Bright, inventive animation fills every frame.',
  Romance: 'An old-fashioned love story with a modern edge.',
  Mystery: 'Clues hide in plain sight for sharp-eyed viewers.',
  Fantasy: 'A world of wonder built with real craft.',
  Western: 'Wide skies, dusty towns and hard choices.',
  Crime: 'Nobody’s hands are entirely clean.',
  Musical: 'The music carries the story.',
  Documentary: 'Filmed over several years with remarkable access.',
};

export const FILM_CATALOGUE: Film[] = FILMS.map(([title, releaseYear, genres, logline], i) => {
  const rootId = String(20_000_000 + i * 137);
  const h = stableHash(title);
  const topCast = genres.includes('Documentary') ? [] : pickSome(ACTORS, 3, title);
  const lead = topCast[0];
  return {
    rootId,
    title,
    releaseYear,
    genres,
    shortDescription: lead ? `${logline.replace(/\.$/, '')} (${lead}).` : logline,
    longDescription: `${logline} ${genres
      .map((g) => GENRE_COLOUR[g])
      .filter(Boolean)
      .join(' ')}`,
    topCast,
    rating: String(1 + (h % 7) * 0.5),
  };
});

const byRootId = new Map(FILM_CATALOGUE.map((f) => [f.rootId, f]));
export const findFilm = (rootId: string): Film | undefined => byRootId.get(rootId);
