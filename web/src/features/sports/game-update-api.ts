/**
 * One game asked for again by its tile's Update button (GameUpdate.tsx, a lazy part): its request
 * comes with the button's code, after the first script (docs/decisions/0225).
 */
import type { Game, League } from '@guide/common/sports';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiJson } from '../../lib/api';
import { gameDayQueries, logged } from './games-api';

/** Fetches one game again and puts it into the day's list; answers the fresh game. */
export function useGameUpdater(league: League) {
  const queryClient = useQueryClient();
  return useCallback(
    async (game: Game): Promise<Game> => {
      const fresh = await logged(`${league} game ${game.id}`, async () => {
        if (league === 'NHL') return (await apiJson('nhlGame', { params: { id: game.id } })).Game;
        const { inning: _inning, ...rest } = await apiJson('mlbGame', { params: { id: game.id } });
        return rest;
      });
      queryClient.setQueryData(gameDayQueries.games(league, fresh.date || game.date).queryKey, (list) =>
        list?.map((g) => (g.id === fresh.id ? fresh : g)),
      );
      return fresh;
    },
    [league, queryClient],
  );
}
