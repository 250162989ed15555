import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library's automatic cleanup needs this hook.
afterEach(cleanup);

// findBy… and waitFor wait up to 1 s by default: too short for a large screen rendered in jsdom
// on a busy two-core machine. Waiting longer costs nothing when the screen is quick.
configure({ asyncUtilTimeout: 5000 });
