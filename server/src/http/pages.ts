import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, PageAssets, PageRenderer, RenderedPage } from '@guide/common/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MINUTE_S, UNCACHED, publicFor, type CachePolicy } from './answers/cache-policy';

/** The web app's server bundle, built beside the web app (`vite build --ssr`, see web/package.json). */
export const serverBundleOf = (distDir: string) => path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');

/** How long a page that shows no data (a form, a login page) is kept: it changes only with a deploy or the day. */
const PAGE_WITHOUT_DATA_S = 5 * MINUTE_S;

/** Time kept from the request budget for drawing the page once its data is in (or is given up on). */
const DRAWING_MS = 500;

/** The page request whose data the app is asked for: its host and address, so links and limits are the visitor's. */
const pageRequest = new AsyncLocalStorage<FastifyRequest>();

const FORWARDED = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const;

/** The built first script, app and stylesheet, from the client build's manifest. */
function assetsOf(distDir: string): PageAssets {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; isEntry?: boolean }
  >;
  const entry = manifest['index.html'];
  if (!entry) throw new Error(`The web app's manifest in ${distDir} names no entry; run \`npm run build\`.`);
  // The first script, which asks for the app once the page is painted (decision 0136); a build
  // without one starts from the app itself.
  const first = manifest['src/boot.ts'] ?? entry;
  // With one stylesheet for the whole app (vite.config.ts) it is listed on its own.
  const styles =
    entry.css ?? Object.values(manifest).flatMap((chunk) => (chunk.file.endsWith('.css') ? [chunk.file] : []));
  return { scripts: [`/${first.file}`], app: `/${entry.file}`, styles: styles.map((file) => `/${file}`) };
}

/**
 * Loads the server bundle and connects it to the app: its `/v1` reads are injected into the app
 * itself as the page's visitor would send them (no credentials), so they meet the same kept
 * answers, cache policies, validation and deadlines as the browser's (decision 0128).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
  timeZone: string,
): Promise<PageRenderer | null> {
  const bundle = serverBundleOf(distDir);
  if (!fs.existsSync(bundle)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(bundle).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  const clock = app.services.ctx.clock;
  return createPageRenderer({
    timeZone,
    now: () => clock.now().getTime(),
    assets: assetsOf(distDir),
    async send(url, init) {
      const page = pageRequest.getStore();
      const headers: Record<string, string> = {};
      for (const name of FORWARDED) {
        const value = page?.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await app.inject({
        method: 'GET',
        url,
        headers,
        remoteAddress: page?.ip,
        signal: (init.signal as AbortSignal | null | undefined) ?? undefined,
      });
      const out = new Headers();
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: out,
      });
    },
  });
}

/** Draws a page for a request within the request budget (the page's data is waited for until then). */
export function drawPage(
  renderer: PageRenderer,
  request: FastifyRequest,
  address: string,
  budgetMs: number,
  origin: string | undefined,
): Promise<RenderedPage> {
  const deadline = AbortSignal.timeout(Math.max(budgetMs - DRAWING_MS, DRAWING_MS));
  return pageRequest.run(request, () => renderer.render(address, deadline, origin ?? ''));
}

/**
 * How long a page may be kept: as long as the shortest-lived answer it shows, and not at all when
 * one of them may not be kept by a shared cache or some of its data did not come.
 */
export function pagePolicy(page: RenderedPage): CachePolicy {
  if (!page.complete) return UNCACHED;
  let seconds = PAGE_WITHOUT_DATA_S;
  for (const value of page.cacheControls) {
    const maxAge = /\bmax-age=(\d+)/.exec(value);
    if (!/\bpublic\b/.test(value) || !maxAge) return UNCACHED;
    seconds = Math.min(seconds, Number(maxAge[1]));
  }
  return seconds > 0 ? publicFor(seconds) : UNCACHED;
}
