import type { SearchFilm, SearchPart, SearchResults, SearchShow } from '@guide/common/search';
import { channelName, dedupeByRootId } from '@guide/common/tv';
import { dayInZone, startOfDayUtcIso } from '@guide/common/dates';
import { filmIdOf } from '@guide/common/films';
import type { ShowingsSource } from '../cinema/sources';
import { locateZip, type LocatedPlace } from '../reference/places';
import type { AppContext } from '../context';
import type { AiringsSource, ShowsSource } from '../tv/sources';
import { matchScore, matchText, rankMatches, searchQuery, type MatchText, type SearchQuery } from '../lib/text-match';
import { searchTeams } from './team-index';

const PER_GROUP = 10;
/** How long a day's list of films is searched as it was made, and how many lists (days × zips) are kept. */
const LIST_TTL_MS = 60_000;
const MAX_LISTS = 200;

/** A film as searched: its answer and its title normalised once. */
interface ListedFilm {
  film: SearchFilm;
  title: MatchText;
}
const listedFilm = (film: SearchFilm): ListedFilm => ({ film, title: matchText(film.title) });

export interface SearchSources {
  shows: ShowsSource;
  airings: AiringsSource;
  cinema: ShowingsSource;
}

/**
 * One search over everything the guide lists: teams (our own tables, always there), TV shows
 * (the show search's source: TVmaze live, with its fair share per visitor), and films on TV today
 * and in cinemas today near `zip`. A part whose source fails is named in `unavailable` and the
 * others still answer.
 */
export class SearchService {
  constructor(
    private readonly ctx: Pick<AppContext, 'clock' | 'config' | 'log'>,
    private readonly sources: SearchSources,
  ) {}

  private readonly lists = new Map<string, { until: number; films: Promise<ListedFilm[]> }>();

  async search(query: string, zip?: string): Promise<SearchResults> {
    const unavailable: SearchPart[] = [];
    const failed = (part: SearchPart) => (error: unknown) => {
      this.ctx.log.warn({ err: error, part }, 'a part of the search could not be looked through');
      unavailable.push(part);
      return [];
    };
    // Normalised once for every part (and cut to what the search box holds, lib/text-match.ts).
    const prepared = searchQuery(query);
    const [shows, films] = await Promise.all([
      this.shows(query).catch(failed('shows')),
      this.films(prepared, zip).catch(failed('films')),
    ]);
    return { query, teams: searchTeams(prepared, PER_GROUP), shows, films, unavailable: unavailable.sort() };
  }

  private async shows(query: string): Promise<SearchShow[]> {
    const results = await this.sources.shows.search(query);
    return results
      .slice(0, PER_GROUP)
      .map(({ show }) => ({ id: show.id, name: show.name, channel: channelName(show), genres: show.genres }));
  }

  private async films(query: SearchQuery, zip: string | undefined): Promise<SearchFilm[]> {
    const today = dayInZone(this.ctx.clock.now(), this.ctx.config.TIME_ZONE);
    const place = zip ? locateZip(zip) : undefined;
    const [onTv, inCinemas] = await Promise.all([
      this.listed(`tv ${today}`, () => this.filmsOnTv(today)),
      place ? this.listed(`cinema ${place.zip} ${today}`, () => this.filmsInCinemas(place, today)) : [],
    ]);
    // A film in both: the cinema first (it is on today near the viewer), then the airing.
    return rankMatches(
      [...inCinemas, ...onTv],
      (f) => matchScore(query, f.title),
      (f) => `${f.film.title} ${f.film.where}`,
    )
      .slice(0, PER_GROUP)
      .map(({ item }) => item.film);
  }

  /**
   * The day's films as searched, made once a minute per list: reading a day's listing (the
   * offline world works it out afresh, about 2 ms) and normalising its titles is most of a
   * search's work, and the same for every query that day.
   */
  private listed(key: string, make: () => Promise<ListedFilm[]>): Promise<ListedFilm[]> {
    const now = Date.now();
    const kept = this.lists.get(key);
    if (kept && kept.until > now) return kept.films;
    if (this.lists.size >= MAX_LISTS) this.lists.clear();
    const films = make();
    this.lists.set(key, { until: now + LIST_TTL_MS, films });
    // A list that failed is asked for again next time.
    films.catch(() => this.lists.delete(key));
    return films;
  }

  private async filmsOnTv(today: string): Promise<ListedFilm[]> {
    const onTv = await this.sources.airings.movies(new Date(startOfDayUtcIso(today, this.ctx.config.TIME_ZONE)));
    // Each film once, at its next airing from now (the day's first when all have begun).
    const now = this.ctx.clock.now().getTime();
    const upcomingFirst = [...onTv].sort(
      (a, b) => Number(Date.parse(a.startTime) < now) - Number(Date.parse(b.startTime) < now),
    );
    return dedupeByRootId(upcomingFirst).map((a) =>
      listedFilm({
        where: 'tv',
        title: a.program.title,
        filmId: filmIdOf(a.program.title, a.program.releaseYear),
        rootId: a.program.rootId!,
        station: a.station.callSign,
        startTime: a.startTime,
      }),
    );
  }

  private async filmsInCinemas(place: LocatedPlace, today: string): Promise<ListedFilm[]> {
    const inCinemas = await this.sources.cinema.showings(place, today);
    return inCinemas.map((s) =>
      listedFilm({
        where: 'cinema',
        title: s.title,
        filmId: filmIdOf(s.title, s.releaseYear),
        rootId: s.rootId,
        zip: place.zip,
        theatres: new Set(s.showtimes.map((t) => t.theatre.id)).size,
      }),
    );
  }
}
