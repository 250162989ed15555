import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: string[] } | null;
}

/**
 * Whether a module is among what the entry imports statically, i.e. what every page loads first.
 * Cycles are answered "no" on the way round; some other path from the entry still says "yes".
 */
function makeInitialTest() {
  const known = new Map<string, boolean>();
  const isInitial = (id: string, graph: ModuleGraph): boolean => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    known.set(id, false);
    const info = graph.getModuleInfo(id);
    const initial = info !== null && (info.isEntry || info.importers.some((importer) => isInitial(importer, graph)));
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
      plugins: [react()],
      ssr: { noExternal: ['@guide/common'] },
      build: { target: 'node20', sourcemap: true, outDir: 'dist-server', emptyOutDir: true },
    };
  return {
    plugins: [react()],
    server: { proxy: { '/v1': 'http://localhost:8080' } },
    build: {
      // One stylesheet for every screen: a server-rendered page needs its screen's styles before
      // any script runs, and the whole sheet is small (the bench prints its size).
      cssCodeSplit: false,
      target: 'es2022',
      sourcemap: false,
      // The manifest lets `npm run bench` tell which chunks each entry loads.
      manifest: true,
      rolldownOptions: {
        // Constants such as the addresses in paths.ts are written where they are used, not kept as variables.
        optimization: { inlineConst: { mode: 'all' as const } },
        output: {
          // What the first page needs comes as one script, not the entry plus a handful of shared
          // pieces the lazy screens also import: over HTTP/1.1 each extra file of the first load
          // may need a connection of its own, and a slow phone waits for it (docs/decisions/0043).
          codeSplitting: {
            groups: [{ name: (id: string, graph: ModuleGraph) => (isInitial(id, graph) ? 'app' : null) }],
          },
        },
      },
    },
  };
});
