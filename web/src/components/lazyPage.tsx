import { createElement, lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { LoadingDots } from './LoadingDots';

export interface LazyPage {
  (): ReactElement;
  /** Starts loading the screen's code (once); resolves when it is here. */
  preload(): Promise<void>;
}

/**
 * A screen whose code loads when it is first visited. Unlike a bare `React.lazy`, a screen whose
 * code is already here renders at once, with no Suspense boundary: React holds back the reveal of
 * a boundary that suspended (by up to 300 ms), and the screen's data requests would wait for it.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Deferred = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page() {
    // Chosen once per mount, so the screen is never remounted when its code arrives.
    const [ready] = useState(() => loaded);
    return ready ? (
      createElement(ready)
    ) : (
      <Suspense fallback={<LoadingDots />}>
        <Deferred />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}
