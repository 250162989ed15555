import type { TvMovieAiring, TvSportsAiring } from '@guide/common/tv';
import { PageHead } from '../../components/PageHead';
import { dayFromSearch } from '../../lib/day-param';
import { formatDayTitle } from '../../lib/format';
import { absoluteUrl, usePublicOrigin } from '../../lib/public-origin';
import { href, useSearchParams } from '../../lib/router';
import { airingsStructuredData } from './tv-head';

/** Titles a description names before "and N more". */
const NAMED = 4;

interface ListingHeadProps {
  /** 'Movies on TV', 'Sports on TV'. */
  title: string;
  /** What the listing holds, after "Today's" or the day ("films on TV, by genre"). */
  holds: string;
  /** The listing's address; a day the address chose goes along. */
  path: string;
  airings: readonly (TvMovieAiring | TvSportsAiring)[];
}

/** A TV listing's head: the day, the first titles by name, the first picture, and the airings as `BroadcastEvent`s. */
export function ListingHead({ title, holds, path, airings }: ListingHeadProps) {
  const origin = usePublicOrigin();
  const [search] = useSearchParams();
  const day = dayFromSearch(search);
  const titles = [...new Set(airings.map((a) => ('title' in a.program ? a.program.title : a.program.eventTitle)))];
  const named = titles.slice(0, NAMED).join(', ');
  const more = titles.length > NAMED ? ` and ${titles.length - NAMED} more` : '';
  const image = airings.map((a) => a.program.preferredImage.relayUrl).find(Boolean);
  const lead = day ? `${holds[0]!.toUpperCase()}${holds.slice(1)} on ${formatDayTitle(day)}` : `Today's ${holds}`;
  return (
    <PageHead
      title={day ? `${title}, ${formatDayTitle(day)}` : title}
      description={titles.length > 0 ? `${lead}: ${named}${more}.` : `${lead}, with what is on now.`}
      path={day ? href(path, { date: day }) : path}
      image={image}
      structuredData={
        airings.length > 0 ? airingsStructuredData(airings, (relative) => absoluteUrl(origin, relative)) : undefined
      }
    />
  );
}
