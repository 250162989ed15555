/** Rules of watched episodes and Up next, shared by the server and the web app; its payloads are declared in contract.ts. */
export type {
  FinishedShow,
  HistoryImport,
  ImportSource,
  ImportUnmatched,
  KeptFilm,
  KeptFilms,
  ShowProgress,
  UpNext,
  UpNextEpisode,
  UpNextItem,
  WatchedEpisode,
  WatchingSettings,
  Watchlist,
  WatchlistFilm,
} from './contract';

/** The most the files of one import of history may weigh together, in bytes (as sent, JSON and all). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** How many films a watchlist holds: enough for a season of cinema and TV, few enough to look each up. */
export const MAX_WATCHLIST_FILMS = 60;

/** Seasons and episodes in airing order. */
export function byAiringOrder(a: { season: number; number: number }, b: { season: number; number: number }): number {
  return a.season - b.season || a.number - b.number;
}

/** "S3 E4 of 6 seasons — 62 %": how far a viewer is through a show. */
export function progressLabel(progress: {
  last: { season: number; number: number } | null;
  seasonCount: number;
  percent: number;
}): string {
  const seasons = `${progress.seasonCount} ${progress.seasonCount === 1 ? 'season' : 'seasons'}`;
  if (!progress.last) return `Not started · ${seasons}`;
  return `S${progress.last.season} E${progress.last.number} of ${seasons} — ${progress.percent} %`;
}
