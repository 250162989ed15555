import { keptByFilter, useOnMyServicesFilter, type OnMyServicesFilter } from '../../components/OnMyServices';
import { useQuery } from '@tanstack/react-query';
import { streamingQueries, useFilmsStreaming, useMyServices, useShowsStreaming } from './streaming-api';

export interface OnMyServices<Id> {
  filter: OnMyServicesFilter;
  /** Whether a title stays in a list filtered to my services (every title, until what they stream on is known). */
  kept(id: Id | null): boolean;
  /** The names of my services a title streams on (none until known). */
  mineOf(id: Id | null): string[];
}
export type FilmsOnMyServices = OnMyServices<string>;
export type ShowsOnMyServices = OnMyServices<number>;

/** The address's filter over the viewer's services, whether to ask where titles stream, and the services' names. */
function useChosenServices() {
  const mine = useMyServices().data?.services;
  const filter = useOnMyServicesFilter(mine);
  const wanted = (filter.services?.length ?? 0) > 0;
  const services = useQuery({ ...streamingQueries.services(), enabled: wanted });
  const names = new Map((services.data ?? []).map((s) => [s.id, s.name]));
  return { filter, wanted, names };
}

function onMyServicesOf<Id>(
  { filter, names }: ReturnType<typeof useChosenServices>,
  streaming: Map<Id, number[] | null> | undefined,
): OnMyServices<Id> {
  const chosen = new Set(filter.services ?? []);
  const streamsOn = (id: Id | null) => (id !== null && streaming?.get(id)) || [];
  return {
    filter,
    kept: (id) => !streaming || keptByFilter(filter, streamsOn(id)),
    mineOf: (id) =>
      streamsOn(id)
        .filter((service) => chosen.has(service))
        .map((service) => names.get(service) ?? `service ${service}`),
  };
}

/**
 * "On my services" for a list of films (Movies on TV, the search): where they stream is asked
 * only for a logged-in viewer who chose services, after the page is in the browser, so the page
 * drawn on the server stays the same for everyone (decision 0128).
 */
export function useFilmsOnMyServices(filmIds: readonly (string | null)[]): FilmsOnMyServices {
  const chosen = useChosenServices();
  const streaming = useFilmsStreaming(
    filmIds.filter((id): id is string => id !== null),
    chosen.wanted,
  );
  return onMyServicesOf(chosen, streaming);
}

/** "On my services" for a list of shows (the search), by TVmaze id, as for films. */
export function useShowsOnMyServices(showIds: readonly number[]): ShowsOnMyServices {
  const chosen = useChosenServices();
  return onMyServicesOf(chosen, useShowsStreaming(showIds, chosen.wanted));
}
