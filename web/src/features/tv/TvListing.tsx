import {
  dedupeAirings,
  matchesGenre,
  type GenreFilter,
  type TvMovieAiring,
  type TvSportsAiring,
} from '@guide/common/tv';
import { useMemo, useState, type ReactNode } from 'react';
import { DaySwitcher } from '../../components/DaySwitcher';
import { LoadFailure, failureWithReason, type Retryable } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { useDayParam } from '../../lib/day-param';
import { formatDayTitle } from '../../lib/format';
import { activeGenre, AiringFilters, NO_FILTER } from './AiringFilters';
import { ListingHead } from './ListingHead';
import { LineupPicker } from './LineupPicker';
import { useLineupChoice } from './lineup-choice';
import { TvGrid } from './TvGrid';
import './tv.css';

type Airing = TvMovieAiring | TvSportsAiring;

/** What makes Movies on TV and Sports on TV different; the rest of the screen is this one. */
export interface ListingKind<T extends Airing> {
  /** 'Movies on TV'. */
  title: string;
  /** What the listing holds, for its head ("films on TV, with their channels and times"). */
  holds: string;
  path: string;
  /** The day's airings on a line-up (undefined: the guide's own). */
  useAirings(
    day: string,
    lineup: string | undefined,
  ): { data?: T[]; isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown } & Retryable;
  filters: readonly GenreFilter[];
  /** The free-text field's label, which says what it matches. */
  textLabel: string;
  /** '{n} movies found'. */
  countText(n: number): string;
  /** The spec's failure text for the listing. */
  failure: string;
  /** Said when a day has nothing to show: 'No films'. */
  none: string;
  titleOf(airing: T): string;
  imageAltOf(airing: T): string;
  details(airing: T): ReactNode;
}

/** The free text matches a genre or the title ('HORROR', 'heist'). */
const matchesText = (genres: readonly string[], title: string, text: string) =>
  matchesGenre(genres, text) || title.toLowerCase().includes(text.trim().toLowerCase());

/**
 * A TV listing screen: its head, the day switcher, the viewer's line-up, the spec's genre buttons,
 * free filter and count, and the day as a grid (a now/next list on phones).
 */
export function TvListing<T extends Airing>({
  kind,
  narrow,
}: {
  kind: ListingKind<T>;
  /** A further filter the screen adds ("Only films on my services"), with its control. */
  narrow?: { keep(airing: T): boolean; control: ReactNode };
}) {
  const [day, setDay, hrefOf] = useDayParam();
  const { lineup } = useLineupChoice();
  const listing = kind.useAirings(day, lineup);
  const [filter, setFilter] = useState(NO_FILTER);

  const shown = useMemo(() => {
    const genre = activeGenre(kind.filters, filter);
    return dedupeAirings(listing.data ?? []).filter(
      (a) =>
        matchesGenre(a.program.genres, genre) &&
        matchesText(a.program.genres, kind.titleOf(a), filter.text) &&
        (narrow?.keep(a) ?? true),
    );
  }, [listing.data, filter, kind, narrow]);

  return (
    <section className="page tv-page">
      <ListingHead title={kind.title} holds={kind.holds} path={kind.path} airings={shown} />
      <h1>{kind.title}</h1>
      <DaySwitcher day={day} onChange={setDay} hrefOf={hrefOf} />
      <LineupPicker />
      {narrow?.control}
      <AiringFilters
        filters={kind.filters}
        value={filter}
        onChange={setFilter}
        textLabel={kind.textLabel}
        countText={listing.isSuccess ? kind.countText(shown.length) : ''}
      />
      {listing.isPending ? (
        <LoadingDots />
      ) : listing.isError ? (
        <LoadFailure retry={listing}>{failureWithReason(kind.failure, listing.error)}</LoadFailure>
      ) : shown.length === 0 ? (
        <p className="empty">
          {(listing.data ?? []).length === 0
            ? `${kind.none} on this line-up on ${formatDayTitle(day)}.`
            : 'Nothing matches the filter.'}
        </p>
      ) : (
        <TvGrid
          key={`${day}|${lineup ?? ''}`}
          airings={shown}
          day={day}
          titleOf={kind.titleOf}
          imageAltOf={kind.imageAltOf}
          details={kind.details}
        />
      )}
    </section>
  );
}
