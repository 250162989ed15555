import { useId, useMemo, useState } from 'react';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import type { TvEpisodeAiring, TvShow } from '@guide/common/tv';
import { LoadingDots } from '../../components/LoadingDots';
import { formatLongDate } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { episodeToCome } from './episode-when';
import { episodeNumber, groupBySeason, seasonName, seasonToOpen, seasonYears, type Season } from './seasons';
import { useShowEpisodes } from './tv-api';

/** The show page's seasons: one disclosure a season, the one holding the next episode open. */
export function ShowSeasons({ show }: { show: TvShow }) {
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
}: {
  season: Season;
  open: boolean;
  onToggle: () => void;
  now: number;
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
      <ol id={listId} className="season-episodes" hidden={!open}>
        {season.episodes.map((e) => (
          <SeasonEpisode key={e.id} episode={e} now={now} />
        ))}
      </ol>
    </div>
  );
}

function SeasonEpisode({ episode: e, now }: { episode: TvEpisodeAiring; now: number }) {
  // By air time when known (tonight's episode is upcoming until it starts); one without a date yet is still to come.
  const upcoming = episodeToCome(e, now);
  return (
    <li className={`season-episode ${upcoming ? 'upcoming' : ''}`}>
      <span className="season-episode-number">{episodeNumber(e)}</span>
      <span className="season-episode-title">{e.name || 'To be titled'}</span>
      <span className="season-episode-date">
        {e.airdate ? <time dateTime={e.airdate}>{formatLongDate(e.airdate)}</time> : 'Date to be announced'}
        {upcoming && <span className="upcoming-badge">Upcoming</span>}
      </span>
    </li>
  );
}
