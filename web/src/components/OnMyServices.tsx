import { Link, useSearchParams } from '../lib/router';
import { useToken } from '../lib/session';
import * as paths from '../paths';

/** The address's `?services=mine`: "only on my services", kept in the address so a page's link keeps it. */
export const ON_MY_SERVICES = { param: 'services', value: 'mine' } as const;

export interface OnMyServicesFilter {
  /** Whether the address asks for only what streams on the viewer's services. */
  on: boolean;
  set: (on: boolean) => void;
  /**
   * The viewer's services once known; undefined for a visitor and while they load (also while a
   * server-rendered page hydrates), when nothing is filtered out: services are private, so the
   * filter applies only in the viewer's browser.
   */
  services: readonly number[] | undefined;
  loggedIn: boolean;
}

/** The filter of the address, over the viewer's services (the streaming feature's `useMyServices`). */
export function useOnMyServicesFilter(myServices: readonly number[] | undefined): OnMyServicesFilter {
  const [params, setParams] = useSearchParams();
  const loggedIn = useToken() !== null;
  const on = params.get(ON_MY_SERVICES.param) === ON_MY_SERVICES.value;
  const set = (next: boolean) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set(ON_MY_SERVICES.param, ON_MY_SERVICES.value);
        else changed.delete(ON_MY_SERVICES.param);
        return changed;
      },
      { replace: true },
    );
  return { on, set, services: loggedIn ? myServices : undefined, loggedIn };
}

/** Whether the filter keeps a title streaming on `streamsOn` (the ids of the services it streams on). */
export function keptByFilter(filter: OnMyServicesFilter, streamsOn: readonly number[] | undefined): boolean {
  if (!filter.on || !filter.services) return true;
  const mine = new Set(filter.services);
  return (streamsOn ?? []).some((id) => mine.has(id));
}

/**
 * The "Only on my services" switch, with a sentence when it cannot apply: a visitor has no
 * services, and a viewer who chose none is sent to the account to pick them.
 */
export function OnMyServicesSwitch({ filter, label }: { filter: OnMyServicesFilter; label: string }) {
  return (
    <div className="on-my-services">
      <label className="checkbox-row">
        <input type="checkbox" checked={filter.on} onChange={(event) => filter.set(event.target.checked)} /> {label}
      </label>
      {filter.on && !filter.loggedIn && (
        <p className="muted">
          <Link to={paths.login}>Log in</Link> to see only what streams on your services.
        </p>
      )}
      {filter.on && filter.services?.length === 0 && (
        <p className="muted">
          You have not chosen your services yet: tick them under My services on your{' '}
          <Link to={paths.account}>account</Link>.
        </p>
      )}
    </div>
  );
}
