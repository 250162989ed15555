import type { AppContext } from '../context';
import { GamesRepository } from './games-repository';
import { GameIds } from './live/game-ids';
import { MlbBoxScores } from './live/mlb-box-score';
import { MlbLiveSource } from './live/mlb';
import { MlbLivePostseason } from './live/mlb-postseason';
import { MlbLiveStandings } from './live/mlb-standings';
import { MlbSummarySource } from './live/mlb-summary';
import { NhlBoxScores } from './live/nhl-box-score';
import { NhlLiveSource } from './live/nhl';
import { NhlGameExtras } from './live/nhl-game-extras';
import { NhlLivePostseason } from './live/nhl-postseason';
import { NhlLiveStandings } from './live/nhl-standings';
import { NhlSummarySource } from './live/nhl-summary';
import { NhlLiveTeamSource } from './live/nhl-team';
import {
  OfflineBoxScores,
  OfflineGames,
  OfflineLeagueStandings,
  OfflinePostseason,
  OfflineSummaries,
  OfflineTeams,
} from './offline/source';
import type { SportsSources } from './sources';
import type { League } from '../reference/teams';

/**
 * Picks the sources once, at start-up: the providers when the app is live and has all three,
 * else the offline world (one league live and the other offline would mix two worlds). The only
 * code of the sports domain that asks whether a provider is live.
 */
export function chooseSportsSources(
  ctx: Pick<AppContext, 'clock' | 'cache' | 'log' | 'providers' | 'db' | 'config'>,
): SportsSources {
  const { providers, cache, log, clock } = ctx;
  const [mlbClient, nhlClient, nhlStats] = [providers.live('mlb'), providers.live('nhl'), providers.live('nhlStats')];
  if (mlbClient && nhlClient && nhlStats) {
    // The days we have stored say which game ids are known to exist (asking for others is a guess).
    const stored = new GamesRepository(ctx.db);
    const listedIn = (league: League, id: number) => stored.listsGame(league, id);
    const mlbOptions = { mlb: mlbClient, cache, log, ids: new GameIds('MLB', clock, listedIn) };
    const mlb = new MlbLiveSource(mlbOptions);
    const nhlProviders = { nhl: nhlClient, nhlStats, cache, log };
    const nhlOptions = {
      ...nhlProviders,
      ids: new GameIds('NHL', clock, listedIn),
      additions: new NhlGameExtras(nhlProviders, clock, ctx.config.NHL_EXTRAS_BUDGET_MS),
    };
    return {
      games: { MLB: mlb, NHL: new NhlLiveSource(nhlOptions) },
      mlbTeams: mlb,
      nhlTeams: new NhlLiveTeamSource(nhlOptions),
      summaries: { MLB: new MlbSummarySource(mlbOptions), NHL: new NhlSummarySource(nhlOptions) },
      boxScores: { MLB: new MlbBoxScores(mlbOptions), NHL: new NhlBoxScores(nhlOptions) },
      standings: { MLB: new MlbLiveStandings(mlbOptions), NHL: new NhlLiveStandings(nhlOptions) },
      postseason: { MLB: new MlbLivePostseason(mlbOptions), NHL: new NhlLivePostseason(nhlOptions) },
    };
  }
  return {
    games: { MLB: new OfflineGames('MLB', clock), NHL: new OfflineGames('NHL', clock) },
    mlbTeams: new OfflineTeams('MLB', clock),
    nhlTeams: new OfflineTeams('NHL', clock),
    summaries: { MLB: new OfflineSummaries('MLB', clock), NHL: new OfflineSummaries('NHL', clock) },
    boxScores: new OfflineBoxScores(clock),
    standings: { MLB: new OfflineLeagueStandings('MLB', clock), NHL: new OfflineLeagueStandings('NHL', clock) },
    postseason: { MLB: new OfflinePostseason('MLB', clock), NHL: new OfflinePostseason('NHL', clock) },
  };
}
