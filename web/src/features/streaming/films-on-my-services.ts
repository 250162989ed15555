import { keptByFilter, useOnMyServicesFilter, type OnMyServicesFilter } from '../../components/OnMyServices';
import { useQuery } from '@tanstack/react-query';
import { streamingQueries, useFilmsStreaming, useMyServices } from './streaming-api';

export interface FilmsOnMyServices {
  filter: OnMyServicesFilter;
  /** Whether a film stays in a list filtered to my services (every film, until what they stream on is known). */
  kept(filmId: string | null): boolean;
  /** The names of my services a film streams on (none until known). */
  mineOf(filmId: string | null): string[];
}

/**
 * "On my services" for a list of films (Movies on TV, the search): where they stream is asked
 * only for a logged-in viewer who chose services, after the page is in the browser, so the page
 * drawn on the server stays the same for everyone (decision 0128).
 */
export function useFilmsOnMyServices(filmIds: readonly (string | null)[]): FilmsOnMyServices {
  const mine = useMyServices().data?.services;
  const filter = useOnMyServicesFilter(mine);
  const wanted = (filter.services?.length ?? 0) > 0;
  const streaming = useFilmsStreaming(
    filmIds.filter((id): id is string => id !== null),
    wanted,
  );
  const services = useQuery({ ...streamingQueries.services(), enabled: wanted });
  const names = new Map((services.data ?? []).map((s) => [s.id, s.name]));
  const chosen = new Set(filter.services ?? []);
  const streamsOn = (filmId: string | null) => (filmId && streaming?.get(filmId)) || [];
  return {
    filter,
    kept: (filmId) => !streaming || keptByFilter(filter, streamsOn(filmId)),
    mineOf: (filmId) =>
      streamsOn(filmId)
        .filter((id) => chosen.has(id))
        .map((id) => names.get(id) ?? `service ${id}`),
  };
}
