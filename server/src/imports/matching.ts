import type { ImportUnmatched } from '@guide/common/contract';
import { filmIdOf } from '@guide/common/films';
import type { FilmsSource } from '../cinema/sources';
import type { ShowLookupSource, ShowsSource } from '../tv/sources';
import type { History, ImportedFilm, ImportedShow } from './history';

/** One watched episode as it is saved: [episode id, season, number, when watched or null]. */
export type PlannedEpisode = [number, number, number, string | null];

/** What a confirmed import writes: every show followed with its episodes, and the films. */
export interface Plan {
  shows: { id: number; name: string; episodes: PlannedEpisode[] }[];
  films: {
    id: string;
    title: string;
    year: number | null;
    poster: string | null;
    seen: boolean;
    seenAt: string | null;
  }[];
}

export interface Matched {
  plan: Plan;
  byId: number;
  byTitle: number;
  unmatched: ImportUnmatched[];
  unavailable: ('shows' | 'films')[];
}

/** Lookups at once: enough to be quick, few enough to stay inside a provider's rate limit. */
const AT_ONCE = 4;

async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Matches an export's shows, episodes and films to the guide's: shows by TheTVDB then IMDb id,
 * then by title and premiere year; their episodes by season and number; TV Time's bare episode
 * ids by TheTVDB id where the source can; films by the guide's film id (title and year, decision
 * 0140), by TMDB id when the source knows the film's. A provider that fails costs its part: its
 * titles are listed as not matched and the part is named in `unavailable`.
 */
export class HistoryMatcher {
  constructor(
    private readonly shows: ShowsSource,
    private readonly lookup: ShowLookupSource,
    private readonly films: FilmsSource,
  ) {}

  async match(history: History, today: string): Promise<Matched> {
    const result: Matched = { plan: { shows: [], films: [] }, byId: 0, byTitle: 0, unmatched: [], unavailable: [] };
    const planned = new Map<number, { id: number; name: string; episodes: Map<number, PlannedEpisode> }>();
    const planShow = (id: number, name: string) => {
      let show = planned.get(id);
      if (!show) planned.set(id, (show = { id, name, episodes: new Map() }));
      return show;
    };
    const failed = (part: 'shows' | 'films') => {
      if (!result.unavailable.includes(part)) result.unavailable.push(part);
    };

    await eachLimited(history.shows, async (imported) => {
      let found;
      try {
        found = await this.findShow(imported);
      } catch {
        failed('shows');
        result.unmatched.push(showMiss(imported, 'The TV provider did not answer; preview again to retry.'));
        return;
      }
      if (!found) {
        result.unmatched.push(showMiss(imported, 'The guide has no show with these ids, or this title and year.'));
        return;
      }
      result[found.how]++;
      const show = planShow(found.show.id, found.show.name);
      if (imported.episodes.length === 0) return;
      let episodes;
      try {
        episodes = await this.shows.episodes(found.show.id);
      } catch {
        failed('shows');
      }
      const byPlace = new Map((episodes ?? []).map((e) => [`${e.season}x${e.number}`, e]));
      let missing = 0;
      for (const e of imported.episodes) {
        const episode = byPlace.get(`${e.season}x${e.number}`);
        if (episode) show.episodes.set(episode.id, [episode.id, episode.season, episode.number, e.watchedAt]);
        else missing++;
      }
      if (missing > 0)
        result.unmatched.push({
          kind: 'episode',
          title: `${imported.title}: ${plural(missing, 'episode')}`,
          year: imported.year,
          reason: episodes
            ? 'The guide lists no episode of this show with that season and number.'
            : 'The TV provider did not answer; preview again to retry.',
        });
    });

    await eachLimited(history.tvdbEpisodes, async (imported) => {
      const miss = (reason: string): void => {
        result.unmatched.push({ kind: 'episode', title: `TheTVDB episode ${imported.tvdbId}`, year: null, reason });
      };
      if (!this.lookup.findsTvdbEpisodes)
        return miss(
          'The TV provider cannot look an episode up by its TheTVDB id; a newer TV Time export names the show and the episode.',
        );
      try {
        const found = await this.lookup.episodeByTvdb(imported.tvdbId);
        if (!found) return miss('The guide has no episode with this TheTVDB id.');
        planShow(found.showId, found.showName).episodes.set(found.episodeId, [
          found.episodeId,
          found.season,
          found.number,
          imported.watchedAt,
        ]);
      } catch {
        failed('shows');
        miss('The TV provider did not answer; preview again to retry.');
      }
    });

    const films = new Map<string, Plan['films'][number]>();
    await eachLimited(history.films, async (imported) => {
      let found;
      try {
        found = await this.findFilm(imported, today);
      } catch {
        failed('films');
        result.unmatched.push(filmMiss(imported, 'The film provider did not answer; preview again to retry.'));
        return;
      }
      if (!found) {
        result.unmatched.push(filmMiss(imported, 'The guide knows no film of this title and year.'));
        return;
      }
      result[found.how]++;
      const known = films.get(found.film.id);
      // Seen wins over kept to watch.
      if (!known || (imported.seen && !known.seen))
        films.set(found.film.id, { ...found.film, seen: imported.seen, seenAt: imported.seenAt });
    });

    result.plan.shows = [...planned.values()]
      .map((s) => ({ id: s.id, name: s.name, episodes: [...s.episodes.values()].sort((a, b) => a[0] - b[0]) }))
      .sort((a, b) => a.id - b.id);
    result.plan.films = [...films.values()].sort((a, b) => a.id.localeCompare(b.id));
    result.unavailable.sort();
    return result;
  }

  private async findShow(imported: ImportedShow) {
    if (imported.thetvdb !== null) {
      const show = await this.lookup.byExternalId('thetvdb', String(imported.thetvdb));
      if (show) return { show, how: 'byId' as const };
    }
    if (imported.imdb) {
      const show = await this.lookup.byExternalId('imdb', imported.imdb);
      if (show) return { show, how: 'byId' as const };
    }
    // A show named only by a TheTVDB id ("TheTVDB show 123") has no title to try.
    if (/^TheTVDB show \d+$/.test(imported.title)) return null;
    const show = await this.lookup.byTitle(imported.title, imported.year);
    return show ? { show, how: 'byTitle' as const } : null;
  }

  /** The film by the guide's id with its year, then without (films the world lists without one). */
  private async findFilm(imported: ImportedFilm, today: string) {
    const ids = [...new Set([filmIdOf(imported.title, imported.year), filmIdOf(imported.title)])].filter(Boolean);
    for (const id of ids) {
      const details = await this.films.film(id, today);
      if (!details) continue;
      // A year the source knows must agree: "Heat" of 1995 is not "Heat" of 1986.
      if (imported.year !== null && details.year !== null && details.year !== imported.year) continue;
      const how = imported.tmdb !== null && details.tmdbId === imported.tmdb ? ('byId' as const) : ('byTitle' as const);
      return { film: { id, title: details.title, year: details.year, poster: details.poster }, how };
    }
    return null;
  }
}

const showMiss = (show: ImportedShow, reason: string): ImportUnmatched => ({
  kind: 'show',
  title: show.episodes.length > 0 ? `${show.title} (${plural(show.episodes.length, 'episode')})` : show.title,
  year: show.year,
  reason,
});
const filmMiss = (film: ImportedFilm, reason: string): ImportUnmatched => ({
  kind: 'film',
  title: film.title,
  year: film.year,
  reason,
});
