import { SPORTS_GENRE_FILTERS, type TvSportsAiring } from '@guide/common/tv';
import { TvListing, type ListingKind } from '../features/tv/TvListing';
import { useTvSports } from '../features/tv/tv-api';
import * as paths from '../paths';

const sports: ListingKind<TvSportsAiring> = {
  title: 'Sports on TV',
  holds: 'sports on TV, with their channels and times',
  path: paths.sportsOnTv,
  useAirings: useTvSports,
  filters: SPORTS_GENRE_FILTERS,
  textLabel: 'Sport or team',
  countText: (n) => `${n} events found`,
  failure: 'Failed to get listings.',
  none: 'No sports',
  titleOf: (s) => s.program.eventTitle,
  imageAltOf: () => '',
  details: (s) => <SportsDetails airing={s} />,
};

/** '/television/sports': sport on TV for a day as a grid, with day arrows and a sport filter. */
export default function SportsOnTvPage() {
  return <TvListing kind={sports} />;
}

function SportsDetails({ airing }: { airing: TvSportsAiring }) {
  const { program } = airing;
  return program.longDescription ? <p>{program.longDescription}</p> : null;
}
