/** What an export from another tracker says, read and merged, before anything is matched to the guide. */

export interface ImportedEpisode {
  season: number;
  number: number;
  /** When it was watched (ISO 8601), when the export says. */
  watchedAt: string | null;
}

export interface ImportedShow {
  title: string;
  year: number | null;
  thetvdb: number | null;
  imdb: string | null;
  episodes: ImportedEpisode[];
}

/** An episode known only by its TheTVDB id (TV Time's older exports). */
export interface ImportedTvdbEpisode {
  tvdbId: number;
  watchedAt: string | null;
}

export interface ImportedFilm {
  title: string;
  year: number | null;
  tmdb: number | null;
  imdb: string | null;
  /** Seen, or kept to watch. */
  seen: boolean;
  /** When it was seen, when the export says. */
  seenAt: string | null;
}

export interface History {
  shows: ImportedShow[];
  tvdbEpisodes: ImportedTvdbEpisode[];
  films: ImportedFilm[];
}

/** Builds a History, merging what several files (or rows) say of the same show, episode or film. */
export class HistoryBuilder {
  private readonly shows = new Map<string, ImportedShow & { seen: Map<string, ImportedEpisode> }>();
  private readonly tvdbEpisodes = new Map<number, ImportedTvdbEpisode>();
  private readonly films = new Map<string, ImportedFilm>();

  /** A show to follow, with the episodes watched (none is fine). */
  show(ref: Omit<ImportedShow, 'episodes'>, episodes: readonly ImportedEpisode[] = []): void {
    const key =
      ref.thetvdb !== null
        ? `tvdb:${ref.thetvdb}`
        : ref.imdb
          ? `imdb:${ref.imdb}`
          : `title:${ref.title.toLowerCase()}:${ref.year ?? ''}`;
    let show = this.shows.get(key);
    if (!show) this.shows.set(key, (show = { ...ref, episodes: [], seen: new Map() }));
    for (const e of episodes) {
      const k = `${e.season}x${e.number}`;
      const known = show.seen.get(k);
      // The first watch counts: a rewatch later does not move it.
      if (!known || (e.watchedAt && (!known.watchedAt || e.watchedAt < known.watchedAt))) show.seen.set(k, e);
    }
  }

  tvdbEpisode(episode: ImportedTvdbEpisode): void {
    const known = this.tvdbEpisodes.get(episode.tvdbId);
    if (!known || (episode.watchedAt && (!known.watchedAt || episode.watchedAt < known.watchedAt)))
      this.tvdbEpisodes.set(episode.tvdbId, episode);
  }

  /** A film seen or kept to watch; a film both seen and kept is seen, first seen when it first was. */
  film(film: ImportedFilm): void {
    const key = film.tmdb !== null ? `tmdb:${film.tmdb}` : `title:${film.title.toLowerCase()}:${film.year ?? ''}`;
    const known = this.films.get(key);
    const earlier = film.seenAt !== null && (known?.seenAt == null || film.seenAt < known.seenAt);
    if (!known || (film.seen && !known.seen) || (film.seen && earlier)) this.films.set(key, film);
  }

  build(): History {
    return {
      shows: [...this.shows.values()].map(({ seen, ...show }) => ({ ...show, episodes: [...seen.values()] })),
      tvdbEpisodes: [...this.tvdbEpisodes.values()],
      films: [...this.films.values()],
    };
  }
}

/** A time written "YYYY-MM-DD HH:MM:SS" (UTC, as TV Time writes it) or ISO 8601, as ISO 8601; null when it is neither. */
export function isoTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value.trim())
    ? `${value.trim().replace(' ', 'T')}Z`
    : value.trim();
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
