/**
 * Images the TV screens show, all served from our own origin (the page's CSP allows no other
 * host): drawn posters for the offline world, and in live mode Gracenote (which adds the key,
 * so it never reaches the browser) and TVmaze images through the image relay.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { channelName } from '@guide/common/tv';
import type { AppContext } from '../context';
import { DRAWN_IMAGE_HEADERS, drawPoster } from '../images/drawn-poster';
import { SET_BY_HANDLER } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { noSuchImage } from '../providers/image-relay';
import type { ProviderClient } from '../providers/provider-client';
import { findFilm } from './offline/films';
import { findCatalogueShow } from './offline/show-catalogue';
import { findSportsEvent } from './offline/sports-airings';

/** Provider image paths: plain segments only, so the relay cannot be pointed elsewhere. */
const SAFE_IMAGE_PATH = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/;

const svgName = (file: string) => /^([A-Za-z0-9-]{1,80})\.svg$/.exec(file)?.[1];

function sendDrawn(reply: FastifyReply, svg: string) {
  return reply.headers(DRAWN_IMAGE_HEADERS).send(svg);
}


export function tvImageRoutes(instance: FastifyInstance, ctx: Pick<AppContext, 'providers'>): void {
  // Images are bytes (the provider's picture or our SVG), not JSON: no answer schema.
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({ ...endpointRoute('tvMovieImage'), config: { cache: SET_BY_HANDLER }, handler: async (request, reply) => {
    const film = findFilm(svgName(request.params.file) ?? '');
    if (!film) throw noSuchImage();
    return sendDrawn(reply, drawPoster({ title: film.title, caption: `${film.releaseYear} · ${film.genres[0]}`, seed: film.rootId }));
  } });

  app.route({ ...endpointRoute('tvSportImage'), config: { cache: SET_BY_HANDLER }, handler: async (request, reply) => {
    const name = svgName(request.params.file);
    const event = name ? findSportsEvent(name) : undefined;
    if (!event) throw noSuchImage();
    return sendDrawn(reply, drawPoster({ title: event.eventTitle.replace(/^[^:]*:\s*/, ''), caption: event.sport, seed: event.sport }));
  } });

  app.route({ ...endpointRoute('tvShowImage'), config: { cache: SET_BY_HANDLER }, handler: async (request, reply) => {
    const id = Number(svgName(request.params.file));
    const show = Number.isInteger(id) ? findCatalogueShow(id) : undefined;
    if (!show) throw noSuchImage();
    const channel = channelName({ network: show.network ? { name: show.network } : null, webChannel: show.webChannel ? { name: show.webChannel } : null });
    return sendDrawn(reply, drawPoster({ title: show.name, caption: channel, seed: `show:${show.id}` }));
  } });

  const relay = (endpoint: 'gracenoteImage' | 'tvmazeImage', provider: ProviderClient | undefined) =>
    app.route({ ...endpointRoute(endpoint), config: { cache: SET_BY_HANDLER }, handler: async (request, reply) => {
      const { path } = request.params;
      if (!provider || !SAFE_IMAGE_PATH.test(path)) throw noSuchImage();
      return ctx.providers.images.send(reply, provider, `/${path}`);
    } });
  relay('gracenoteImage', ctx.providers.live('gracenoteImages'));
  relay('tvmazeImage', ctx.providers.live('tvmazeImages'));
}
