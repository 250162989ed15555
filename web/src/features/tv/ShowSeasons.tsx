import { useId, useMemo, useState, type ReactNode } from 'react';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import type { TvEpisodeAiring, TvShow } from '@guide/common/tv';
import { LoadingDots } from '../../components/LoadingDots';
import { formatLongDate } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { episodeToCome } from './episode-when';
import { episodeNumber, groupBySeason, seasonName, seasonToOpen, seasonYears, type Season } from './seasons';
import { useShowEpisodes } from './tv-api';

/**
 * What a logged-in viewer has watched, drawn into the seasons by the screen (the watching feature
 * makes it): which episodes are watched, and the controls beside each episode and season.
 */
export interface EpisodeMarks {
  watched: ReadonlySet<number>;
  episodeControl(episode: TvEpisodeAiring): ReactNode;
  seasonControl(season: Season): ReactNode;
}

/**
 * The show page's seasons: one disclosure a season, the one holding the next episode open. Each
 * episode's title is marked as a spoiler until it is watched (spoiler-free mode hides it).
 */
export function ShowSeasons({ show, marks }: { show: TvShow; marks?: EpisodeMarks }) {
  const episodes = useShowEpisodes(show.id);
  const seasons = useMemo(() => groupBySeason(episodes.data ?? []), [episodes.data]);
  // null until the viewer toggles one: until then the default season is the open one.
  const [opened, setOpened] = useState<ReadonlySet<number> | null>(null);
  const first = seasonToOpen(seasons, show._links);
  const open = opened ?? new Set(first === null ? [] : [first]);
  const toggle = (n: number) => {
    const next = new Set(open);
    if (!next.delete(n)) next.add(n);
    setOpened(next);
  };
  const now = useNow();

  let body;
  if (episodes.isPending) body = <LoadingDots label="Loading seasons" />;
  else if (episodes.isError)
    body = (
      <LoadFailure retry={episodes} subject="seasons">
        The seasons could not be loaded. {failureText(episodes.error)}
      </LoadFailure>
    );
  else if (seasons.length === 0) body = <p className="muted">No episodes announced yet.</p>;
  else
    body = (
      <div className="tile season-list">
        {seasons.map((season) => (
          <SeasonDisclosure
            key={season.number}
            season={season}
            open={open.has(season.number)}
            onToggle={() => toggle(season.number)}
            now={now}
            marks={marks}
          />
        ))}
      </div>
    );
  return (
    <section className="show-seasons" aria-labelledby="show-seasons-heading">
      <h2 id="show-seasons-heading">Seasons</h2>
      {body}
    </section>
  );
}

function SeasonDisclosure({
  season,
  open,
  onToggle,
  now,
  marks,
}: {
  season: Season;
  open: boolean;
  onToggle: () => void;
  now: number;
  marks?: EpisodeMarks;
}) {
  const listId = useId();
  const count = season.episodes.length;
  const years = seasonYears(season);
  return (
    <div className={`season ${open ? 'open' : ''}`}>
      {/* A heading holding the button: the seasons can be reached by heading as well as by Tab. */}
      <h3 className="season-heading">
        <button type="button" className="season-toggle" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
          <span className="season-name">{seasonName(season.number)}</span>
          <span className="season-facts">
            {count} {count === 1 ? 'episode' : 'episodes'}
            {years && ` · ${years}`}
          </span>
          <svg className="chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={listId} hidden={!open}>
        {marks && <div className="season-marks">{marks.seasonControl(season)}</div>}
        <ol className="season-episodes">
          {season.episodes.map((e) => (
            <SeasonEpisode key={e.id} episode={e} now={now} marks={marks} />
          ))}
        </ol>
      </div>
    </div>
  );
}

function SeasonEpisode({ episode: e, now, marks }: { episode: TvEpisodeAiring; now: number; marks?: EpisodeMarks }) {
  // By air time when known (tonight's episode is upcoming until it starts); one without a date yet is still to come.
  const upcoming = episodeToCome(e, now);
  return (
    <li
      className={`season-episode ${upcoming ? 'upcoming' : ''}`}
      data-spoiler-episode
      data-watched={marks?.watched.has(e.id) ? '' : undefined}
    >
      <span className="season-episode-number">{episodeNumber(e)}</span>
      <span className="season-episode-title" data-spoiler-title>
        <span data-spoiler>{e.name || 'To be titled'}</span>
      </span>
      <span className="season-episode-date">
        {e.airdate ? <time dateTime={e.airdate}>{formatLongDate(e.airdate)}</time> : 'Date to be announced'}
        {upcoming && <span className="upcoming-badge">Upcoming</span>}
      </span>
      {marks && <span className="season-episode-marks">{marks.episodeControl(e)}</span>}
    </li>
  );
}
