/**
 * The files of three trackers' exports, read into one History. Where each format is documented,
 * and the samples they are tested on: server/src/imports/test-data/README.md.
 */
import { z } from 'zod';
import type { ImportSource } from '@guide/common/contract';
import { HistoryBuilder, isoTime, type History } from './history';
import { arrayItemLines, ImportFileProblem, readCsv, readJson, type CsvRow, type ImportFile } from './read-file';

const baseName = (name: string) => name.split(/[\\/]/).pop()!.toLowerCase();

// ---------------------------------------------------------------- Trakt (JSON)

const id = z.number().int().positive().nullish().catch(null);
const imdbId = z
  .string()
  .regex(/^tt\d+$/)
  .nullish()
  .catch(null);
const traktIds = z.object({ tvdb: id, imdb: imdbId, tmdb: id }).partial();
const traktTitle = z.object({ title: z.string().min(1), year: z.number().int().nullish().catch(null), ids: traktIds });
const watchedAt = z.string().nullish().catch(null);

const traktHistoryItem = z.object({
  watched_at: watchedAt,
  type: z.enum(['episode', 'movie']),
  episode: z.object({ season: z.number().int().min(0), number: z.number().int().min(0) }).optional(),
  show: traktTitle.optional(),
  movie: traktTitle.optional(),
});
const traktWatchlistItem = z.object({
  type: z.enum(['movie', 'show', 'season', 'episode']),
  listed_at: z.string().nullish(),
  movie: traktTitle.optional(),
  show: traktTitle.optional(),
});
const traktWatchedShow = z.object({
  last_watched_at: watchedAt,
  show: traktTitle,
  seasons: z
    .array(
      z.object({
        number: z.number().int().min(0),
        episodes: z.array(z.object({ number: z.number().int().min(0), last_watched_at: watchedAt })),
      }),
    )
    .catch([]),
});
const traktWatchedMovie = z.object({ last_watched_at: watchedAt, movie: traktTitle });

type TraktKind = 'history' | 'watchlist' | 'watched-shows' | 'watched-movies';
const TRAKT_SCHEMAS = {
  history: traktHistoryItem,
  watchlist: traktWatchlistItem,
  'watched-shows': traktWatchedShow,
  'watched-movies': traktWatchedMovie,
} as const;

/** Which of Trakt's lists a file is, from its first entry (names vary between the export and the API). */
function traktKind(item: unknown): TraktKind | null {
  if (!item || typeof item !== 'object') return null;
  const o = item as Record<string, unknown>;
  if ('seasons' in o && 'show' in o) return 'watched-shows';
  if ('listed_at' in o || 'rank' in o) return 'watchlist';
  if ('watched_at' in o && 'type' in o) return 'history';
  if ('movie' in o && ('plays' in o || 'last_watched_at' in o)) return 'watched-movies';
  return null;
}

const showRef = (t: z.infer<typeof traktTitle>) => ({
  title: t.title,
  year: t.year ?? null,
  thetvdb: t.ids.tvdb ?? null,
  imdb: t.ids.imdb ?? null,
});
const filmRef = (t: z.infer<typeof traktTitle>, seen: boolean, seenAt: string | null) => ({
  title: t.title,
  year: t.year ?? null,
  tmdb: t.ids.tmdb ?? null,
  imdb: t.ids.imdb ?? null,
  seen,
  seenAt,
});

function readTrakt(file: ImportFile, into: HistoryBuilder): void {
  const body = readJson(file);
  if (!Array.isArray(body))
    throw new ImportFileProblem(file.name, 1, 'this is not a Trakt export: Trakt’s files are JSON lists.');
  if (body.length === 0) return;
  const kind = traktKind(body[0]);
  if (!kind)
    throw new ImportFileProblem(
      file.name,
      arrayItemLines(file.content)[0] ?? 1,
      'this is not a Trakt export: its first entry is not a watched show, a watched film, a history entry or a watchlist entry.',
    );
  const schema = TRAKT_SCHEMAS[kind];
  let lines: number[] | undefined;
  body.forEach((raw, i) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      lines ??= arrayItemLines(file.content);
      const issue = parsed.error.issues[0];
      throw new ImportFileProblem(
        file.name,
        lines[i] ?? null,
        `entry ${i + 1} is not like the others (${issue?.path.join('.') || 'the entry'}: ${issue?.message}).`,
      );
    }
    const item = parsed.data;
    switch (kind) {
      case 'history': {
        const h = item as z.infer<typeof traktHistoryItem>;
        const at = isoTime(h.watched_at);
        if (h.type === 'episode' && h.show && h.episode)
          into.show(showRef(h.show), [{ season: h.episode.season, number: h.episode.number, watchedAt: at }]);
        else if (h.type === 'movie' && h.movie) into.film(filmRef(h.movie, true, at));
        break;
      }
      case 'watchlist': {
        const w = item as z.infer<typeof traktWatchlistItem>;
        if (w.type === 'movie' && w.movie) into.film(filmRef(w.movie, false, null));
        else if (w.show) into.show(showRef(w.show));
        break;
      }
      case 'watched-shows': {
        const s = item as z.infer<typeof traktWatchedShow>;
        into.show(
          showRef(s.show),
          s.seasons.flatMap((season) =>
            season.episodes.map((e) => ({
              season: season.number,
              number: e.number,
              watchedAt: isoTime(e.last_watched_at ?? s.last_watched_at),
            })),
          ),
        );
        break;
      }
      case 'watched-movies': {
        const m = item as z.infer<typeof traktWatchedMovie>;
        into.film(filmRef(m.movie, true, isoTime(m.last_watched_at)));
        break;
      }
    }
  });
}

// ---------------------------------------------------------------- TV Time (CSV)

const positiveInt = (file: ImportFile, row: CsvRow, column: string): number => {
  const value = row.cells[column]?.trim() ?? '';
  if (!/^\d+$/.test(value) || Number(value) <= 0)
    throw new ImportFileProblem(file.name, row.line, `${column} must be a positive whole number.`);
  return Number(value);
};
const wholeOrNull = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value) : null);

/** The TV Time files read, by name; the export holds dozens of others. */
const TV_TIME_FILES = ['seen_episode.csv', 'rewatched_episode.csv', 'user_tv_show_data.csv', 'followed_tv_show.csv'];

function readTvTime(file: ImportFile, into: HistoryBuilder): void {
  const name = baseName(file.name);
  if (name === 'seen_episode.csv' || name === 'rewatched_episode.csv') {
    for (const row of readCsv(file, ['episode_id'])) {
      const at = isoTime(row.cells.created_at);
      const showName = row.cells.tv_show_name?.trim();
      const season = wholeOrNull(row.cells.episode_season_number);
      const number = wholeOrNull(row.cells.episode_number);
      // Newer exports name the show and the episode's place; older ones only its TheTVDB id.
      if (showName && season !== null && number !== null)
        into.show({ title: showName, year: null, thetvdb: null, imdb: null }, [{ season, number, watchedAt: at }]);
      else into.tvdbEpisode({ tvdbId: positiveInt(file, row, 'episode_id'), watchedAt: at });
    }
  } else if (name === 'user_tv_show_data.csv') {
    for (const row of readCsv(file, ['tv_show_id', 'is_followed'])) {
      const tvdb = positiveInt(file, row, 'tv_show_id');
      if (row.cells.is_followed?.trim() !== '1') continue;
      into.show({
        title: row.cells.tv_show_name?.trim() || `TheTVDB show ${tvdb}`,
        year: null,
        thetvdb: tvdb,
        imdb: null,
      });
    }
  } else if (name === 'followed_tv_show.csv') {
    for (const row of readCsv(file, ['tv_show_id', 'tv_show_name'])) {
      const tvdb = positiveInt(file, row, 'tv_show_id');
      into.show({
        title: row.cells.tv_show_name!.trim() || `TheTVDB show ${tvdb}`,
        year: null,
        thetvdb: tvdb,
        imdb: null,
      });
    }
  } else
    throw new ImportFileProblem(
      file.name,
      null,
      `this is not one of the TV Time files the guide reads (${TV_TIME_FILES.join(', ')}).`,
    );
}

// ---------------------------------------------------------------- Letterboxd (CSV)

function readLetterboxd(file: ImportFile, into: HistoryBuilder): void {
  const name = baseName(file.name);
  const kind = name.includes('watchlist')
    ? 'watchlist'
    : name.includes('diary')
      ? 'diary'
      : name.includes('watched')
        ? 'watched'
        : null;
  if (!kind)
    throw new ImportFileProblem(
      file.name,
      null,
      'this is not one of the Letterboxd files the guide reads (watched.csv, diary.csv, watchlist.csv).',
    );
  const required = kind === 'diary' ? ['Name', 'Year', 'Watched Date'] : ['Date', 'Name', 'Year'];
  for (const row of readCsv(file, required)) {
    const title = row.cells.Name!.trim();
    if (!title) throw new ImportFileProblem(file.name, row.line, 'the film has no Name.');
    const yearText = row.cells.Year!.trim();
    if (yearText && !/^\d{4}$/.test(yearText))
      throw new ImportFileProblem(file.name, row.line, 'Year must be a year such as 1999, or empty.');
    const year = yearText ? Number(yearText) : null;
    const when = kind === 'diary' ? row.cells['Watched Date'] : row.cells.Date;
    const seen = kind !== 'watchlist';
    into.film({ title, year, tmdb: null, imdb: null, seen, seenAt: seen ? isoTime(when) : null });
  }
}

// ---------------------------------------------------------------- any

const READERS: Record<ImportSource, { read: (file: ImportFile, into: HistoryBuilder) => void; kind: string }> = {
  trakt: { read: readTrakt, kind: 'JSON' },
  tvtime: { read: readTvTime, kind: 'CSV' },
  letterboxd: { read: readLetterboxd, kind: 'CSV' },
};
const SOURCE_NAMES: Record<ImportSource, string> = { trakt: 'Trakt', tvtime: 'TV Time', letterboxd: 'Letterboxd' };

/** Reads the files of one export; the first that cannot be read stops it with a sentence naming it. */
export function readExport(source: ImportSource, files: readonly ImportFile[]): History {
  const into = new HistoryBuilder();
  const reader = READERS[source];
  for (const file of files) {
    const extension = baseName(file.name).split('.').pop();
    if (extension !== reader.kind.toLowerCase())
      throw new ImportFileProblem(
        file.name,
        null,
        `this is not a ${SOURCE_NAMES[source]} export file: ${SOURCE_NAMES[source]} exports ${reader.kind} files.`,
      );
    reader.read(file, into);
  }
  return into.build();
}
