/** Made-up casts for the offline shows: performers and the parts they play, chosen from the show's name. */
import type { TvCastMember } from '@guide/common/tv';
import type { CatalogueShow } from './show-catalogue';
import { stableHash } from './seeded';

const PERFORMER_FIRST = [
  'Adele',
  'Bruno',
  'Carmen',
  'Desmond',
  'Esther',
  'Farid',
  'Gwen',
  'Hugo',
  'Ines',
  'Jasper',
  'Keira',
  'Lorenzo',
  'Mira',
  'Nolan',
  'Odette',
  'Pablo',
  'Quinn',
  'Ruth',
  'Silas',
  'Tamsin',
  'Umar',
  'Vera',
  'Wyatt',
  'Yara',
];
const PERFORMER_LAST = [
  'Abbott',
  'Bianchi',
  'Carver',
  'Dunmore',
  'Ekwueme',
  'Frost',
  'Galloway',
  'Hirano',
  'Iversen',
  'Jablonski',
  'Kearney',
  'Larkin',
  'Mbeki',
  'Norwood',
  'Oyelaran',
  'Pemberton',
  'Quintero',
  'Rasmussen',
  'Sandoval',
  'Thackeray',
];
const CHARACTER_FIRST = [
  'Abby',
  'Ben',
  'Cora',
  'Dex',
  'Eliza',
  'Finn',
  'Greta',
  'Hank',
  'Iris',
  'Jack',
  'Kit',
  'Lou',
  'Maggie',
  'Nate',
  'Olive',
  'Pete',
  'Rhea',
  'Sam',
  'Tess',
  'Vince',
  'Willa',
  'Zeke',
];
const CHARACTER_LAST = [
  'Archer',
  'Blake',
  'Cole',
  'Drummond',
  'Ellis',
  'Fenwick',
  'Grady',
  'Hale',
  'Keane',
  'Lowry',
  'Mercer',
  'Nash',
  'Pike',
  'Reyes',
  'Shaw',
  'Turner',
  'Voss',
  'Wilder',
];

/** Shows whose people play themselves: the parts are jobs, not characters. */
const UNSCRIPTED_PARTS: Record<string, string[]> = {
  Documentary: ['Narrator'],
  Food: ['Host', 'Judge', 'Judge'],
  Sports: ['Host', 'Analyst', 'Analyst'],
};

/** The lead of some genres carries a title. */
const LEAD_TITLES: Record<string, string> = {
  Crime: 'Detective',
  'Science-Fiction': 'Captain',
  Action: 'Agent',
  Horror: 'Dr.',
};

/**
 * `count` distinct items in a seeded order. The index leads the hashed text: at its end (as in
 * `pickSome`) neighbouring items get related keys, and casts came out in alphabetical order.
 */
function drawn<T>(items: readonly T[], count: number, seed: string): T[] {
  return items
    .map((item, i) => ({ item, key: stableHash(`${i}:${seed}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((x) => x.item);
}

/** A show's cast, always the same for the same show: four to eight parts for fiction, one to three for the rest. */
export function offlineCast(show: CatalogueShow): TvCastMember[] {
  const unscripted = show.genres.map((g) => UNSCRIPTED_PARTS[g]).find((parts) => parts !== undefined);
  const count = unscripted ? unscripted.length : 4 + (stableHash(`cast:${show.name}`) % 5);
  // Distinct first and last names, so nobody appears twice in one cast.
  const firsts = drawn(PERFORMER_FIRST, count, `performer-first:${show.name}`);
  const lasts = drawn(PERFORMER_LAST, count, `performer-last:${show.name}`);
  const names = firsts.map((first, i) => `${first} ${lasts[i]!}`);
  if (unscripted) return names.map((name, i) => ({ name, character: unscripted[i]! }));

  const characterFirsts = drawn(CHARACTER_FIRST, count, `character-first:${show.name}`);
  const characterLasts = drawn(CHARACTER_LAST, count, `character-last:${show.name}`);
  const title = show.genres.map((g) => LEAD_TITLES[g]).find((t) => t !== undefined);
  return names.map((name, i) => {
    const character = `${characterFirsts[i]!} ${characterLasts[i]!}`;
    return { name, character: i === 0 && title ? `${title} ${character}` : character };
  });
}
