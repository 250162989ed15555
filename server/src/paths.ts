import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file sits one level below it (`src/paths.ts`), as the
 * compiled bundle does (`dist/main.js`), so the same expression holds when run from either.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '..');
