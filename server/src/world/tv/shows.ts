/**
 * Episodes and search for the offline shows. Every show airs one episode a week on its own
 * weekday, one season a year from its premiere; ended shows stop after their last season.
 * Air dates and times are fixed on the calendar, so ids and dates are stable while the clock
 * decides which episode is the previous one and which the next: an episode is the previous one
 * once its air time (its airstamp) has passed, not from the start of its day.
 */
import { addDays, dayInZone, daysBetween, zonedTimeToUtc } from '@guide/common/dates';
import {
  episodePath,
  showPath,
  type TvEpisode,
  type TvEpisodeAiring,
  type TvSearchResult,
  type TvShow,
  type TvShowDetail,
  type WebRelease,
} from '@guide/common/tv';
import type { Clock } from '../../clock';
import { offlineCast } from './cast';
import {
  findCatalogueShow,
  findCatalogueShowByImdb,
  findCatalogueShowByTvdb,
  SHOW_CATALOGUE,
  WORLD_TVDB_EPISODE_BASE,
  type CatalogueShow,
} from './show-catalogue';
import { stableHash, pick } from './seeded';
import { matchScore, matchText, searchQuery, type MatchText } from '../../lib/text-match';

const SEASON_DAYS = 364;
/** Where the offline shows air: their air dates and times are that zone's. */
const AIR_ZONE = 'America/New_York';
const FIRST_PREMIERE = '2010-01-04';

interface Run {
  premiere: string;
  episodesPerSeason: number;
  /** The last season of an ended show; null while the show is running. */
  finalSeason: number | null;
}

function runOf(show: CatalogueShow): Run {
  const h = stableHash(`run:${show.name}`);
  return {
    premiere: addDays(FIRST_PREMIERE, h % (15 * 365)),
    episodesPerSeason: 8 + ((h >>> 8) % 15),
    // About a quarter of the shows have ended.
    finalSeason: (h >>> 16) % 4 === 0 ? 1 + ((h >>> 20) % 6) : null,
  };
}

interface EpisodeRef {
  season: number;
  number: number;
}

const episodeId = (showId: number, { season, number }: EpisodeRef) => showId * 10_000 + season * 100 + number;
const airdateOf = (run: Run, { season, number }: EpisodeRef) =>
  addDays(run.premiere, (season - 1) * SEASON_DAYS + (number - 1) * 7);

function exists(run: Run, ref: EpisodeRef): boolean {
  if (ref.season < 1 || ref.number < 1 || ref.number > run.episodesPerSeason) return false;
  return run.finalSeason === null || ref.season <= run.finalSeason;
}

/** The episode before `ref` in airing order, if any. */
function before(run: Run, ref: EpisodeRef): EpisodeRef | undefined {
  if (ref.number > 1) return { season: ref.season, number: ref.number - 1 };
  return ref.season > 1 ? { season: ref.season - 1, number: run.episodesPerSeason } : undefined;
}

/**
 * The last episode whose air time has passed at `now` and the first one still to come. An
 * episode airing later today is the next one until it starts.
 */
function neighbours(
  run: Run,
  show: CatalogueShow,
  now: Date,
  today: string,
): { previous?: EpisodeRef; next?: EpisodeRef } {
  const byDay = neighboursByDay(run, today);
  const { previous } = byDay;
  if (!previous || airstampOf(run, show, previous).getTime() <= now.getTime()) return byDay;
  // Today's episode has not started yet: it is the next one, and the one before it the previous.
  return { previous: before(run, previous), next: previous };
}

/** The last episode aired on or before `today` and the first one after it, by air date alone. */
function neighboursByDay(run: Run, today: string): { previous?: EpisodeRef; next?: EpisodeRef } {
  const days = daysBetween(run.premiere, today);
  if (days < 0) return { next: { season: 1, number: 1 } };
  const season = Math.floor(days / SEASON_DAYS) + 1;
  const week = Math.floor((days % SEASON_DAYS) / 7);
  const inSeason = week < run.episodesPerSeason;
  let previous: EpisodeRef = inSeason ? { season, number: week + 1 } : { season, number: run.episodesPerSeason };
  let next: EpisodeRef | undefined =
    inSeason && week + 1 < run.episodesPerSeason ? { season, number: week + 2 } : { season: season + 1, number: 1 };
  if (run.finalSeason !== null && previous.season > run.finalSeason)
    previous = { season: run.finalSeason, number: run.episodesPerSeason };
  if (!exists(run, next)) next = undefined;
  return { previous, next };
}

/** Shows air in the evening, US Eastern: 8, 9 or 10 PM, always the same slot. */
const slotOf = (show: CatalogueShow) => `${20 + (stableHash(`slot:${show.name}`) % 3)}:00`;
const airstampOf = (run: Run, show: CatalogueShow, ref: EpisodeRef): Date =>
  zonedTimeToUtc(airdateOf(run, ref), slotOf(show), AIR_ZONE);

const EPISODE_TITLES = [
  'Pilot',
  'The Long Night',
  'Crossroads',
  'Homecoming',
  'Loose Ends',
  'The Storm',
  'Old Friends',
  'Point of No Return',
  'Smoke and Mirrors',
  'The Reckoning',
  'Fresh Start',
  'Closer',
  'Fault Lines',
  'The Visitor',
  'Double Back',
  'Open House',
  'Blind Spot',
  'Last Call',
  'Undercurrent',
  'The Long Way Round',
  'Falling Star',
  'Sea Change',
  'Uncharted',
  'Full Circle',
];

/** The world's streaming originals: the shows released on a web channel rather than aired on a network. */
const STREAMING_ORIGINALS = SHOW_CATALOGUE.filter((show) => show.webChannel !== null && show.network === null);

/** The episodes of the streaming originals released on `date`, each on its show's service. */
export function webReleasesOn(date: string): WebRelease[] {
  return STREAMING_ORIGINALS.flatMap((show) => {
    const run = runOf(show);
    const days = daysBetween(run.premiere, date);
    // A season is a whole number of weeks: an episode comes out on the premiere's weekday.
    if (days < 0 || days % 7 !== 0) return [];
    const ref = { season: Math.floor(days / SEASON_DAYS) + 1, number: Math.floor((days % SEASON_DAYS) / 7) + 1 };
    if (!exists(run, ref)) return [];
    return [
      {
        showId: show.id,
        episodeId: episodeId(show.id, ref),
        service: show.webChannel!,
        airdate: date,
        airstamp: airstampOf(run, show, ref).toISOString(),
      },
    ];
  });
}

/** The offline shows: search, a show with its cast, its episodes with their air times. */
export class ShowsWorld {
  constructor(
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  private today(): string {
    return dayInZone(this.clock.now(), this.timeZone);
  }

  private toShow(show: CatalogueShow): TvShow {
    // Air dates are New York days (where the shows air), whatever zone the server's "today" is in.
    const now = this.clock.now();
    const { previous, next } = neighbours(runOf(show), show, now, dayInZone(now, AIR_ZONE));
    const image = `/v1/tv-images/show/${show.id}.svg`;
    return {
      id: show.id,
      name: show.name,
      network: show.network ? { name: show.network } : null,
      webChannel: show.webChannel ? { name: show.webChannel } : null,
      summary: show.summary,
      runtime: show.runtime,
      genres: show.genres,
      image: { medium: image, original: image },
      _links: {
        self: { href: showPath(show.id) },
        ...(previous && { previousepisode: { href: episodePath(episodeId(show.id, previous)) } }),
        ...(next && { nextepisode: { href: episodePath(episodeId(show.id, next)) } }),
      },
    };
  }

  async show(id: number): Promise<TvShowDetail | null> {
    const show = findCatalogueShow(id);
    return show ? { ...this.toShow(show), cast: offlineCast(show) } : null;
  }

  async episode(id: number): Promise<TvEpisode | null> {
    const show = findCatalogueShow(Math.floor(id / 10_000));
    const ref = { season: Math.floor((id % 10_000) / 100), number: id % 100 };
    if (!show) return null;
    const run = runOf(show);
    if (!exists(run, ref)) return null;
    const airdate = airdateOf(run, ref);
    // Episodes are announced up to a season ahead, not forever.
    if (daysBetween(this.today(), airdate) > SEASON_DAYS) return null;
    return { ...this.describe(show, ref, airdate), airstamp: airstampOf(run, show, ref).toISOString() };
  }

  /** Every episode aired so far and announced (up to a season ahead), oldest first. */
  async episodes(showId: number): Promise<TvEpisodeAiring[] | null> {
    const show = findCatalogueShow(showId);
    if (!show) return null;
    const run = runOf(show);
    const lastAnnounced = addDays(this.today(), SEASON_DAYS);
    const episodes: TvEpisodeAiring[] = [];
    for (let season = 1; run.finalSeason === null || season <= run.finalSeason; season++) {
      if (airdateOf(run, { season, number: 1 }) > lastAnnounced) break;
      for (let number = 1; number <= run.episodesPerSeason; number++) {
        const airdate = airdateOf(run, { season, number });
        if (airdate > lastAnnounced) break;
        const episode = this.describe(show, { season, number }, airdate);
        episodes.push({
          ...episode,
          airstamp: airstampOf(run, show, { season, number }).toISOString(),
          runtime: show.runtime,
        });
      }
    }
    return episodes;
  }

  private describe(show: CatalogueShow, ref: EpisodeRef, airdate: string): TvEpisode {
    const id = episodeId(show.id, ref);
    const name = ref.season === 1 && ref.number === 1 ? 'Pilot' : pick(EPISODE_TITLES.slice(1), `${id}`);
    return {
      id,
      name,
      summary: `<p>${show.name}, season ${ref.season}: <i>${name}</i>. ${ref.number === 1 ? 'A new season begins.' : 'The story continues.'}</p>`,
      airdate,
      season: ref.season,
      number: ref.number,
    };
  }

  /** A show by its TheTVDB or IMDb id, with its premiere year (imports). */
  async byExternalId(kind: 'thetvdb' | 'imdb', id: string): Promise<WorldShowFound | null> {
    const show = kind === 'thetvdb' ? findCatalogueShowByTvdb(Number(id)) : findCatalogueShowByImdb(id);
    return show ? found(show) : null;
  }

  /** The show of exactly this title (case and accents aside) and, when given, premiere year. */
  async byTitle(title: string, year: number | null): Promise<WorldShowFound | null> {
    const wanted = matchText(title).text;
    const show = SHOW_CATALOGUE.find(
      (s) => titleOf(s).text === wanted && (year === null || Number(runOf(s).premiere.slice(0, 4)) === year),
    );
    return show ? found(show) : null;
  }

  /** An episode by its TheTVDB id: the world numbers them from WORLD_TVDB_EPISODE_BASE on, after its own ids. */
  async episodeByTvdb(id: number): Promise<WorldEpisodeFound | null> {
    const own = id - WORLD_TVDB_EPISODE_BASE;
    if (own <= 0) return null;
    const episode = await this.episode(own);
    const show = findCatalogueShow(Math.floor(own / 10_000));
    if (!episode || !show) return null;
    return {
      showId: show.id,
      showName: show.name,
      episodeId: episode.id,
      season: episode.season,
      number: episode.number,
    };
  }

  async search(title: string): Promise<TvSearchResult[]> {
    return rankByTitle(SHOW_CATALOGUE, title)
      .slice(0, 10)
      .map(({ score, item }) => ({ score, show: this.toShow(item) }));
  }
}

interface WorldShowFound {
  id: number;
  name: string;
  year: number | null;
}
interface WorldEpisodeFound {
  showId: number;
  showName: string;
  episodeId: number;
  season: number;
  number: number;
}
const found = (show: CatalogueShow): WorldShowFound => ({
  id: show.id,
  name: show.name,
  year: Number(runOf(show).premiere.slice(0, 4)),
});

/** Each listed item's title as it is matched, normalised the first time it is searched (the catalogue's items live as long as the process). */
const titles = new WeakMap<object, MatchText>();
function titleOf(item: { name: string }): MatchText {
  let title = titles.get(item);
  if (!title) titles.set(item, (title = matchText(item.name)));
  return title;
}

/**
 * Title search: an exact title first, then titles holding every query word as a whole word,
 * then as word prefixes, then anywhere; ties by name. Case and accents do not count. Only when
 * nothing matches so do titles a typo away (lib/text-match.ts). Items matching none are left out.
 * The query is normalised once, and cut as every search's is (`searchQuery`).
 */
export function rankByTitle<T extends { name: string }>(
  items: readonly T[],
  query: string,
): { score: number; item: T }[] {
  const prepared = searchQuery(query);
  const q = prepared.words;
  if (q.length === 0) return [];
  const phrase = prepared.text;
  const scored: { score: number; item: T }[] = [];
  for (const item of items) {
    const { text: joined, words: w } = titleOf(item);
    let score = 0;
    if (joined === phrase) score = 1;
    else if (q.every((x) => w.includes(x))) score = 0.9;
    else if (q.every((x) => w.some((y) => y.startsWith(x)))) score = 0.7;
    else if (joined.includes(phrase)) score = 0.5;
    if (score > 0) scored.push({ score, item });
  }
  if (scored.length === 0) {
    for (const item of items) if (matchScore(prepared, titleOf(item)) > 0) scored.push({ score: 0.3, item });
  }
  return scored.sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name));
}
