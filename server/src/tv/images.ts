/**
 * Images the TV screens show, all served from our own origin (the page's CSP allows no other
 * host): drawn posters for the offline world, and in live mode Gracenote (which adds the key,
 * so it never reaches the browser) and TVmaze images through the image relay.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { DRAWN_IMAGE_CACHE, DRAWN_IMAGE_HEADERS, drawPoster } from '../images/drawn-poster';
import { SET_BY_HANDLER } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { noSuchImage } from '../providers/image-relay';
import type { ProviderClient } from '../providers/provider-client';
import { drawnTvImage } from './offline/drawn-images';
import type { TvSources } from './sources';

/** Provider image paths: plain segments only, so the relay cannot be pointed elsewhere. */
const SAFE_IMAGE_PATH = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/;

const svgName = (file: string) => /^([A-Za-z0-9-]{1,80})\.svg$/.exec(file)?.[1];

function sendDrawn(reply: FastifyReply, svg: string) {
  return reply.headers(DRAWN_IMAGE_HEADERS).cachePolicy(DRAWN_IMAGE_CACHE).send(svg);
}

export function tvImageRoutes(
  instance: FastifyInstance,
  ctx: Pick<AppContext, 'providers'>,
  images: TvSources['images'],
): void {
  // Images are bytes (the provider's picture or our SVG), not JSON: no answer schema.
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const drawnImages = { movie: 'tvMovieImage', sport: 'tvSportImage', show: 'tvShowImage' } as const;
  for (const [kind, endpoint] of Object.entries(drawnImages) as [
    keyof typeof drawnImages,
    (typeof drawnImages)[keyof typeof drawnImages],
  ][]) {
    app.route({
      ...endpointRoute(endpoint),
      config: { cache: SET_BY_HANDLER, cost: 'image' },
      handler: async (request, reply) => {
        const subject = drawnTvImage(kind, svgName(request.params.file) ?? '');
        if (!subject) throw noSuchImage();
        return sendDrawn(reply, drawPoster(subject));
      },
    });
  }

  const relay = (endpoint: 'gracenoteImage' | 'tvmazeImage', provider: ProviderClient | undefined) =>
    app.route({
      ...endpointRoute(endpoint),
      config: { cache: SET_BY_HANDLER, cost: 'image' },
      handler: async (request, reply) => {
        const { path } = request.params;
        if (!provider || !SAFE_IMAGE_PATH.test(path)) throw noSuchImage();
        return ctx.providers.images.send(reply, provider, `/${path}`);
      },
    });
  relay('gracenoteImage', images.gracenote);
  relay('tvmazeImage', images.tvmaze);
}
