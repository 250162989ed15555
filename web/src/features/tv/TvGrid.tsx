import { addDays } from '@guide/common/dates';
import type { TvImage } from '@guide/common/tv';
import { genreNames } from '@guide/common/films';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ProviderImage } from '../../components/ProviderImage';
import { formatLocalTime, localToday } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { AiringProgress, AiringTime, OnNowBadge } from './AiringTime';
import {
  firstPlace,
  gridMove,
  gridRows,
  nowAndNext,
  slotAt,
  SLOT_MS,
  type GridAiring,
  type GridPlace,
  type GridRow,
} from './grid-layout';
import { airingKey, isOnNow } from './on-now';
import { dayStartIso, instantOn } from './tv-api';
import './tv-grid.css';

/** Prime time starts at 8 PM in the viewer's zone. */
export const PRIME_TIME = '20:00';

export interface ListedAiring extends GridAiring {
  program: { genres: string[]; preferredImage: TvImage; rootId?: string | null };
}

interface TvGridProps<T extends ListedAiring> {
  airings: T[];
  /** The day shown (YYYY-MM-DD, the viewer's): today opens at now, another day at prime time. */
  day: string;
  titleOf(airing: T): string;
  /** The poster's text alternative ('' when the title beside it says it all). */
  imageAltOf(airing: T): string;
  /** What the opened airing shows besides its title, channel, time and picture. */
  details(airing: T): ReactNode;
}

type Moment = 'now' | 'prime';

/** '69' → ' 69'; the channel's name and number as one line. */
const channelText = (row: { name: string; channel?: string }) => `${row.name}${row.channel ? ` ${row.channel}` : ''}`;

/**
 * A day on TV as a grid: channels down in line-up order, half hours across, what is on now marked,
 * and a jump to prime time; on a phone, a list of what each channel has on now (or at 8 PM) and
 * next. Each airing is a button that opens its details.
 */
export function TvGrid<T extends ListedAiring>({ airings, day, titleOf, imageAltOf, details }: TvGridProps<T>) {
  const now = useNow();
  const today = day === localToday();
  const [moment, setMoment] = useState<Moment>(today ? 'now' : 'prime');
  const [chosen, setChosen] = useState<T | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const dayStart = Date.parse(dayStartIso(day));
  const slots = Math.round((Date.parse(dayStartIso(addDays(day, 1))) - dayStart) / SLOT_MS);
  const prime = instantOn(day, PRIME_TIME);
  const at = moment === 'now' && today ? now : prime;
  const rows = gridRows(airings, dayStart, slots);
  const nowSlot = today ? slotAt(now, dayStart, slots) : null;
  const atSlot = slotAt(at, dayStart, slots) ?? 0;
  // One tab stop in the grid (a roving tabindex): the airing last focused, else the first channel's at the moment chosen.
  const [focused, setFocused] = useState<GridPlace | null>(null);
  const tabStop =
    (focused && rows[focused.row]?.cells.some((c) => c.airing && c.slot === focused.slot) ? focused : null) ??
    firstPlace(rows, atSlot);

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-row]');
    if (!button) return;
    const row = Number(button.dataset.gridRow);
    const slot = Number(button.dataset.gridSlot);
    const from = focused?.row === row && focused.slot === slot ? focused : { row, slot };
    const to = gridMove(rows, from, event.key, event.ctrlKey || event.metaKey);
    if (!to) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`[data-grid-row="${to.row}"][data-grid-slot="${to.slot}"]`)?.focus();
    // After the focus event's own note, so the column kept by up and down stays.
    setFocused(to);
  };

  // Bring the chosen moment's half hour to the grid's left edge, beside the channel names.
  useEffect(() => {
    const box = scroller.current;
    const column = box?.querySelector<HTMLElement>(`[data-slot="${atSlot}"]`);
    const names = box?.querySelector<HTMLElement>('.grid-channel');
    if (box && column && names) box.scrollLeft = column.offsetLeft - names.offsetWidth;
  }, [atSlot, rows.length]);

  const atLabel = moment === 'now' && today ? 'Now' : formatLocalTime(new Date(prime).toISOString());
  return (
    <div className="tv-listing">
      <div className="grid-jump" role="group" aria-label="Jump to a time">
        {today && (
          <button type="button" aria-pressed={moment === 'now'} onClick={() => setMoment('now')}>
            Now
          </button>
        )}
        <button type="button" aria-pressed={moment === 'prime' || !today} onClick={() => setMoment('prime')}>
          Prime time, {formatLocalTime(new Date(prime).toISOString())}
        </button>
      </div>

      <div
        className="tv-grid-scroll"
        ref={scroller}
        role="region"
        aria-label="Channels down, half hours across"
        tabIndex={0}
      >
        {/* Arrow keys, Home and End move between the airings (WAI-ARIA APG's grid); Tab leaves the grid. */}
        <table className="tv-grid" role="grid" aria-label="Airings by channel and time" onKeyDown={onGridKey}>
          <thead>
            <tr>
              <th scope="col" className="grid-channel">
                Channel
              </th>
              {Array.from({ length: slots }, (_, slot) => (
                <th
                  key={slot}
                  scope="col"
                  data-slot={slot}
                  className={slot === nowSlot ? 'grid-time now-slot' : 'grid-time'}
                >
                  {slot === nowSlot && <span className="now-mark">Now</span>}
                  <time dateTime={new Date(dayStart + slot * SLOT_MS).toISOString()}>
                    {formatLocalTime(new Date(dayStart + slot * SLOT_MS).toISOString())}
                  </time>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.callSign}>
                <th scope="row" className="grid-channel">
                  <span className="channel-name">{row.name}</span>{' '}
                  {row.channel && <span className="channel-number">{row.channel}</span>}
                </th>
                {row.cells.map((cell) =>
                  cell.airing ? (
                    <td
                      key={cell.slot}
                      colSpan={cell.span}
                      className={isOnNow(cell.airing, now) ? 'grid-airing on-now' : 'grid-airing'}
                    >
                      <AiringButton<T>
                        airing={cell.airing}
                        title={titleOf(cell.airing)}
                        onNow={isOnNow(cell.airing, now)}
                        open={setChosen}
                        place={{ row: rowIndex, slot: cell.slot }}
                        tabStop={tabStop?.row === rowIndex && tabStop.slot === cell.slot}
                        onFocus={(place) =>
                          setFocused((kept) => (kept?.row === place.row && kept.slot === place.slot ? kept : place))
                        }
                      />
                    </td>
                  ) : (
                    <td key={cell.slot} colSpan={cell.span} className="grid-empty" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <NowNextList<T> rows={rows} at={at} atLabel={atLabel} now={now} titleOf={titleOf} open={setChosen} />

      <AiringDialog
        airing={chosen}
        title={chosen ? titleOf(chosen) : ''}
        imageAlt={chosen ? imageAltOf(chosen) : ''}
        now={now}
        close={() => setChosen(null)}
      >
        {chosen && details(chosen)}
      </AiringDialog>
    </div>
  );
}

function AiringButton<T extends ListedAiring>({
  airing,
  title,
  onNow,
  open,
  place,
  tabStop = false,
  onFocus,
}: {
  airing: T;
  title: string;
  onNow: boolean;
  open(airing: T): void;
  /** In the grid: its place there, whether it is the grid's one tab stop, and who hears it took the focus. */
  place?: GridPlace;
  tabStop?: boolean;
  onFocus?(place: GridPlace): void;
}) {
  return (
    <button
      type="button"
      className="airing-button"
      aria-haspopup="dialog"
      onClick={() => open(airing)}
      {...(place && {
        'data-grid-row': place.row,
        'data-grid-slot': place.slot,
        tabIndex: tabStop ? 0 : -1,
        onFocus: () => onFocus?.(place),
      })}
    >
      {onNow && <span className="visually-hidden">On now:</span>}
      {onNow && ' '}
      <span className="airing-title">{title}</span> <AiringTime startTime={airing.startTime} endTime={airing.endTime} />
    </button>
  );
}

/** The phone's view: per channel, what is on at the moment chosen, and what comes next. */
function NowNextList<T extends ListedAiring>({
  rows,
  at,
  atLabel,
  now,
  titleOf,
  open,
}: {
  rows: GridRow<T>[];
  at: number;
  atLabel: string;
  now: number;
  titleOf(airing: T): string;
  open(airing: T): void;
}) {
  const listed = rows
    .map((row) => ({ row, ...nowAndNext(row.airings, at) }))
    .filter((r) => r.now !== undefined || r.next !== undefined);
  return (
    <ul className="now-next" aria-label={`${atLabel} and next, by channel`}>
      {listed.map(({ row, now: current, next }) => (
        <li key={row.callSign} className="now-next-channel">
          <p className="now-next-name">
            <span className="channel-name">{row.name}</span>{' '}
            {row.channel && <span className="channel-number">{row.channel}</span>}
          </p>
          {[
            { label: atLabel, airing: current },
            { label: 'Next', airing: next },
          ].map(
            ({ label, airing }) =>
              airing && (
                <div key={label} className={isOnNow(airing, now) ? 'now-next-item on-now' : 'now-next-item'}>
                  <span className="now-next-when">{label}</span>
                  <AiringButton<T> airing={airing} title={titleOf(airing)} onNow={isOnNow(airing, now)} open={open} />
                </div>
              ),
          )}
        </li>
      ))}
    </ul>
  );
}

/** An airing opened: its title, channel, time, picture and the page's details, in a dialog. */
function AiringDialog<T extends ListedAiring>({
  airing,
  title,
  imageAlt,
  now,
  close,
  children,
}: {
  airing: T | null;
  title: string;
  imageAlt: string;
  now: number;
  close(): void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (airing && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    if (!airing && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [airing]);
  const onNow = airing !== null && isOnNow(airing, now);
  return (
    <dialog ref={dialog} className="airing-dialog" aria-labelledby={titleId} onClose={close}>
      {airing && (
        <div key={airingKey(airing)} className="airing-dialog-body">
          <div className="airing-dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="small" onClick={close}>
              Close
            </button>
          </div>
          {onNow && <OnNowBadge />}
          {airing.program.genres.length > 0 && (
            <p className="airing-genres">{genreNames(airing.program.genres).join(', ')}</p>
          )}
          <p className="airing-when">
            <AiringTime startTime={airing.startTime} withDay /> on{' '}
            <span className="airing-station">
              {channelText({ name: airing.station.name ?? airing.station.callSign, channel: airing.station.channel })}
            </span>
          </p>
          {onNow && <AiringProgress airing={airing} now={now} />}
          <div className="airing-body">
            {airing.program.preferredImage.relayUrl && (
              <ProviderImage
                className="airing-poster"
                src={airing.program.preferredImage.relayUrl}
                alt={imageAlt}
                width={185}
              />
            )}
            <div>{children}</div>
          </div>
        </div>
      )}
    </dialog>
  );
}
