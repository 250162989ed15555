import { stableHash } from '../../lib/stable-hash';

/**
 * The offline world's films: what is in theatres now and what opens soon. Invented titles,
 * so the built-in world never passes off made-up showtimes as a real film's.
 */
export interface CatalogueFilm {
  rootId: string;
  title: string;
  genres: string[];
  /** MPA content rating code. */
  rating: 'G' | 'PG' | 'PG-13' | 'R';
  /** Critics' rating on Gracenote's 0–4 scale, half stars allowed. */
  stars: number;
  minutes: number;
  short: string;
  /** Appended to the short description to make the long one. */
  more: string;
  /** How eager theatres are to book it, 1 (art house) to 5 (blockbuster). */
  draw: number;
}

type Row = [title: string, genres: string, rating: CatalogueFilm['rating'], stars: number, minutes: number, draw: number, short: string, more: string];

const NOW_SHOWING: Row[] = [
  ['The Lantern Keepers', 'Fantasy|Adventure', 'PG', 3.5, 124, 5, 'Two siblings inherit a lighthouse whose lamp holds back a sea of living shadows.', 'When the light falters on the longest night of the year, they must cross the dark water to find the keeper who vanished a century ago.'],
  ['Rust Belt Requiem', 'Drama', 'R', 3.5, 131, 2, 'A laid-off steelworker reunites his old union choir for one last competition.', 'Old grudges, a failing heart and a daughter who never forgave him stand between the men and the stage in Pittsburgh.'],
  ['Orbit of Ashes', 'Science fiction|Thriller', 'PG-13', 3, 142, 5, 'The crew of a dying space station must choose who rides the only escape capsule.', 'As the orbit decays and the radio goes quiet, a mission engineer discovers that the accident was no accident.'],
  ['Pancake Palace', 'Comedy|Family', 'PG', 2.5, 96, 4, 'A rivalry between two roadside diners turns into an all-out breakfast war.', 'The stakes rise when a food critic books a table at both on the same morning, and the grandkids switch sides.'],
  ['Quiet Harbor', 'Drama|Romance', 'PG-13', 3, 112, 3, 'A widowed ferry captain and a visiting cartographer chart an unlikely friendship.', 'Over one foggy summer on a Maine island, both learn that some maps are drawn to find a way home.'],
  ['The Ninth Witness', 'Crime|Thriller', 'R', 3.5, 127, 4, 'A public defender realizes the prosecution\'s star witness describes a crime that has not happened yet.', 'With the trial days from a verdict, she races to prevent the next killing without revealing what she knows.'],
  ['Dust Devils', 'Western|Action', 'R', 2.5, 118, 3, 'Three estranged sisters ride into a drought-struck town to settle their father\'s debts.', 'The man who holds the paper wants the land, the water and the sisters gone, in that order.'],
  ['Marigold and the Moon', 'Animation|Family', 'G', 3.5, 88, 5, 'A marigold seed blown onto the moon tries to grow into a garden.', 'With the help of a grumpy satellite and a lost astronaut\'s glove, she learns what it takes to bloom far from home.'],
  ['Static', 'Horror', 'R', 2, 94, 3, 'A late-night radio host keeps receiving calls from listeners who died decades ago.', 'Each call predicts the next death in town, and the last caller gives the host\'s own address.'],
  ['Fourth and Forever', 'Sports|Drama', 'PG-13', 3, 121, 4, 'A small-town high school football coach fights to keep the team alive after the mill closes.', 'His roster has fourteen players, one working scoreboard and a quarterback who has never played a down.'],
  ['The Glass Orchard', 'Mystery|Drama', 'PG-13', 3.5, 116, 2, 'An apple grower finds a glass box buried under her oldest tree.', 'The letters inside unravel a wartime secret her family kept from the whole valley for eighty years.'],
  ['Heist at Halftime', 'Action|Comedy', 'PG-13', 2.5, 104, 5, 'A crew of retired stadium workers plans to rob the championship game\'s ticket office.', 'They have twelve minutes of halftime show, one golf cart and a security chief who used to be their bowling partner.'],
  ['Paper Kingdoms', 'Animation|Adventure', 'PG', 3, 97, 4, 'Origami creatures come to life in a boy\'s bedroom and ask him to save their folded world.', 'A rainstorm is coming, and paper does not swim.'],
  ['The Cartographer\'s Daughter', 'Drama|History', 'PG-13', 3.5, 138, 2, 'In 1850s California, a mapmaker\'s daughter surveys the gold country her father can no longer walk.', 'Every line she draws decides who keeps their land, and men with guns want the lines drawn their way.'],
  ['Night Shift at Saint Jude', 'Drama', 'R', 3, 109, 2, 'One night in an understaffed city emergency room, told in real time.', 'A first-year resident, a veteran nurse and a flood of patients from a blackout test everything they believe about the job.'],
  ['Velocity Nine', 'Action|Science fiction', 'PG-13', 2, 126, 5, 'A test driver is pulled into an illegal race across three states in cars that drive themselves.', 'The prize is a fortune, the cars have their own ideas and the finish line keeps moving.'],
  ['Honeybee Hill', 'Comedy|Romance', 'PG-13', 3, 101, 3, 'A city lawyer inherits a beekeeping farm and the neighbor who has been running it.', 'She plans to sell by the end of the summer; the bees, the county fair and the neighbor have other plans.'],
  ['Below the Ice', 'Thriller|Adventure', 'PG-13', 3, 113, 4, 'Researchers trapped beneath an Antarctic ice shelf hear something tapping back.', 'With air running out, they must decide whether the sound is a rescue team or something that has waited far longer.'],
  ['The Understudy', 'Comedy|Drama', 'R', 3.5, 107, 2, 'A forty-year-old understudy finally gets her Broadway moment when the star loses her voice.', 'The catch: the star is her sister, and the show is about their mother.'],
  ['Thunder Road Home', 'Music|Drama', 'PG-13', 3, 119, 3, 'A fading rock singer drives his old tour route to find the bandmates he left behind.', 'Each stop on the road turns up a song he never finished and a debt he never paid.'],
  ['Spellbound Academy', 'Fantasy|Family', 'PG', 2.5, 110, 5, 'The worst student at a school for young wizards accidentally swaps bodies with the headmaster.', 'Exams are in a week, the school inspectors are coming, and only one of them knows how to undo the spell.'],
  ['Cold Case Sonata', 'Crime|Mystery', 'PG-13', 3, 114, 3, 'A retired detective hears a melody on the radio that was playing at a murder scene in 1989.', 'Tracking down the composer leads her back to the one case that ended her career.'],
  ['Wildfire Season', 'Action|Drama', 'PG-13', 3, 122, 4, 'Smoke jumpers in Montana face the biggest fire the state has seen in a generation.', 'A rookie, a crew chief on his last season and a town in the fire\'s path have one night to hold the line.'],
  ['Grandma Goes Viral', 'Comedy', 'PG-13', 2, 93, 4, 'An eighty-year-old grandmother becomes an internet sensation after one video.', 'Her family wants a cut of the fame; she wants to use it to find the sweetheart she lost in 1962.'],
  ['The Long Quiet', 'Science fiction|Drama', 'PG-13', 4, 146, 3, 'Humanity\'s first message from the stars arrives, and it asks us to stop talking.', 'A linguist and a retired radio astronomer have thirty days to understand why before the world answers.'],
  ['Backyard Dinosaurs', 'Animation|Comedy', 'G', 3, 85, 5, 'A suburban kid discovers that the garden gnomes next door are tiny, grumpy dinosaurs.', 'When the neighbors plan to move away, he must smuggle a whole herd across the cul-de-sac.'],
  ['Blood Orange', 'Thriller|Crime', 'R', 2.5, 105, 3, 'A Florida citrus heiress hires a drifter to fake her own kidnapping.', 'The ransom is real, the drifter has a plan of his own, and the orange groves hide more than fruit.'],
  ['Letters to Juniper', 'Romance|Drama', 'PG', 3, 111, 3, 'A mail carrier secretly answers letters sent to a woman who moved away years ago.', 'When she comes back to town, he has to decide whether to confess or keep writing.'],
  ['The Iron Parade', 'War|Drama', 'R', 3.5, 139, 3, 'A tank crew crosses Belgium in the last winter of the Second World War.', 'Their orders change by the hour, their fuel will not last, and the village ahead has not been told the war is coming.'],
  ['Sky Pirates of Calloway', 'Adventure|Fantasy', 'PG', 2.5, 117, 4, 'A stowaway on an airship discovers the crew are pirates hunting a floating city.', 'She may be the only one who can read the map, and the only one who wants the city left alone.'],
  ['Midnight at the Automat', 'Comedy|Romance', 'PG-13', 3, 99, 2, 'Two strangers meet every night at the last automat in New York.', 'Over pie and coffee they trade stories, until one of them stops showing up.'],
  ['The Hollow Choir', 'Horror|Mystery', 'R', 2.5, 101, 3, 'A choir director takes a job at a remote chapel where the singing never stops.', 'The villagers say the voices keep the valley safe; she starts to wonder from what.'],
  ['First Light', 'Documentary', 'G', 3.5, 92, 1, 'A year in the life of a family of snowy owls on the Alaskan tundra.', 'Filmed over four seasons, it follows three owlets from the first thaw to their first hunt.'],
  ['Courtside', 'Sports|Comedy', 'PG-13', 2.5, 103, 4, 'A disgraced basketball coach is sentenced to community service coaching a senior-center team.', 'The players are older, slower and wilier than any team he has led, and they want the state title.'],
  ['The Salt Road', 'Adventure|History', 'PG-13', 3, 133, 2, 'A caravan crosses the Sahara in 1912 carrying salt and a secret passenger.', 'A sandstorm, a mutiny and a pursuing army test the loyalty of the guide who promised to get them through.'],
  ['Double Exposure', 'Thriller|Mystery', 'PG-13', 3, 108, 3, 'A wedding photographer notices the same stranger in the background of every photo.', 'The stranger appears in pictures from weddings she shot ten years ago, and he has not aged.'],
  ['Snow Day Rebellion', 'Family|Comedy', 'PG', 2.5, 91, 4, 'A town\'s kids take over city hall when the mayor cancels snow days.', 'Armed with sleds and a very detailed plan, they have until the plows come to win their case.'],
  ['Neon Tigers', 'Action|Crime', 'R', 2, 112, 4, 'A disgraced boxer agrees to drive for a gang running the city\'s night races.', 'When the gang targets his younger brother, he turns the race against them.'],
  ['The Borrowed Summer', 'Drama|Comedy', 'PG-13', 3.5, 106, 2, 'Three cousins spend one last summer at their late grandfather\'s lake cabin before it is sold.', 'Clearing it out, they find his journals, and a version of him none of them knew.'],
  ['Atlas of Storms', 'Documentary|Science', 'PG', 3, 98, 1, 'Storm chasers and scientists follow the most violent weather on Earth for one year.', 'From Oklahoma tornadoes to Pacific typhoons, the film asks what a warming world does to the sky.'],
  ['King of the Corn Maze', 'Comedy|Family', 'PG', 2.5, 94, 3, 'A teenager enters a maze-design contest to save his family\'s failing farm.', 'His rival is the richest farmer in the county, and the maze has a way of rearranging itself.'],
  ['Harbor Lights', 'Drama|Romance', 'PG-13', 3, 115, 3, 'A jazz pianist returns to her hometown on the Gulf Coast after a hurricane.', 'Rebuilding her father\'s club means facing the bandleader she left at the altar.'],
  ['The Last Garrison', 'Action|War', 'R', 3, 128, 4, 'A handful of soldiers hold a mountain pass against an army a hundred times their size.', 'Reinforcements are three days away, and the snow has closed every road behind them.'],
  ['Toy Box Detectives', 'Animation|Mystery', 'G', 3, 87, 4, 'When the favorite teddy bear goes missing, the other toys open an investigation.', 'Every toy is a suspect, the dog is a witness, and the owner comes home at five o\'clock.'],
];

const UPCOMING: [title: string, genres: string, overview: string][] = [
  ['Starfall Protocol', 'Science fiction|Action', 'When a satellite network begins falling from the sky, a disgraced engineer has one orbit to stop the next strike.'],
  ['The Winter Orchard', 'Drama', 'A family gathers at the orchard for the last harvest before the land is sold, and old secrets ripen with the fruit.'],
  ['Moss and Marrow', 'Horror', 'Hikers on an old logging trail learn why the forest grows so green around the abandoned camp.'],
  ['Captain Pudding', 'Animation|Family', 'A dessert-loving sea captain and his crew of kittens sail off to find the legendary Sugar Isles.'],
  ['Two Tickets to Lisbon', 'Romance|Comedy', 'A pair of rival travel writers are forced to share one itinerary through Portugal.'],
  ['The Understory', 'Thriller', 'A botanist studying a rainforest canopy witnesses a crime no one else could have seen.'],
  ['Rookie Season', 'Sports|Drama', 'The oldest rookie in the history of women\'s professional hockey gets one season to prove she belongs.'],
  ['Glasswing', 'Fantasy|Adventure', 'A girl who can speak to butterflies follows a migration south to save her vanishing village.'],
  ['Deep Freeze', 'Action', 'A cold-storage warehouse becomes a battleground when thieves trap the night crew inside.'],
  ['The Paper Boy of Elm Street', 'Family|Drama', 'The last newspaper delivery boy in a small Ohio town sets out to save the paper that employs him.'],
  ['Chorus Line Zero', 'Music|Comedy', 'A robot built for an assembly line becomes the unlikely star of a community theater musical.'],
  ['Signal Lost', 'Science fiction|Thriller', 'A deep-space relay operator receives a distress call from a ship that has not launched yet.'],
  ['Margins', 'Drama', 'A reclusive novelist and her blunt young editor have one winter to finish the book that could save them both.'],
  ['Wolf Moon Rising', 'Horror|Action', 'A border town braces for the one night each year when the wolves come down from the mountains.'],
  ['The Great Bake-Off Caper', 'Comedy', 'A small-town baking contest turns into a heist when the grand prize turns out to be a stolen painting.'],
  ['Harvest of Stars', 'Documentary', 'Astronomers on four continents race to catch the return of a comet last seen two thousand years ago.'],
  ['Ridgeline', 'Western|Drama', 'A young ranch hand guides a cattle drive across the Rockies after the trail boss falls ill.'],
  ['Lullaby Station', 'Animation|Fantasy', 'The night trains that carry dreams to sleeping children break down, and one conductor must fix them by dawn.'],
];

export { stableHash };

const FIRST_NAMES = ['Ava', 'Marcus', 'Lena', 'Theo', 'Priya', 'Jonah', 'Rosa', 'Caleb', 'Nadia', 'Felix', 'Imani', 'Owen', 'Mei', 'Dante', 'Hazel', 'Rafael', 'June', 'Elliot', 'Sofia', 'Gideon', 'Maren', 'Tobias', 'Lucia', 'Wes'];
const LAST_NAMES = ['Calder', 'Okafor', 'Brandt', 'Whitlock', 'Moreno', 'Ashby', 'Lindqvist', 'Harlow', 'Nakamura', 'Delacroix', 'Pryce', 'Castellano', 'Rourke', 'Vance', 'Sterling', 'Abernathy', 'Quill', 'Baptiste', 'Holloway', 'Ferreira'];

/** Three invented actors per film, the same every time. */
function castFor(title: string): string[] {
  const h = stableHash(title);
  return [0, 1, 2].map((i) => `${FIRST_NAMES[(h >>> (i * 5)) % FIRST_NAMES.length]} ${LAST_NAMES[(h >>> (i * 7 + 3)) % LAST_NAMES.length]}`);
}

export const NOW_SHOWING_FILMS: CatalogueFilm[] = NOW_SHOWING.map(([title, genres, rating, stars, minutes, draw, short, more], i) => ({
  rootId: String(31_000_001 + i),
  title,
  genres: genres.split('|'),
  rating,
  stars,
  minutes,
  draw,
  short,
  more,
}));

export const castOf = (film: CatalogueFilm) => castFor(film.title);

export interface UpcomingFilm {
  id: number;
  title: string;
  genres: string[];
  overview: string;
}

export const UPCOMING_FILMS: UpcomingFilm[] = UPCOMING.map(([title, genres, overview], i) => ({
  id: 880_001 + i,
  title,
  genres: genres.split('|'),
  overview,
}));
