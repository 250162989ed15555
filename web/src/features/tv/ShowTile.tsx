import { useState, type ReactNode } from 'react';
import { formatMinutes, genreNames } from '@guide/common/films';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import { href, Link } from '../../lib/router';
import { channelName, type TvShow } from '@guide/common/tv';
import { LoadingDots } from '../../components/LoadingDots';
import { SignInHint } from '../../components/SignInHint';
import { ApiError } from '../../lib/api';
import { useFlash } from '../../lib/flash';
import { useSession } from '../../lib/session';
import { useNow } from '../../lib/use-now';
import { useSavedItemMutation, useUserData } from '../../lib/user-data-api';
import { airsOrAired } from './episode-when';
import { htmlToText } from './summary-text';
import { useEpisode } from './tv-api';
import './tv.css';
import { ProviderImage } from '../../components/ProviderImage';
import * as paths from '../../paths';

type Which = 'previous' | 'next';

/** One show: title, channel, runtime, image, summary (as text), genres, its episodes and Save. */
export function ShowTile({
  show,
  headingLevel = 2,
  watched,
  actions,
}: {
  show: TvShow;
  headingLevel?: 1 | 2 | 3;
  /** The viewer's watched episodes: their titles stay shown in spoiler-free mode. */
  watched?: ReadonlySet<number>;
  /** More of the show page's own actions, beside Save (another feature's, such as Notify me). */
  actions?: ReactNode;
}) {
  const [which, setWhich] = useState<Which | null>(null);
  const Heading = `h${headingLevel}` as const;
  const links = show._links;
  const summary = htmlToText(show.summary);
  return (
    <article className="tile show-tile">
      {/* On the show's own page its image is the page's largest content: asked for at once, first. */}
      {show.image && (
        <ProviderImage
          className="show-image"
          src={show.image.medium}
          alt={show.name}
          width={140}
          height={197}
          {...(headingLevel === 1 && { loading: 'eager', fetchPriority: 'high' })}
        />
      )}
      <div className="show-text">
        {/* On the show's own page (an h1) the title is not a link to itself. */}
        <Heading className="show-title">
          {headingLevel === 1 ? show.name : <Link to={href(paths.show, { id: show.id })}>{show.name}</Link>}
        </Heading>
        <p className="show-meta">
          <span>on {channelName(show)}</span>
          {show.runtime !== null && <span>{formatMinutes(show.runtime)}</span>}
        </p>
        {summary && <p className="show-summary">{summary}</p>}
        {show.genres.length > 0 && <p className="muted show-genres">{genreNames(show.genres).join(', ')}</p>}
        {headingLevel === 1 ? (
          <div className="show-actions">
            <SaveShowButton showId={show.id} showName={show.name} />
            {actions}
            <SignInHint>to save this show: its new episodes then show on Tonight and in your calendar.</SignInHint>
          </div>
        ) : (
          <div className="show-actions">
            {links.previousepisode && (
              <button
                type="button"
                aria-pressed={which === 'previous'}
                onClick={() => setWhich(which === 'previous' ? null : 'previous')}
              >
                Previous Episode
              </button>
            )}
            {links.nextepisode && (
              <button
                type="button"
                aria-pressed={which === 'next'}
                onClick={() => setWhich(which === 'next' ? null : 'next')}
              >
                Next Episode
              </button>
            )}
            <SaveShowButton showId={show.id} showName={show.name} />
          </div>
        )}
        {which && <EpisodePanel href={which === 'previous' ? links.previousepisode?.href : links.nextepisode?.href} />}
        {headingLevel === 1 && (
          <ShowEpisodes previous={links.previousepisode?.href} next={links.nextepisode?.href} watched={watched} />
        )}
      </div>
    </article>
  );
}

/** The show page's episodes: the last one aired and the next one announced, both shown at once. */
function ShowEpisodes({
  previous,
  next,
  watched,
}: {
  previous: string | undefined;
  next: string | undefined;
  watched?: ReadonlySet<number>;
}) {
  return (
    <section className="show-episodes" aria-labelledby="show-episodes-heading">
      <h2 id="show-episodes-heading">Episodes</h2>
      <div className="tile-grid">
        <div>
          <h3 className="episode-kind">Previous episode</h3>
          {previous ? <EpisodePanel href={previous} level={4} watched={watched} /> : <p className="muted">None yet</p>}
        </div>
        <div>
          <h3 className="episode-kind">Next episode</h3>
          {next ? <EpisodePanel href={next} level={4} watched={watched} /> : <p className="muted">None announced</p>}
        </div>
      </div>
    </section>
  );
}

function EpisodePanel({
  href,
  level = 3,
  watched,
}: {
  href: string | undefined;
  level?: 3 | 4;
  watched?: ReadonlySet<number>;
}) {
  const EpisodeHeading = `h${level}` as const;
  const episode = useEpisode(href);
  // Moves on each minute: tonight's episode turns "aired" when it starts.
  const now = useNow();
  if (episode.isPending) return <LoadingDots label="Loading episode" />;
  if (episode.isError)
    return (
      <LoadFailure retry={episode} subject="episode">
        The episode could not be loaded. {failureText(episode.error)}
      </LoadFailure>
    );
  const e = episode.data;
  const summary = htmlToText(e.summary);
  return (
    // Spoiler-free mode hides the title and summary (styles.css) unless the episode is watched.
    <section
      className="episode"
      aria-label={`Episode S${e.season} E${e.number}`}
      data-spoiler-episode
      data-watched={watched?.has(e.id) ? '' : undefined}
    >
      <EpisodeHeading className="episode-title" data-spoiler-title>
        <span data-spoiler>{e.name}</span>
      </EpisodeHeading>
      <p className="episode-meta">
        <span>
          S{e.season} E{e.number}
        </span>
        {(e.airdate || e.airstamp) && <span>{airsOrAired(e, now)}</span>}
      </p>
      {summary && (
        <p className="show-summary" data-spoiler>
          {summary}
        </p>
      )}
    </section>
  );
}

/**
 * Shown only when logged in (spec section 6). Saved, it shows the done mark (spec section 4) and
 * stays a button: pressing Saved forgets the show again, where the user saved it.
 */
function SaveShowButton({ showId, showName }: { showId: number; showName: string }) {
  const session = useSession();
  const userData = useUserData(session !== null);
  const save = useSavedItemMutation('show', 'add');
  const forget = useSavedItemMutation('show', 'delete');
  const { flash } = useFlash();
  if (!session) return null;
  const saved = userData.data?.shows.includes(showId) ?? false;
  const busy = save.isPending || forget.isPending || userData.isPending;
  const onPress = () => {
    if (busy) return;
    const onError = (error: Error) => {
      // 409: saved already (from another tab): the answer still says so.
      if (!(error instanceof ApiError && error.status === 409)) flash(`Error: ${error.message}`, 'warning');
    };
    if (saved) forget.mutate(showId, { onError });
    else save.mutate(showId, { onError });
  };
  // aria-disabled while it works keeps the focus on the button (disabled would drop it).
  return (
    <button
      type="button"
      className={`save-show${saved ? ' saved' : ''}`}
      onClick={onPress}
      aria-pressed={saved}
      aria-disabled={busy}
      aria-label={`${saved ? 'Saved' : 'Save'} ${showName}`}
    >
      {saved ? (
        <>
          Saved <span aria-hidden="true">✓</span>
        </>
      ) : (
        'Save'
      )}
    </button>
  );
}
