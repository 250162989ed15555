import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HOUR_S, SET_BY_HANDLER, UNCACHED, publicFor } from '../http/cache-policy';
import { originPolicy, publicOrigin } from '../http/public-urls';
import { robotsTxt } from './robots';
import { sitemapPaths, sitemapXml, type SitemapSources } from './sitemap';

/** robots.txt changes with a deploy only; the sitemap with the day's games and the shows people follow. */
const ROBOTS_MAX_AGE_SECONDS = 24 * HOUR_S;
const SITEMAP_MAX_AGE_SECONDS = HOUR_S;

/**
 * The files a crawler reads at the site's root: `/robots.txt` and `/sitemap.xml`. Not part of the
 * API (nor its document); whole addresses by the one origin rule of the answer path.
 */
export function crawlerRoutes(app: FastifyInstance, ctx: AppContext, sources: SitemapSources): void {
  const policy = originPolicy(ctx.config);
  app.route({
    method: 'GET',
    url: '/robots.txt',
    config: { cache: publicFor(ROBOTS_MAX_AGE_SECONDS) },
    handler: async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsTxt(publicOrigin(request, policy))),
  });
  app.route({
    method: 'GET',
    url: '/sitemap.xml',
    config: { cache: SET_BY_HANDLER },
    handler: async (request, reply) => {
      const origin = publicOrigin(request, policy);
      if (!origin)
        return reply
          .code(400)
          .type('text/plain; charset=utf-8')
          .send('This host is not one the guide writes addresses for, so it has no sitemap here.');
      const { paths, partial } = await sitemapPaths(ctx, sources);
      // A list short of a part is sent, but kept by no one: the next visit may find it whole.
      reply.cachePolicy(partial ? UNCACHED : publicFor(SITEMAP_MAX_AGE_SECONDS));
      return reply.type('application/xml; charset=utf-8').send(sitemapXml(origin, paths));
    },
  });
}
