import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

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
    // Always inside a boundary, loaded or not: the server's page and the browser's tree stay alike.
    return <Suspense fallback={fallback}>{loaded ? createElement(loaded, props) : <Part {...props} />}</Suspense>;
  }
  return LazyPart;
}

/** Loads every lazy part known so far (a server, before it draws a page, so the page has them all). */
export async function loadLazyParts(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
