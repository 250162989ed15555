import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOUR_S, IMMUTABLE, REVALIDATE, SET_BY_HANDLER, UNCACHED, publicFor } from './answers/cache-policy';
import { drawPage, loadPageRenderer, pagePolicy } from './pages';
import { publicOrigin, type OriginPolicy } from './public-urls';

interface WebAppOptions {
  distDir: string;
  /** The guide's zone, the zone of the times on rendered pages. */
  timeZone: string;
  /** The request budget: a page whose data has not come by then is sent without it. */
  budgetMs: number;
  /** How the origin of a page's whole links (canonical, previews) is chosen: the one rule of answers/origin.ts. */
  origins: OriginPolicy;
}

/** Not a page: the API, the built files and any other file name (a dot in the last segment). */
const isPageUrl = (url: string) => {
  const pathname = url.split('?', 1)[0]!;
  return !pathname.startsWith('/v1') && !pathname.startsWith('/assets/') && !/\.[^/]*$/.test(pathname);
};

/** Addresses read from URLs remembered, so a kept page's hit costs a map lookup, not a match of the screens. */
const REMEMBERED_URLS = 2000;
function remembered(addressOf: (url: string) => string | undefined): (url: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (url) => {
    if (known.has(url)) return known.get(url);
    const address = addressOf(url);
    // Forgotten all at once when full: most asked-for addresses come back at once.
    if (known.size >= REMEMBERED_URLS) known.clear();
    known.set(url, address);
    return address;
  };
}

/** The web app's addresses that end in an id (web/src/paths.ts): team, game and show pages. */
const PAGE_WITH_ID = /^(\/(?:mlb|nhl)(?:\/game)?|\/television\/show)\/([^/?]+)(\?.*)?$/;
/** Another spelling of a positive whole number: leading zeros or a plus sign, spaces around, a zero fraction. */
const NUMBER_SPELLING = /^\s*\+?0*([1-9]\d{0,15})(?:\.0*)?\s*$/;

/**
 * The canonical address of a page whose id is spelled another way (`/mlb/0147` → `/mlb/147`,
 * the query kept), or undefined when it is canonical or not a number at all (the page itself
 * then says the id is not one).
 */
export function canonicalPageAddress(url: string): string | undefined {
  const page = PAGE_WITH_ID.exec(url);
  if (!page) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(page[2]!);
  } catch {
    return undefined;
  }
  const digits = NUMBER_SPELLING.exec(id)?.[1];
  return digits !== undefined && digits !== page[2] ? `${page[1]}/${digits}${page[3] ?? ''}` : undefined;
}

/**
 * Serves the built React app: hashed assets precompressed and cached for a year, and every
 * other address as a page rendered on the server with its data (pages.ts), kept like a public
 * `/v1` answer for as long as its data; without the server bundle, index.html (never cached).
 */
async function webApp(app: FastifyInstance, { distDir, timeZone, budgetMs, origins }: WebAppOptions): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const renderer = built ? await loadPageRenderer(app, distDir, timeZone) : null;
  if (renderer) {
    app.keepPages(remembered((url) => (isPageUrl(url) ? renderer.addressOf(url) : undefined)));
    // Every page is drawn here, and a drawing that misses the kept pages is the costly part of
    // the web app: each client's share of page drawings is counted on this route (cost 'page').
    // Not part of the API document (`hide`): pages are the web app's, not /v1's.
    app.get(
      '/*',
      { schema: { hide: true }, config: { cache: SET_BY_HANDLER, cost: 'page' } },
      async (request, reply) => {
        if (!isPageUrl(request.url)) return reply.callNotFound();
        // One address per page: a team, game or show id spelled another way moves to its canonical address.
        const canonical = canonicalPageAddress(request.url);
        if (canonical) return reply.cachePolicy(publicFor(HOUR_S)).redirect(canonical, 301);
        const address = renderer.addressOf(request.url);
        reply.type('text/html; charset=utf-8');
        try {
          const page = await drawPage(renderer, request, address, budgetMs, publicOrigin(request, origins));
          const policy = pagePolicy(page);
          // Pages of things that do not exist and malformed addresses are not kept, but the one
          // page of unknown addresses (the landing page with a 404) is, whatever the address.
          const kept = page.status === 200 || (page.status === 404 && address === renderer.addressOf('/*'));
          return reply
            .code(page.status)
            .cachePolicy(kept ? policy : UNCACHED)
            .send(page.html);
        } catch (error) {
          request.log.error({ err: error, address }, 'the page failed to render');
          return reply
            .code(500)
            .cachePolicy(UNCACHED)
            .send(await renderer.renderFailure(address));
        }
      },
    );
  }
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      // The policy is stated on the reply and written by the answer path, as for every answer.
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.cachePolicy(filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ distDir }, 'the web app is not built; run `npm run build` (npm start does it for you)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/v1' || request.url.startsWith('/v1/') || request.url.startsWith('/v1?')) {
      return reply
        .code(404)
        .send({ error: `There is no API endpoint ${request.method} ${request.url.split('?')[0]}.` });
    }
    // A script or stylesheet that is not here (a page open across a deploy asks for the old
    // build's) is a 404: index.html in its place would fail as a module with a MIME error.
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).cachePolicy(UNCACHED).type('text/plain; charset=utf-8').send('Not found.');
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !built) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(built ? 'Not found.' : 'The web app is not built yet. Run `npm run build`.');
    }
    // One address per page: a team, game or show id spelled another way moves to its canonical address.
    const canonical = canonicalPageAddress(request.url);
    if (canonical) return reply.cachePolicy(publicFor(HOUR_S)).redirect(canonical, 301);
    return reply.cachePolicy(REVALIDATE).sendFile('index.html', distDir);
  });
}

export default fp(webApp, { name: 'guide-web-app', dependencies: ['guide-answers', 'guide-services'] });
