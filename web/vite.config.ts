import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path with its extension: the config is bundled when loaded (and may one day be imported by Node itself).
import { teamColoursStylesheet } from '../common/src/team-colours-css.ts';

const TEAM_COLOURS_CSS = 'virtual:team-colours.css';

/** `import 'virtual:team-colours.css'`: the monograms' colours, written from common's table at build time. */
function teamColours(): Plugin {
  const resolved = `\0${TEAM_COLOURS_CSS}`;
  return {
    name: 'team-colours-stylesheet',
    resolveId: (id) => (id === TEAM_COLOURS_CSS ? resolved : null),
    load: (id) => (id === resolved ? teamColoursStylesheet() : null),
  };
}

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every `import()` in a helper that first adds `<link rel=modulepreload>` for the
 * chunk's own imports and its stylesheets. With `modulePreload: false` and one stylesheet it has
 * nothing to add, yet it ships in the first script (0.7 KB gzip): this plain call stands in for it
 * (docs/decisions/0225).
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: string[] } | null;
}

/** The first script of a server-drawn page (src/boot.ts): an entry of its own, outside the app's chunk. */
const BOOT_MODULE = /\/web\/src\/boot\.ts$/;

/**
 * Whether a module is among what the app's entry (index.html, i.e. main.tsx) imports statically,
 * i.e. what every page loads. Cycles are answered "no" on the way round; some other path from the
 * entry still says "yes".
 */
function makeInitialTest() {
  const known = new Map<string, boolean>();
  const isInitial = (id: string, graph: ModuleGraph): boolean => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    known.set(id, false);
    const info = graph.getModuleInfo(id);
    const initial =
      info !== null &&
      ((info.isEntry && !BOOT_MODULE.test(id)) || info.importers.some((importer) => isInitial(importer, graph)));
    known.set(id, initial);
    return initial;
  };
  return isInitial;
}

export default defineConfig(({ isSsrBuild }) => {
  const isInitial = makeInitialTest();
  if (isSsrBuild)
    // The server bundle (entry-server.tsx): npm dependencies stay imports, our own code (common too) is bundled.
    return {
      plugins: [react(), teamColours()],
      ssr: { noExternal: ['@guide/common'] },
      build: { target: 'node20', sourcemap: true, outDir: 'dist-server', emptyOutDir: true },
    };
  return {
    plugins: [
      react(),
      teamColours(),
      plainDynamicImports(),
      // The service worker (web/src/service-worker/sw.ts), bundled into /sw.js with the list of the
      // build's files to precache. The manifest is web/public/manifest.webmanifest, linked from
      // index.html, and the page registers the worker itself (lib/service-worker.ts): docs/decisions/0125.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'sw.ts',
        manifest: false,
        injectRegister: false,
        injectManifest: {
          // A classic script, which every browser with service workers runs.
          rollupFormat: 'iife',
          // The app shell: every script and stylesheet of the build, the offline page and the icons.
          // Pages are not precached: each is kept as the viewer opens it, with the time of its copy.
          globPatterns: [
            'assets/*.{js,css}',
            'offline.{html,css}',
            'favicon.svg',
            'icons/*.png',
            'manifest.webmanifest',
          ],
        },
      }),
    ],
    server: { proxy: { '/v1': 'http://localhost:8080' } },
    build: {
      // One stylesheet for every screen: a server-rendered page needs its screen's styles before
      // any script runs, and the whole sheet is small (the bench prints its size).
      cssCodeSplit: false,
      // No preloading helper in the first script (1.3 KB gzip with the list of every chunk): a
      // screen's chunk names the few it imports itself, and after the first visit the service
      // worker answers every chunk from its precache (docs/decisions/0225).
      modulePreload: false,
      target: 'es2022',
      sourcemap: false,
      // The manifest lets `npm run bench` tell which chunks each entry loads.
      manifest: true,
      rolldownOptions: {
        // The app (index.html, which loads main.tsx) and the first script of a server-drawn page,
        // which asks for the app once the page is painted (docs/decisions/0136).
        input: { index: 'index.html', boot: 'src/boot.ts' },
        // Constants such as the addresses in paths.ts are written where they are used, not kept as variables.
        optimization: { inlineConst: { mode: 'all' as const } },
        output: {
          // What the first page needs comes as one script, not the entry plus a handful of shared
          // pieces the lazy screens also import: over HTTP/1.1 each extra file of the first load
          // may need a connection of its own, and a slow phone waits for it (docs/decisions/0043).
          // Our own modules are placed by the test; the packages' modules follow them as the
          // dependencies of what the app actually imports (a package's index re-exports all of it:
          // counted by the test, useMutation would come in the first script for the screens that use it).
          codeSplitting: {
            groups: [
              {
                debugName: 'app',
                name: (id: string, graph: ModuleGraph) =>
                  !id.includes('/node_modules/') && isInitial(id, graph) ? 'app' : null,
              },
            ],
          },
        },
      },
    },
  };
});
