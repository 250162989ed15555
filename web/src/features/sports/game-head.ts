import type { GameSummary } from '@guide/common/game-summary';
import { hasBegun, type Game, type League } from '@guide/common/sports';
import type { BroadcastEvent, EventStatusType, SportsEvent, SportsTeam } from 'schema-dts';
import { seasonLabel, statusText } from './scoreboard';

const SPORT: Record<League, string> = { MLB: 'Baseball', NHL: 'Ice hockey' };

/**
 * A game's title as a result or a shared link reads it: the score and its state once play has
 * begun ("New York Rangers 3, Boston Bruins 2 — Final"), else who plays whom and when
 * ("New York Rangers at Boston Bruins — 7:00 PM").
 */
export function gameHeadline(league: League, game: Game): string {
  const state = statusText(league, game);
  if (hasBegun(game.status))
    return `${game.visitor.name} ${game.visitor_score ?? 0}, ${game.home.name} ${game.home_score ?? 0} — ${state}`;
  return `${game.visitor.name} at ${game.home.name} — ${state}`;
}

/** One sentence of the game for results and previews: the matchup, its season when not the regular one, where, and on which networks. */
export function gameDescription(summary: GameSummary): string {
  const { game, venue, league } = summary;
  const season = seasonLabel(game.description);
  const where = venue ? `, ${venue}` : '';
  const networks = [...new Set(summary.broadcasts.map((b) => b.network))];
  const watch = networks.length > 0 ? ` On ${networks.join(', ')}.` : '';
  return `${league}${season ? ` ${season}` : ''}: ${game.visitor.name} at ${game.home.name}${where}. The line score, the scoring and where to watch.${watch}`;
}

function eventStatus(game: Game): EventStatusType {
  if (game.status === 'Cancelled') return 'https://schema.org/EventCancelled';
  if (game.status === 'Postponed' || game.status === 'Suspended')
    return game.new_date ? 'https://schema.org/EventRescheduled' : 'https://schema.org/EventPostponed';
  return 'https://schema.org/EventScheduled';
}

const team = (name: string, url?: string): SportsTeam => ({ '@type': 'SportsTeam', name, ...(url ? { url } : {}) });

/**
 * The game as a schema.org `SportsEvent` (what Google's event results read: name, start, place,
 * status, the two teams), and each of its airings in our TV listing as a `BroadcastEvent` of it.
 * `teamUrl` answers a team's page, when it has one.
 */
export function gameStructuredData(
  summary: GameSummary,
  url: string,
  teamUrl: (id: number) => string | undefined,
): [SportsEvent, ...BroadcastEvent[]] {
  const { game, league } = summary;
  const home = team(game.home.name, teamUrl(game.home.id));
  const away = team(game.visitor.name, teamUrl(game.visitor.id));
  const event: SportsEvent = {
    '@type': 'SportsEvent',
    '@id': `${url}#game`,
    name: `${game.visitor.name} at ${game.home.name}`,
    description: gameDescription(summary),
    url,
    sport: SPORT[league],
    startDate: game.gametime,
    eventStatus: eventStatus(game),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    homeTeam: home,
    awayTeam: away,
    competitor: [away, home],
    ...(summary.venue ? { location: { '@type': 'Place', name: summary.venue } } : {}),
  };
  const airings = summary.onTv.map((airing): BroadcastEvent => ({
    '@type': 'BroadcastEvent',
    name: airing.title,
    startDate: airing.start,
    isLiveBroadcast: true,
    publishedOn: { '@type': 'BroadcastService', name: airing.station },
    broadcastOfEvent: { '@id': `${url}#game` },
  }));
  return [event, ...airings];
}
