import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LoadFailure, failureText } from '../components/LoadFailure';
import { href, Link, useSearchParams } from '../lib/router';
import { ticketLinkOf, type Showing } from '@guide/common/cinema';
import { addDays } from '@guide/common/dates';
import type { Game, League } from '@guide/common/sports';
import { channelName, type TvMovieAiring, type TvSportsAiring } from '@guide/common/tv';
import { isValidZipInput, ZIP_FORM_MESSAGE } from '@guide/common/zip';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { SignInHint } from '../components/SignInHint';
import { ZipField } from '../components/ZipField';
import { useShowings } from '../features/cinema/cinema-api';
import { wallClock } from '../features/cinema/showtimes';
import { ShowtimeLink } from '../features/cinema/ShowtimeLink';
import { gameOfAiring, type ListedGame } from '../features/sports/airing-game';
import { GameTiles } from '../features/sports/GameTile';
import { playOrder } from '../features/sports/scoreboard';
import { gameHref } from '../features/sports/sports-links';
import { useGames, useListedGames } from '../features/sports/sports-api';
import { AiringTime } from '../features/tv/AiringTime';
import { episodeToCome, whenItAirs } from '../features/tv/episode-when';
import { eveningInstant, nowAndNextByChannel } from '../features/tv/prime-time';
import { tvQueries, useTvMovies, useTvSports } from '../features/tv/tv-api';
import { formatDayTitle, formatLocalTime, localToday } from '../lib/format';
import { REMEMBERED_ZIP_KEY, useRememberedZip } from '../lib/remembered-zip';
import { useToken } from '../lib/session';
import { useNow } from '../lib/use-now';
import { useFavouriteTeams, useUserData } from '../lib/user-data-api';
import { UpNextTonight } from '../features/watching/UpNextTonight';
import './tonight.css';
import * as paths from '../paths';

/** Days ahead that count as "soon" for a saved show's next episode, when none airs tonight. */
const SOON_DAYS = 7;
const SHOWTIMES_PER_THEATRE = 3;
const THEATRES_PER_ZIP = 5;

/**
 * '/tonight': the coming evening for everyone, the viewer's part marked and first: every game of
 * the day, prime time on TV by channel, films near the viewer's zip, then (logged in) the saved
 * shows airing tonight. "Tonight" is the evening of the viewer's today, so at 2 AM it is the
 * evening ahead.
 */
export default function TonightPage() {
  const token = useToken();
  const today = localToday();
  const games = useListedGames(today);
  return (
    <div className="page tonight">
      <PageHead
        title="Tonight"
        description="This evening's MLB and NHL games with live scores, prime time on TV channel by channel, and films showing near you."
        path={paths.tonight}
      />
      <div className="page-heading">
        <h1>Tonight</h1>
        <p className="muted">{formatDayTitle(today)}</p>
      </div>
      <SignInHint className="tonight-visitor">
        to follow teams and save shows: your teams’ games then come first here, and your shows airing tonight are
        listed.
      </SignInHint>
      <TonightGames today={today} />
      {token && <UpNextTonight />}
      <PrimeTime today={today} games={games} />
      <FilmsNearYou today={today} />
      {token && <YourShows today={today} />}
    </div>
  );
}

const LEAGUES: readonly League[] = ['NHL', 'MLB'];

/** Every game of the evening's day, league by league: the viewer's teams first, then live, to come, finals. */
function TonightGames({ today }: { today: string }) {
  const token = useToken();
  const nhl = useGames('NHL', today);
  const mlb = useGames('MLB', today);
  const { teams, ready, follows } = useFavouriteTeams();
  const byLeague: Record<League, UseQueryResult<Game[]>> = { NHL: nhl, MLB: mlb };
  const isFavourite = (league: League) => (g: Game) => follows(league, g.home.id) || follows(league, g.visitor.id);
  // A league holding one of the viewer's games comes first.
  const leagues = [...LEAGUES].sort(
    (a, b) =>
      Number((byLeague[b].data ?? []).some(isFavourite(b))) - Number((byLeague[a].data ?? []).some(isFavourite(a))),
  );
  const none = nhl.isSuccess && mlb.isSuccess && nhl.data.length === 0 && mlb.data.length === 0;
  return (
    <section className="section" aria-labelledby="tonight-games">
      <h2 id="tonight-games">Games tonight</h2>
      {token && ready && teams.length === 0 && (
        <p className="muted">
          Press Follow on a team's page or a game's page, and that team's games come first here, marked.
        </p>
      )}
      {none && <p className="muted">No MLB or NHL games on {formatDayTitle(today)}.</p>}
      {leagues.map((league) => (
        <LeagueTonight key={league} league={league} games={byLeague[league]} isFavourite={isFavourite(league)} />
      ))}
    </section>
  );
}

function LeagueTonight({
  league,
  games,
  isFavourite,
}: {
  league: League;
  games: UseQueryResult<Game[]>;
  isFavourite: (g: Game) => boolean;
}) {
  if (games.isPending) return <LoadingDots label={`Loading ${league} games`} />;
  if (games.isError)
    return (
      <LoadFailure retry={games} subject={`${league} games`}>
        The {league} games could not be loaded. {failureText(games.error)}
      </LoadFailure>
    );
  if (games.data.length === 0) return null;
  const ordered = [...games.data].sort(
    (a, b) =>
      Number(isFavourite(b)) - Number(isFavourite(a)) ||
      playOrder(a) - playOrder(b) ||
      a.gametime.localeCompare(b.gametime),
  );
  return (
    <>
      <h3>{league}</h3>
      <GameTiles league={league} games={ordered} isFavourite={isFavourite} />
    </>
  );
}

type Listing = {
  startTime: string;
  endTime?: string;
  station: { callSign: string };
  title: string;
  game?: ListedGame;
};

/** One airing in a prime-time cell: its span and title, a game we list linked to its page. */
function ListingCell({ listing }: { listing: Listing | undefined }) {
  if (!listing) return <td className="muted">—</td>;
  const { game } = listing;
  return (
    <td>
      <AiringTime startTime={listing.startTime} endTime={listing.endTime} />{' '}
      {game ? <Link to={gameHref(game.league, game.game.id)}>{listing.title}</Link> : listing.title}
    </td>
  );
}

/** Channels a phone lists before "Show all channels" (a wider screen lists them all). */
const PHONE_CHANNELS = 8;

/** Prime time on TV, compact: each channel's programme at 8 PM (or now, once the evening has begun) and the next. */
function PrimeTime({ today, games }: { today: string; games: ListedGame[] }) {
  const [allChannels, setAllChannels] = useState(false);
  const tableId = useId();
  const movies = useTvMovies(today);
  const sports = useTvSports(today);
  const now = useNow();
  const at = eveningInstant(today, now);
  const listings: Listing[] = [
    ...(movies.data ?? []).map((a: TvMovieAiring) => ({ ...a, title: a.program.title })),
    ...(sports.data ?? []).map((a: TvSportsAiring) => ({
      ...a,
      title: a.program.eventTitle,
      game: gameOfAiring(a.program.eventTitle, a.startTime, games),
    })),
  ];
  const rows = nowAndNextByChannel(listings, at);
  const ahead = at > now;
  const atWords = ahead ? formatLocalTime(new Date(at).toISOString()) : 'Now';
  return (
    <section className="section" aria-labelledby="tonight-tv">
      <h2 id="tonight-tv">Prime time on TV</h2>
      {(movies.isPending || sports.isPending) && <LoadingDots label="Loading TV listings" />}
      {(movies.isError || sports.isError) && (
        <LoadFailure retry={[movies, sports].filter((q) => q.isError)} subject="TV listings">
          Failed to get listings.
        </LoadFailure>
      )}
      {movies.isSuccess && sports.isSuccess && rows.length === 0 && (
        <p className="muted">Nothing more on TV tonight.</p>
      )}
      {rows.length > 0 && (
        <table id={tableId} className={`prime-time${allChannels ? ' all-channels' : ''}`}>
          <caption className="visually-hidden">
            Films and sports on TV {ahead ? `at ${atWords}` : 'now'} and next, by channel
          </caption>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">{atWords}</th>
              <th scope="col">Next</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.callSign} className={index >= PHONE_CHANNELS ? 'beyond-phone' : undefined}>
                <th scope="row">
                  {row.name}
                  {row.channel && <span className="channel-number"> {row.channel}</span>}
                </th>
                <ListingCell listing={row.current} />
                <ListingCell listing={row.next} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* Shown on phones only (tonight.css), where the channels past the first few are folded away. */}
      {rows.length > PHONE_CHANNELS && (
        <button
          type="button"
          className="small show-all-channels"
          aria-expanded={allChannels}
          aria-controls={tableId}
          onClick={() => setAllChannels((all) => !all)}
        >
          {allChannels ? 'Show fewer channels' : `Show all channels (${rows.length})`}
        </button>
      )}
      <p>
        <Link to={paths.moviesOnTv}>Films on TV</Link> ·{' '}
        <Link to={href(paths.sportsOnTv, { date: today })}>Sports on TV</Link>
      </p>
    </section>
  );
}

/** The next few showings at each theatre near a zip, soonest first. */
function nextShowings(
  films: Showing[],
  after: string,
): { theatre: string; times: { time: string; title: string; href?: string; theatrePage: boolean }[] }[] {
  const byTheatre = new Map<string, { time: string; title: string; href?: string; theatrePage: boolean }[]>();
  for (const film of films) {
    for (const s of film.showtimes) {
      if (s.dateTime < after) continue;
      const list = byTheatre.get(s.theatre.name) ?? [];
      list.push({ time: s.dateTime, title: film.title, href: ticketLinkOf(s, s.theatre), theatrePage: !s.ticketURI });
      byTheatre.set(s.theatre.name, list);
    }
  }
  return [...byTheatre.entries()]
    .map(([theatre, times]) => ({
      theatre,
      times: times.sort((a, b) => a.time.localeCompare(b.time)).slice(0, SHOWTIMES_PER_THEATRE),
    }))
    .sort((a, b) => a.times[0]!.time.localeCompare(b.times[0]!.time))
    .slice(0, THEATRES_PER_ZIP);
}

function ZipShowtimes({ zip, today }: { zip: string; today: string }) {
  const showings = useShowings(zip, today);
  const now = useNow();
  const theatres = showings.data ? nextShowings(showings.data, wallClock(new Date(now))) : [];
  return (
    <div className="tonight-zip">
      <h3>
        Near {zip} <Link to={href(paths.cinema, { zip })}>All showtimes</Link>
      </h3>
      {showings.isPending && <LoadingDots label={`Loading showtimes near ${zip}`} />}
      {showings.isError && (
        <LoadFailure retry={showings} subject={`showtimes near ${zip}`}>
          Failed to get listings.
        </LoadFailure>
      )}
      {showings.isSuccess && theatres.length === 0 && <p className="muted">No more showings near {zip} today.</p>}
      {theatres.length > 0 && (
        <ul className="tonight-theatres">
          {theatres.map(({ theatre, times }) => (
            <li key={theatre}>
              <strong>{theatre}</strong>
              <ul>
                {times.map((t) => (
                  <li key={`${t.time}-${t.title}`}>
                    <ShowtimeLink
                      dateTime={t.time}
                      href={t.href}
                      theatrePage={t.theatrePage}
                      film={t.title}
                      theatre={theatre}
                    />{' '}
                    {t.title}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Films showing near the viewer: the address's zip (`?zip=`, so the page is rendered with them),
 * else the saved zips, else the zip last chosen on this device; else a form asking for one.
 */
function FilmsNearYou({ today }: { today: string }) {
  const token = useToken();
  const [params, setParams] = useSearchParams();
  const addressZip = params.get('zip');
  const userData = useUserData();
  const remembered = useRememberedZip();
  const saved = userData.data?.zipcodes ?? [];
  const zips =
    addressZip && isValidZipInput(addressZip)
      ? [addressZip]
      : saved.length > 0
        ? saved
        : remembered
          ? [remembered]
          : [];
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const choose = (event: FormEvent) => {
    event.preventDefault();
    const zip = typed.trim();
    if (!isValidZipInput(zip)) return setError(ZIP_FORM_MESSAGE);
    setError(undefined);
    localStorage.setItem(REMEMBERED_ZIP_KEY, zip);
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('zip', zip);
      return next;
    });
  };
  const waiting = token !== null && userData.isPending && zips.length === 0;
  return (
    <section className="section" aria-labelledby="tonight-cinema">
      <h2 id="tonight-cinema">At the cinema</h2>
      {waiting && <LoadingDots label="Loading your zip codes" />}
      {zips.map((zip) => (
        <ZipShowtimes key={zip} zip={zip} today={today} />
      ))}
      {!waiting && zips.length === 0 && (
        <>
          {token && userData.isSuccess && (
            <p className="muted">
              Save a zip code on the <Link to={paths.cinema}>Cinema</Link> page to see the next showings near you.
            </p>
          )}
          {/* A GET form: without script it asks for this page with `?zip=`. */}
          <form className="tonight-zip-form" method="get" action={paths.tonight} onSubmit={choose} noValidate>
            <ZipField label="Films showing near zip code" value={typed} onChange={setTyped} error={error}>
              <button type="submit">Show films</button>
            </ZipField>
          </form>
        </>
      )}
    </section>
  );
}

/** The saved shows airing tonight; when none does, the next episodes within the week. */
function YourShows({ today }: { today: string }) {
  const userData = useUserData();
  const ids = userData.data?.shows ?? [];
  const shows = useQueries({ queries: ids.map((id) => tvQueries.show(id)) });
  const nexts = useQueries({ queries: shows.map((s) => tvQueries.episode(s.data?._links.nextepisode?.href)) });
  const now = useNow();
  // The show's next episode (the server decides it by air time: tonight's until it starts) when it airs within the week.
  const soon = ids
    .map((id, i) => ({ id, show: shows[i]?.data, next: nexts[i]?.data }))
    .filter(
      (x) =>
        x.show &&
        x.next &&
        episodeToCome(x.next, now) &&
        x.next.airdate >= today &&
        x.next.airdate <= addDays(today, SOON_DAYS),
    )
    .sort((a, b) => (a.next!.airstamp ?? a.next!.airdate).localeCompare(b.next!.airstamp ?? b.next!.airdate));
  const tonight = soon.filter((x) => x.next!.airdate === today);
  const listed = tonight.length > 0 ? tonight : soon;
  return (
    <section className="section" aria-labelledby="tonight-shows">
      <h2 id="tonight-shows">Your shows</h2>
      {userData.isSuccess && ids.length === 0 && (
        <p className="muted">
          Save a show from <Link to={paths.showSearch}>Search for a Show</Link> to see its new episodes here.
        </p>
      )}
      {ids.length > 0 && tonight.length === 0 && (
        <p className="muted">
          None of your shows airs tonight.
          {soon.length === 0 ? ` None has a new episode in the next ${SOON_DAYS} days either.` : ' Coming up:'}
        </p>
      )}
      <ul className="tonight-list">
        {listed.map(({ id, show, next }) => (
          <li key={id}>
            <Link to={href(paths.show, { id })}>{show!.name}</Link> · S{next!.season} E{next!.number} “{next!.name}” ·{' '}
            {whenItAirs(next!, now)} on {channelName(show!)}
          </li>
        ))}
      </ul>
    </section>
  );
}
