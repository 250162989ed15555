import { useState } from 'react';
import type { FinishedShow, UpNextEpisode, UpNextItem } from '@guide/common/watching';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { keptByFilter, OnMyServicesSwitch, type OnMyServicesFilter } from '../../components/OnMyServices';
import { formatDayTitle, formatLocalTime, localToday } from '../../lib/format';
import { href, Link } from '../../lib/router';
import * as paths from '../../paths';
import { SpoilerScope } from './ShowWatching';
import { useMarkWatched, useUpNext } from './watching-api';
import './watching.css';

/** "S2 E1", and its title (hidden in spoiler-free mode: every episode here is one not watched yet). */
export function EpisodeTitle({ episode }: { episode: UpNextEpisode }) {
  return (
    <>
      <span className="episode-code">
        S{episode.season} E{episode.number}
      </span>{' '}
      <span className="episode-title" data-spoiler-title>
        <span data-spoiler>“{episode.name || 'To be titled'}”</span>
      </span>
    </>
  );
}

const airsWhen = (e: UpNextEpisode) =>
  e.airstamp
    ? `${formatDayTitle(localToday(new Date(e.airstamp)))}, ${formatLocalTime(e.airstamp)}`
    : formatDayTitle(e.airdate);

/** One show's next episode, with the one tap that marks it watched (the next one follows from the server). */
function NextEpisode({ item, mark }: { item: UpNextItem; mark?: (item: UpNextItem) => void }) {
  return (
    <li className="tile up-next-item" data-spoiler-episode>
      <div className="up-next-what">
        <Link to={href(paths.show, { id: item.showId })} className="up-next-show">
          {item.showName}
        </Link>
        <span>
          <EpisodeTitle episode={item.episode} />
        </span>
        {item.episode.summary && (
          <span className="up-next-summary muted" data-spoiler>
            {plainText(item.episode.summary)}
          </span>
        )}
        <span className="muted up-next-facts">
          {airsWhen(item.episode)}
          {item.releasedOn && ` on ${item.releasedOn}`}
          {item.remaining > 1 && ` · ${item.remaining} to catch up`}
          {item.lastWatchedAt && ` · last watched ${formatDayTitle(localToday(new Date(item.lastWatchedAt)))}`}
        </span>
        {item.onMyServices.length > 0 && (
          <span className="up-next-streaming">
            <span className="label">Streaming</span> on {item.onMyServices.map((s) => s.name).join(', ')}
          </span>
        )}
      </div>
      {mark && (
        <button
          type="button"
          className="mark-watched"
          onClick={() => mark(item)}
          aria-label={`Watched: ${item.showName} season ${item.episode.season} episode ${item.episode.number}`}
        >
          Watched
        </button>
      )}
    </li>
  );
}

/** Provider summaries are HTML: shown as text. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, '').trim();

function Section({
  id,
  title,
  items,
  empty,
  mark,
  level,
}: {
  id: string;
  title: string;
  items: UpNextItem[];
  empty?: string;
  mark?: (item: UpNextItem) => void;
  level: 2 | 3;
}) {
  if (items.length === 0 && !empty) return null;
  const Heading = `h${level}` as const;
  return (
    <section className="section up-next-section" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="up-next-list">
          {items.map((item) => (
            <NextEpisode key={`${item.showId}-${item.episode.id}`} item={item} mark={mark} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Finished({ shows, level }: { shows: FinishedShow[]; level: 2 | 3 }) {
  if (shows.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section className="section up-next-section" aria-labelledby="up-next-finished">
      <Heading id="up-next-finished">All caught up, still running</Heading>
      <ul className="tonight-list">
        {shows.map((s) => (
          <li key={s.showId}>
            <Link to={href(paths.show, { id: s.showId })}>{s.showName}</Link>
            {s.upcoming && (
              <span className="muted">
                {' '}
                · next: S{s.upcoming.season} E{s.upcoming.number}, {airsWhen(s.upcoming)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Up next for the logged-in viewer: each followed show's next aired episode with a Watched button
 * (the episode leaves at once and the show's next one comes with the server's answer), then new
 * tonight and coming this week; in full, also the shows to catch up on and those watched to the end.
 * In spoiler-free mode the titles and summaries are hidden, with a reveal for the whole list.
 */
export function UpNextList({
  full = true,
  level = 2,
  filter,
}: {
  full?: boolean;
  level?: 2 | 3;
  /** "Only on my services", on the Up next page. */
  filter?: OnMyServicesFilter;
}) {
  const upNext = useUpNext();
  const marking = useMarkWatched();
  const [announcement, setAnnouncement] = useState('');
  const mark = (item: UpNextItem) => {
    setAnnouncement(`${item.showName} S${item.episode.season} E${item.episode.number} marked watched.`);
    marking.mutate({ selection: { show: item.showId, episode: item.episode.id }, watched: true, optimistic: true });
  };

  if (upNext.isPending) return <LoadingDots label="Loading up next" />;
  if (upNext.isError)
    return (
      <LoadFailure retry={upNext} subject="up next">
        Up next could not be loaded. {failureText(upNext.error)}
      </LoadFailure>
    );
  const kept = (items: UpNextItem[]) =>
    filter
      ? items.filter((item) =>
          keptByFilter(
            filter,
            item.onMyServices.map((s) => s.id),
          ),
        )
      : items;
  const next = kept(upNext.data.next);
  const newTonight = kept(upNext.data.newTonight);
  const comingThisWeek = kept(upNext.data.comingThisWeek);
  const behind = kept(upNext.data.behind);
  const { finished, incomplete } = upNext.data;
  const nothing = next.length + newTonight.length + comingThisWeek.length + finished.length === 0;
  return (
    <SpoilerScope>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {marking.isError && (
        <p className="flash flash-warning" role="alert">
          The episode could not be marked watched. {failureText(marking.error)}
        </p>
      )}
      {incomplete.length > 0 && (
        <p className="muted">
          {incomplete.length === 1 ? 'One of your shows' : `${incomplete.length} of your shows`} could not be read just
          now.
        </p>
      )}
      {filter && <OnMyServicesSwitch filter={filter} label="Only shows on my services" />}
      {nothing && filter?.on && filter.services ? (
        <p className="muted">None of your shows streams on your services just now.</p>
      ) : (
        nothing && (
          <p className="muted">
            Nothing up next. Save a show from <Link to={paths.showSearch}>Search for a Show</Link>, or mark the episodes
            you have seen on its page.
          </p>
        )
      )}
      <Section id="up-next-next" title="Continue watching" items={next} mark={mark} level={level} />
      <Section id="up-next-tonight" title="New tonight" items={newTonight} mark={mark} level={level} />
      {full && (
        <>
          <Section id="up-next-week" title="Coming this week" items={comingThisWeek} level={level} />
          <Section id="up-next-behind" title="Behind on" items={behind} level={level} />
          <Finished shows={finished} level={level} />
        </>
      )}
    </SpoilerScope>
  );
}
