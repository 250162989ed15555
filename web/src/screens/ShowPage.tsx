import type { TvCastMember, TvShowDetail } from '@guide/common/tv';
import { localToday } from '../lib/format';
import { absoluteUrl, usePublicOrigin } from '../lib/public-origin';
import { href, useParams } from '../lib/router';
import { LoadFailure, NotFound, failureText, isNotFound } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { PageHead } from '../components/PageHead';
import { ShowSeasons } from '../features/tv/ShowSeasons';
import { ShowTile } from '../features/tv/ShowTile';
import { showDescription, showStructuredData } from '../features/tv/tv-head';
import { useShow, useShowEpisodes } from '../features/tv/tv-api';
import { ShowProgressPanel, SpoilerScope, useEpisodeMarks } from '../features/watching/ShowWatching';
import { ShowWatchSection } from '../features/streaming/WatchSection';
import { NotifyMeButton } from '../features/alerts/NotifyMeButton';
import { useSavedItemMutation, useUserData } from '../lib/user-data-api';
import * as paths from '../paths';
import '../features/tv/tv.css';

/**
 * '/television/show/:id': the show's tile, its seasons and its cast. An unknown show gets a page
 * saying so; another failure shows the server's message (spec section 8) with Retry.
 */
export default function ShowPage() {
  const { id } = useParams(paths.show);
  // An id that is not one is asked for as written: the server's 400 and its sentence make the
  // not-found page, and the status a rendered page is sent with (never a kept 200).
  return (
    <section className="page tv-page">
      <ShowById id={/^[1-9]\d{0,8}$/.test(id) ? Number(id) : id} />
    </section>
  );
}

function UnknownShow({ children }: { children: string }) {
  return (
    <NotFound title="Show not found" way={{ to: paths.showSearch, label: 'Find another show' }}>
      {children}
    </NotFound>
  );
}

function ShowById({ id }: { id: number | string }) {
  const show = useShow(id);
  const unknown = show.isError && isNotFound(show.error);
  if (show.isPending)
    return (
      <>
        <PageHead title="TV Show" />
        <LoadingDots />
      </>
    );
  if (show.isError)
    return (
      <>
        <PageHead title={unknown ? 'Show not found' : 'TV Show'} noindex />
        {unknown ? (
          <UnknownShow>{failureText(show.error)}</UnknownShow>
        ) : (
          <LoadFailure retry={show}>{failureText(show.error)}</LoadFailure>
        )}
      </>
    );
  return (
    <>
      <ShowHead show={show.data} />
      <ShowDetails show={show.data} />
      <ShowWatchSection id={show.data.id} title={show.data.name} className="show-watch" />
    </>
  );
}

/** The show's name and summary, its picture for previews, and the show as a schema.org `TVSeries`. */
function ShowHead({ show }: { show: TvShowDetail }) {
  const origin = usePublicOrigin();
  // The seasons below ask for the same episodes: one request serves both.
  const episodes = useShowEpisodes(show.id);
  const path = href(paths.show, { id: show.id });
  return (
    <PageHead
      title={`${show.name} — TV Show`}
      description={
        showDescription(show) ?? `${show.name}: its seasons, episodes and cast, and when the next episode airs.`
      }
      path={path}
      image={show.image?.original || show.image?.medium}
      type="video.tv_show"
      structuredData={showStructuredData(show, absoluteUrl(origin, path), episodes.data ?? [], localToday())}
    />
  );
}

function ShowDetails({ show }: { show: TvShowDetail }) {
  const { marks, failure } = useEpisodeMarks(show.id);
  return (
    <SpoilerScope>
      <ShowTile
        show={show}
        headingLevel={1}
        watched={marks?.watched}
        actions={<ShowNotifyMe id={show.id} name={show.name} />}
      />
      <ShowProgressPanel showId={show.id} />
      {failure && (
        <p className="flash flash-warning" role="alert">
          {failure}
        </p>
      )}
      <ShowSeasons show={show} marks={marks} />
      <ShowCast cast={show.cast} />
    </SpoilerScope>
  );
}

/** Left out when the source has no cast for the show. */
function ShowCast({ cast }: { cast: readonly TvCastMember[] }) {
  if (cast.length === 0) return null;
  return (
    <section className="show-cast" aria-labelledby="show-cast-heading">
      <h2 id="show-cast-heading">Cast</h2>
      <ul className="tile cast-list">
        {cast.map((member, i) => (
          // A person may play several parts, and a part may have several players: the position is the key.
          <li key={i} className="cast-member">
            <span className="cast-name">{member.name}</span>
            {member.character && <span className="muted"> as {member.character}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Notify me of a show: its episodes tonight or out on my services, which following (saving) it brings. */
function ShowNotifyMe({ id, name }: { id: number; name: string }) {
  const userData = useUserData();
  const save = useSavedItemMutation('show', 'add');
  const forget = useSavedItemMutation('show', 'delete');
  return (
    <NotifyMeButton
      topic={{
        name,
        kinds: ['episodeTonight', 'episodeStreaming'],
        following: userData.data ? userData.data.shows.includes(id) : undefined,
        follow: (on) => (on ? save : forget).mutateAsync(id),
      }}
    />
  );
}
