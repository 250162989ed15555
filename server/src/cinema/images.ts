import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { SET_BY_HANDLER } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { DRAWN_IMAGE_CACHE, DRAWN_IMAGE_HEADERS, drawPoster } from '../images/drawn-poster';
import { drawnPosterSubject } from './offline/sources';
import type { CinemaSources } from './sources';

const TMDB_FILE = /^[A-Za-z0-9_-]{1,100}\.(?:jpg|jpeg|png|webp)$/;
const GRACENOTE_URI = /^(?:[A-Za-z0-9_-]{1,100}\/){0,4}[A-Za-z0-9_.-]{1,150}\.(?:jpg|jpeg|png)$/;
const NO_POSTER = 'There is no such poster.';

/**
 * Posters, always from our own host (the page's Content-Security-Policy allows no other):
 * drawn ones for the offline world, provider ones through the image relay so keys stay here.
 */
export function posterImageRoutes(
  instance: FastifyInstance,
  ctx: Pick<AppContext, 'providers'>,
  images: CinemaSources['images'],
): void {
  // Images are bytes (PNG, JPEG, GIF, WebP or our SVG), not JSON: no answer schema.
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { providers } = ctx;
  const { tmdb: tmdbImages, gracenote: gracenoteImages } = images;

  app.route({
    ...endpointRoute('posterImage'),
    config: { cache: SET_BY_HANDLER, cost: 'image' },
    handler: async (request, reply) => {
      const { file } = request.params;
      if (sendDrawn(reply, file, 185)) return reply;
      if (tmdbImages && TMDB_FILE.test(file)) return providers.images.send(reply, tmdbImages, `/w185/${file}`);
      throw new HttpError(404, NO_POSTER);
    },
  });

  app.route({
    ...endpointRoute('showingImage'),
    config: { cache: SET_BY_HANDLER, cost: 'image' },
    handler: async (request, reply) => {
      const uri = request.params.path;
      if (sendDrawn(reply, uri, 240)) return reply;
      if (gracenoteImages && GRACENOTE_URI.test(uri) && !uri.includes('..'))
        return providers.images.send(reply, gracenoteImages, `/${uri}`);
      throw new HttpError(404, NO_POSTER);
    },
  });
}

function sendDrawn(reply: FastifyReply, file: string, width: number): boolean {
  const subject = drawnPosterSubject(file);
  if (!subject) return false;
  void reply
    .headers(DRAWN_IMAGE_HEADERS)
    .cachePolicy(DRAWN_IMAGE_CACHE)
    .send(drawPoster({ ...subject, width, height: Math.round(width * 1.5) }));
  return true;
}
