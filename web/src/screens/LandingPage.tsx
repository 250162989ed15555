import type { Game } from '@guide/common/sports';
import { lazyPart } from '../components/lazyPart';
import { PlaceholderTiles } from '../components/PlaceholderTiles';
import { GamesSection } from '../features/sports/GamesSection';
import { useGames } from '../features/sports/games-api';
import { PageHead, PRODUCT_NAME } from '../components/PageHead';
import { dayFromSearch, useDayParam } from '../lib/day-param';
import { formatDayTitle } from '../lib/format';
import { absoluteUrl, usePublicOrigin } from '../lib/public-origin';
import { href, useSearchParams } from '../lib/router';
import * as paths from '../paths';

/** The address's parameters of each league section's own day. */
const NHL_DAY = 'nhl';
const MLB_DAY = 'mlb';

/** Games a description names before "and N more". */
const GAMES_NAMED = 3;

// Below the games: its code comes after the app's (the page as the server drew it shows meanwhile).
const NewReleases = lazyPart(
  () => import('../features/cinema/NewReleases').then((m) => m.NewReleases),
  <PlaceholderTiles count={6} />,
);

/** '/' and every unknown path: today's games and the new movie releases. */
export function LandingPage() {
  // Each section comes in below the one above once that one's games are known: NHL's tiles seldom
  // fill exactly its placeholders' height, and a section that turns out empty (MLB in winter)
  // shrinks to one line, so nothing is yet on screen below a section when it changes size.
  // Both leagues' games are asked for at once all the same.
  // Each league's day is its own (`?nhl=`, `?mlb=`; both start at `?date=`, else today), so
  // moving one section leaves the other where it was.
  const [day] = useDayParam();
  const [nhlDay] = useDayParam(NHL_DAY);
  const [mlbDay] = useDayParam(MLB_DAY);
  const nhl = useGames('NHL', nhlDay);
  const mlb = useGames('MLB', mlbDay);
  return (
    <div className="page landing">
      <LandingHead
        day={day}
        nhl={nhlDay === day ? (nhl.data ?? []) : []}
        mlb={mlbDay === day ? (mlb.data ?? []) : []}
      />
      <h1 className="visually-hidden">Today on Entertainment Guide</h1>
      {/* One word to a visitor about following teams, below the first league that has games. */}
      <GamesSection
        league="NHL"
        dayParam={NHL_DAY}
        followHint={(nhl.data?.length ?? 0) > 0}
        moreLink={{ to: href(paths.nhlOnTv, { date: nhlDay }), text: 'NHL games page' }}
      />
      {!nhl.isPending && <GamesSection league="MLB" dayParam={MLB_DAY} followHint={nhl.data?.length === 0} />}
      {!nhl.isPending && !mlb.isPending && <NewReleases />}
    </div>
  );
}

/**
 * The landing's head: the product, the day's games by name, and the site as a schema.org
 * `WebSite`. Canonical is the home page itself (an unknown address shows this page too), with
 * the day when the address chose one.
 */
function LandingHead({ day, nhl, mlb }: { day: string; nhl: readonly Game[]; mlb: readonly Game[] }) {
  const games = [...nhl, ...mlb];
  const leagues = [nhl.length > 0 && 'NHL', mlb.length > 0 && 'MLB'].filter(Boolean).join(' and ');
  const origin = usePublicOrigin();
  const [search] = useSearchParams();
  const chosen = dayFromSearch(search);
  const named = games
    .slice(0, GAMES_NAMED)
    .map((g) => `${g.visitor.name} at ${g.home.name}`)
    .join(', ');
  const more = games.length > GAMES_NAMED ? ` and ${games.length - GAMES_NAMED} more` : '';
  return (
    <PageHead
      title={chosen ? `Games on ${formatDayTitle(chosen)}` : undefined}
      description={
        games.length > 0
          ? `${leagues} games on ${formatDayTitle(day)}: ${named}${more}, with live scores. New movie releases, cinema showtimes near you, and what's on TV.`
          : undefined
      }
      path={chosen ? href(paths.home, { date: chosen }) : paths.home}
      structuredData={{ '@type': 'WebSite', name: PRODUCT_NAME, url: absoluteUrl(origin, paths.home) }}
    />
  );
}
