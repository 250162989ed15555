import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadEndpointTable } from './lib/api';
import { loadLazyParts } from './components/lazyPart';

// The endpoint table comes after the first script in the app (lib/api.ts); here it is loaded
// before each file's tests, as it is once a page has hydrated.
beforeAll(() => loadEndpointTable());

// Vitest runs without globals, so Testing Library's automatic cleanup needs this hook.
afterEach(cleanup);

// Files share a worker's page and modules (vitest.config.ts): each leaves them as it found them,
// whatever its own hooks forgot.
afterAll(async () => {
  // A lazy part's code still on its way when the file ends would arrive after the file's page is
  // gone and fail the next file in the worker (EnvironmentTeardownError): it is awaited here. A part
  // a file made fail to load is that file's business.
  await loadLazyParts().catch(() => undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A file of the node environment (`@vitest-environment node`) has no page to put back.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
});

// findBy… and waitFor wait up to 1 s by default: too short for a large screen rendered in jsdom
// on a busy two-core machine. Waiting longer costs nothing when the screen is quick.
configure({ asyncUtilTimeout: 5000 });
