import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOUR_S, IMMUTABLE, REVALIDATE, UNCACHED, publicFor } from './answers/cache-policy';

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
 * Serves the built React app: hashed assets precompressed and cached for a year, and
 * index.html (never cached) for every other path so deep links and unknown paths load the app.
 */
async function webApp(app: FastifyInstance, { distDir }: { distDir: string }): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
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

export default fp(webApp, { name: 'guide-web-app', dependencies: ['guide-answers'] });
