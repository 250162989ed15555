import { useMemo, useState, type ReactNode } from 'react';
import type { TvEpisodeAiring } from '@guide/common/tv';
import { progressLabel } from '@guide/common/watching';
import { failureText } from '../../components/LoadFailure';
import { formatDayTitle, localToday } from '../../lib/format';
import { useToken } from '../../lib/session';
import { useSpoilerFree } from '../../lib/hidden-scores';
import { useMarkWatched, useShowProgress, type EpisodeSelection } from './watching-api';
import './watching.css';

const episodeCode = (e: { season: number; number: number }) => `S${e.season} E${e.number}`;

/**
 * The show page's marks for a logged-in viewer: which episodes are watched, and beside each
 * episode a Watched toggle and "Up to here", beside each season its mark and unmark. Undefined
 * for a visitor, and until the progress has loaded (the seasons show no controls meanwhile); and
 * the sentence of a mark that failed.
 */
export function useEpisodeMarks(showId: number) {
  const token = useToken();
  const progress = useShowProgress(showId);
  const marking = useMarkWatched();
  const data = progress.data;
  const marks = useMemo(() => {
    if (!token || !data) return undefined;
    const watched = new Set(data.watched.map((w) => w.episodeId));
    const send = (selection: Omit<EpisodeSelection, 'show'>, on: boolean) =>
      marking.mutate({ selection: { show: showId, ...selection }, watched: on });
    return {
      watched,
      episodeControl: (e: TvEpisodeAiring) => {
        const seen = watched.has(e.id);
        return (
          <>
            <button
              type="button"
              className="episode-mark"
              aria-pressed={seen}
              aria-label={`Watched ${episodeCode(e)}`}
              onClick={() => send({ episode: e.id }, !seen)}
            >
              {seen && <span aria-hidden="true">✓ </span>}
              Watched
            </button>
            {!seen && (
              <button
                type="button"
                className="episode-mark"
                aria-label={`Up to here: mark ${episodeCode(e)} and every episode before it watched`}
                onClick={() => send({ episode: e.id, through: true }, true)}
              >
                Up to here
              </button>
            )}
          </>
        );
      },
      seasonControl: (season: { number: number; episodes: readonly TvEpisodeAiring[] }) => {
        const all = season.episodes.every((e) => watched.has(e.id));
        return (
          <button type="button" className="episode-mark" onClick={() => send({ season: season.number }, !all)}>
            {all ? `Unmark season ${season.number}` : `Mark season ${season.number} watched`}
          </button>
        );
      },
    };
    // marking.mutate is stable; the marks change with the progress.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, data, showId]);
  return { marks, failure: marking.isError ? failureText(marking.error) : null };
}

/**
 * How far the viewer is through the show ("S3 E4 of 6 seasons — 62 %"), when they last watched,
 * and the whole show's mark and unmark. Nothing for a visitor.
 */
export function ShowProgressPanel({ showId }: { showId: number }) {
  const token = useToken();
  const progress = useShowProgress(showId);
  const marking = useMarkWatched();
  if (!token || !progress.data) return null;
  const p = progress.data;
  const allWatched = p.airedCount > 0 && p.percent === 100;
  return (
    <section className="section show-progress-section" aria-labelledby="show-progress-heading">
      <h2 id="show-progress-heading">Your progress</h2>
      <div className="show-progress">
        <span>{progressLabel(p)}</span>
        <progress max={100} value={p.percent} aria-label={`${p.percent} % of the aired episodes watched`} />
        {p.lastWatchedAt && p.last && (
          <span className="muted">
            Last watched {episodeCode(p.last)} on {formatDayTitle(localToday(new Date(p.last.watchedAt)))}
          </span>
        )}
        {p.next && <span className="muted">Next: {episodeCode(p.next)}</span>}
        <button
          type="button"
          onClick={() => marking.mutate({ selection: { show: showId }, watched: !allWatched })}
          disabled={marking.isPending}
        >
          {allWatched ? 'Unmark the whole show' : 'Mark every aired episode watched'}
        </button>
      </div>
      {marking.isError && (
        <p className="flash flash-warning" role="alert">
          {failureText(marking.error)}
        </p>
      )}
    </section>
  );
}

/**
 * Around a screen's episodes: in spoiler-free mode, a button that shows the hidden titles and
 * summaries on this screen (until it is left).
 */
export function SpoilerScope({ children }: { children: ReactNode }) {
  const spoilerFree = useSpoilerFree();
  const [revealed, setRevealed] = useState(false);
  return (
    <div data-spoilers-revealed={revealed ? '' : undefined}>
      {spoilerFree && (
        <p className="up-next-spoilers">
          <span className="muted">Spoiler-free: titles of episodes you have not watched are hidden.</span>{' '}
          <button type="button" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
            {revealed ? 'Hide titles' : 'Show titles'}
          </button>
        </p>
      )}
      {children}
    </div>
  );
}
