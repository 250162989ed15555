import { isLineupId } from '@guide/common/tv';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from '../../lib/router';
import { useToken } from '../../lib/session';
import { useAccountLineup, useKeepAccountLineup } from './tv-api';

/** Where the line-up last chosen is kept on the device. */
export const REMEMBERED_LINEUP_KEY = 'tvLineup';

function readRemembered(): string | null {
  try {
    const id = localStorage.getItem(REMEMBERED_LINEUP_KEY);
    return id && isLineupId(id) ? id : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the line-up chosen on this device. */
function rememberLineup(id: string | null): void {
  try {
    if (id) localStorage.setItem(REMEMBERED_LINEUP_KEY, id);
    else localStorage.removeItem(REMEMBERED_LINEUP_KEY);
  } catch {
    // Private browsing: the address still carries the choice.
  }
}

/**
 * The viewer's TV line-up, carried in the address as `?lineup=` so a page drawn for it can be kept
 * and shared; undefined is the guide's own. An address without one takes the line-up this device
 * chose last, else the one kept in the account (after hydration: the server draws every visitor
 * the same page), replacing the address rather than adding a step to Back. `choose` keeps a
 * choice on the device and, logged in, in the account.
 */
export function useLineupChoice(): {
  lineup: string | undefined;
  hrefFor(id: string | null): string;
  choose(id: string | null): void;
} {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get('lineup');
  const lineup = asked && isLineupId(asked) ? asked : undefined;
  const token = useToken();
  const account = useAccountLineup();
  const keep = useKeepAccountLineup();
  const inAccount = account.data?.lineup ?? null;

  useEffect(() => {
    if (asked !== null) return;
    const remembered = readRemembered() ?? inAccount;
    if (remembered)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('lineup', remembered);
          return next;
        },
        { replace: true },
      );
  }, [asked, inAccount, setParams]);

  // This address with another line-up (or none: the guide's own, `lineup=` left empty so a kept
  // choice does not come back).
  const hrefFor = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(params);
      next.set('lineup', id ?? '');
      return `${pathname}?${next.toString()}`;
    },
    [params, pathname],
  );
  const { mutate } = keep;
  const choose = useCallback(
    (id: string | null) => {
      rememberLineup(id);
      if (token !== null) mutate(id);
    },
    [mutate, token],
  );
  return { lineup, hrefFor, choose };
}
