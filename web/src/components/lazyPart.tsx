import { createElement, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Every lazy part's loader, for a server that draws pages with all of them. */
const loaders: Array<() => Promise<unknown>> = [];

/**
 * A part of a page whose code comes after the app's first script: below the fold or only for
 * logged-in users, so the landing page's initial JavaScript stays small (docs/decisions/0215).
 * A server-rendered part stays as the server drew it until its code is here, then hydrates;
 * rendered in the browser, `fallback` shows meanwhile. Once loaded it renders at once.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    ));
  loaders.push(loadOnce);
  const Part = lazy(() => loadOnce().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    // One element type for the part's whole life: the lazy one if its code was not here yet when
    // it mounted (switching to the loaded component later would mount it anew and lose its state).
    const [loadedAtMount] = useState(() => loaded);
    const [arrival] = useState(newArrival);
    useEffect(() => {
      arrivals.add(arrival.promise);
      // Code that cannot come leaves the server's part as it is: nothing more to wait for.
      loadOnce().catch(arrival.arrive);
      return () => void arrivals.delete(arrival.promise);
    }, [arrival]);
    // Always inside a boundary, loaded or not: the server's page and the browser's tree stay alike.
    return (
      <Suspense fallback={fallback}>
        <Arrived arrive={arrival.arrive}>
          {loadedAtMount ? createElement(loadedAtMount, props) : <Part {...props} />}
        </Arrived>
      </Suspense>
    );
  }
  return LazyPart;
}

/** The lazy parts on the page, each until its code has come and it has hydrated (or rendered). */
const arrivals = new Set<Promise<void>>();

function newArrival() {
  let arrive = () => {};
  const promise = new Promise<void>((resolve) => (arrive = resolve));
  return { promise, arrive };
}

/** Inside the part's boundary: its effect runs once the part itself is on the page, hydrated. */
function Arrived({ arrive, children }: { arrive: () => void; children: ReactNode }) {
  useEffect(arrive, [arrive]);
  return children;
}

/**
 * Resolves once every lazy part on the page has its code and answers input: the app says it has
 * taken over the server's page only then (main.tsx).
 */
export async function lazyPartsArrived(): Promise<void> {
  await Promise.all(arrivals);
}

/** Loads every lazy part known so far (a server, before it draws a page, so the page has them all). */
export async function loadLazyParts(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
