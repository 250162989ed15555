import { useQueries } from '@tanstack/react-query';
import { LoadFailure, failureText } from '../components/LoadFailure';
import { href, Link } from '../lib/router';
import { ticketLinkOf, type Showing } from '@guide/common/cinema';
import { addDays } from '@guide/common/dates';
import { isFinal, type Game, type League } from '@guide/common/sports';
import { channelName, type TvMovieAiring, type TvSportsAiring } from '@guide/common/tv';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { useShowings } from '../features/cinema/cinema-api';
import { wallClock } from '../features/cinema/showtimes';
import { ShowtimeLink } from '../features/cinema/ShowtimeLink';
import { GameTiles } from '../features/sports/GameTile';
import { useGames } from '../features/sports/sports-api';
import { aroundNow } from '../features/tv/on-now';
import { AiringProgress, AiringTime } from '../features/tv/AiringTime';
import { episodeToCome, whenItAirs } from '../features/tv/episode-when';
import { tvQueries, useTvMovies, useTvSports } from '../features/tv/tv-api';
import { formatDayTitle, localToday } from '../lib/format';
import { useToken } from '../lib/session';
import { useNow } from '../lib/use-now';
import { useFavouriteTeams, useUserData } from '../lib/user-data-api';
import { UpNextTonight } from '../features/watching/UpNextTonight';
import './tonight.css';
import * as paths from '../paths';

/** Days ahead that count as "soon" for a saved show's next episode. */
const SOON_DAYS = 7;
const SHOWTIMES_PER_THEATRE = 3;
const THEATRES_PER_ZIP = 5;
const ON_TV_ITEMS = 6;

/** '/tonight': the rest of the viewer's day, theirs first: teams, nearby showtimes, shows, and what is on TV now. */
export default function TonightPage() {
  const token = useToken();
  const today = localToday();
  return (
    <div className="page tonight">
      <PageHead
        title="Tonight"
        description="The rest of today: your teams' games, showtimes near your zip codes, your shows' episodes, and films and sports on TV now and next."
      />
      <div className="page-heading">
        <h1>Tonight</h1>
        <p className="muted">{formatDayTitle(today)}</p>
      </div>
      {token ? (
        <>
          <YourGames today={today} />
          <UpNextTonight />
          <YourShowtimes today={today} />
          <YourShows today={today} />
        </>
      ) : (
        <p className="tonight-visitor">
          <Link to={paths.login}>Log in</Link> to see your teams’ games, showtimes near your saved zip codes and your
          shows’ new episodes here.
        </p>
      )}
      <OnTvNow today={today} />
    </div>
  );
}

function LeagueGames({ league, today, teamIds }: { league: League; today: string; teamIds: Set<number> }) {
  const games = useGames(league, today);
  if (games.isPending) return <LoadingDots label={`Loading ${league} games`} />;
  if (games.isError)
    return (
      <LoadFailure retry={games} subject={`${league} games`}>
        The {league} games could not be loaded. {failureText(games.error)}
      </LoadFailure>
    );
  const mine = (games.data ?? []).filter((g) => teamIds.has(g.home.id) || teamIds.has(g.visitor.id));
  // Games still to come or under way first, by start; finished ones after.
  const ordered = [...mine].sort(
    (a, b) => Number(isFinal(a.status)) - Number(isFinal(b.status)) || a.gametime.localeCompare(b.gametime),
  );
  if (ordered.length === 0) return <p className="muted">No {league} games for your teams today.</p>;
  return <GameTiles league={league} games={ordered as Game[]} />;
}

function YourGames({ today }: { today: string }) {
  const { teams, ready } = useFavouriteTeams();
  const ids = (league: 'mlb' | 'nhl') => new Set(teams.filter((t) => t.league === league).map((t) => t.id));
  return (
    <section className="section" aria-labelledby="tonight-games">
      <h2 id="tonight-games">Your teams</h2>
      {!ready && <LoadingDots label="Loading your teams" />}
      {ready && teams.length === 0 && (
        <p className="muted">Follow a team with the star beside its name on any game, and its games appear here.</p>
      )}
      {ids('nhl').size > 0 && <LeagueGames league="NHL" today={today} teamIds={ids('nhl')} />}
      {ids('mlb').size > 0 && <LeagueGames league="MLB" today={today} teamIds={ids('mlb')} />}
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

function YourShowtimes({ today }: { today: string }) {
  const userData = useUserData();
  const zips = userData.data?.zipcodes ?? [];
  return (
    <section className="section" aria-labelledby="tonight-cinema">
      <h2 id="tonight-cinema">At the cinema</h2>
      {userData.isSuccess && zips.length === 0 && (
        <p className="muted">
          Save a zip code on the <Link to={paths.cinema}>Cinema</Link> page to see the next showings near you.
        </p>
      )}
      {zips.map((zip) => (
        <ZipShowtimes key={zip} zip={zip} today={today} />
      ))}
    </section>
  );
}

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
  return (
    <section className="section" aria-labelledby="tonight-shows">
      <h2 id="tonight-shows">Your shows</h2>
      {userData.isSuccess && ids.length === 0 && (
        <p className="muted">
          Save a show from <Link to={paths.showSearch}>Search for a Show</Link> to see its new episodes here.
        </p>
      )}
      {ids.length > 0 && soon.length === 0 && (
        <p className="muted">None of your shows has a new episode in the next {SOON_DAYS} days.</p>
      )}
      <ul className="tonight-list">
        {soon.map(({ id, show, next }) => (
          <li key={id}>
            <Link to={href(paths.show, { id })}>{show!.name}</Link> · S{next!.season} E{next!.number} “{next!.name}” ·{' '}
            {whenItAirs(next!, now)} on {channelName(show!)}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Airing = { startTime: string; endTime?: string; station: { callSign: string }; title: string };

const SOON_MS = 2 * 3600_000;

/** The TV pages' rule (`aroundNow`): all that is on now; then the first few starting within two hours. */
function nowAndNext(airings: Airing[], now: number): { onNow: Airing[]; next: Airing[] } {
  const { onNow, later } = aroundNow(airings, now);
  return { onNow, next: later.filter((a) => Date.parse(a.startTime) <= now + SOON_MS).slice(0, ON_TV_ITEMS) };
}

function AiringList({
  title,
  airings,
  now,
  onNow = false,
}: {
  title: string;
  airings: Airing[];
  now: number;
  onNow?: boolean;
}) {
  if (airings.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="tonight-list">
        {airings.map((a) => (
          <li key={`${a.station.callSign}-${a.startTime}-${a.title}`}>
            <AiringTime startTime={a.startTime} endTime={a.endTime} /> {a.title}{' '}
            <span className="muted">· {a.station.callSign}</span>
            {onNow && <AiringProgress airing={a} now={now} />}
          </li>
        ))}
      </ul>
    </>
  );
}

function OnTvNow({ today }: { today: string }) {
  const movies = useTvMovies(today);
  const sports = useTvSports(today);
  const now = useNow();
  const films = nowAndNext(
    (movies.data ?? []).map((a: TvMovieAiring) => ({ ...a, title: a.program.title })),
    now,
  );
  const games = nowAndNext(
    (sports.data ?? []).map((a: TvSportsAiring) => ({ ...a, title: a.program.eventTitle })),
    now,
  );
  const nothing =
    movies.isSuccess &&
    sports.isSuccess &&
    [films.onNow, films.next, games.onNow, games.next].every((l) => l.length === 0);
  return (
    <section className="section" aria-labelledby="tonight-tv">
      <h2 id="tonight-tv">On TV</h2>
      {(movies.isPending || sports.isPending) && <LoadingDots label="Loading TV listings" />}
      {(movies.isError || sports.isError) && (
        <LoadFailure retry={[movies, sports].filter((q) => q.isError)} subject="TV listings">
          Failed to get listings.
        </LoadFailure>
      )}
      {nothing && <p className="muted">Nothing more on TV today.</p>}
      <AiringList title="Films on now" airings={films.onNow} now={now} onNow />
      <AiringList title="Films starting soon" airings={films.next} now={now} />
      <AiringList title="Sports on now" airings={games.onNow} now={now} onNow />
      <AiringList title="Sports starting soon" airings={games.next} now={now} />
      <p>
        <Link to={paths.television}>All of today on TV</Link>
      </p>
    </section>
  );
}
