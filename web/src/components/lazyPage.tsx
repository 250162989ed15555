import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { Flash } from './FlashMessages';
import { LoadingDots } from './LoadingDots';
import { PageHead, PRODUCT_NAME } from './PageHead';

export interface LazyPage {
  (): ReactElement;
  /** Starts loading the screen's code (once; again after a failure); resolves when it is here. */
  preload(): Promise<void>;
}

/**
 * A screen whose code loads when it is first visited. A screen whose code is already here renders
 * at once; one still loading shows the loading dots and then itself. No Suspense boundary: React
 * holds back the reveal of a boundary that suspended by up to 300 ms, and the screen's data
 * requests would wait for it. Code that cannot be fetched (offline, or a deploy has replaced
 * it) leaves a message and a way to reload, not a blank page.
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
  function Page() {
    const [screen, setScreen] = useState<ComponentType | 'loading' | 'failed'>(() => loaded ?? 'loading');
    useEffect(() => {
      if (screen !== 'loading') return;
      let current = true;
      preload().then(
        () => current && setScreen(() => loaded!),
        () => current && setScreen('failed'),
      );
      return () => {
        current = false;
      };
    }, [screen]);
    // The product's name names the tab while the screen's own head is on its way.
    if (screen === 'loading')
      return (
        <>
          <title>{PRODUCT_NAME}</title>
          <LoadingDots />
        </>
      );
    if (screen === 'failed') return <PageNotLoaded />;
    return createElement(screen);
  }
  return Object.assign(Page, { preload });
}

function PageNotLoaded() {
  return (
    <section className="page">
      <PageHead title="Page not loaded" noindex />
      <h1>Page not loaded</h1>
      <Flash status="warning">This page could not be loaded. Check your connection, then reload.</Flash>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    </section>
  );
}
