/**
 * Images the TV screens show, all served from our own origin (the page's CSP allows no other
 * host): drawn posters for the offline world, and in live mode a pass-through for Gracenote
 * (which adds the key, so it never reaches the browser) and TVmaze images.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { channelName } from '@guide/common/tv';
import type { AppContext } from '../context';
import { HttpError, UpstreamError } from '../http/errors';
import { redactUrl } from '../http/upstream-fetch';
import { DRAWN_IMAGE_HEADERS, drawPoster } from '../images/drawn-poster';
import { findFilm } from './offline/films';
import { findCatalogueShow } from './offline/show-catalogue';
import { findSportsEvent } from './offline/sports-airings';
import { TVMAZE_IMAGE_ORIGIN } from './live/tvmaze';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Provider image paths: plain segments only, so the pass-through cannot be pointed elsewhere. */
const SAFE_IMAGE_PATH = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/;

const svgName = (file: string) => /^([A-Za-z0-9-]{1,80})\.svg$/.exec(file)?.[1];

function sendDrawn(reply: FastifyReply, svg: string) {
  return reply.headers(DRAWN_IMAGE_HEADERS).send(svg);
}

const notFound = () => new HttpError(404, 'There is no such image.');

/** Fetches an image from a provider; only answers that really are images pass (never HTML or script). */
export async function fetchUpstreamImage(url: string, provider: string, timeoutMs: number): Promise<{ contentType: string; body: Buffer }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new UpstreamError(provider, `${redactUrl(url)} could not be reached`);
  }
  if (response.status === 404) throw notFound();
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !/^image\/(jpeg|png|gif|webp|avif)\b/i.test(contentType)) {
    await response.body?.cancel();
    throw new UpstreamError(provider, `${redactUrl(url)} answered ${response.status} ${contentType || 'without a type'}`, response.status);
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_IMAGE_BYTES) throw new UpstreamError(provider, `${redactUrl(url)} sent an image that is too large`);
  return { contentType, body };
}

export function tvImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/tv-images/movie/:file', async (request, reply) => {
    const film = findFilm(svgName(request.params.file) ?? '');
    if (!film) throw notFound();
    return sendDrawn(reply, drawPoster({ title: film.title, caption: `${film.releaseYear} · ${film.genres[0]}`, seed: film.rootId }));
  });

  app.get<{ Params: { file: string } }>('/tv-images/sport/:file', async (request, reply) => {
    const name = svgName(request.params.file);
    const event = name ? findSportsEvent(name) : undefined;
    if (!event) throw notFound();
    return sendDrawn(reply, drawPoster({ title: event.eventTitle.replace(/^[^:]*:\s*/, ''), caption: event.sport, seed: event.sport }));
  });

  app.get<{ Params: { file: string } }>('/tv-images/show/:file', async (request, reply) => {
    const id = Number(svgName(request.params.file));
    const show = Number.isInteger(id) ? findCatalogueShow(id) : undefined;
    if (!show) throw notFound();
    const channel = channelName({ network: show.network ? { name: show.network } : null, webChannel: show.webChannel ? { name: show.webChannel } : null });
    return sendDrawn(reply, drawPoster({ title: show.name, caption: channel, seed: `show:${show.id}` }));
  });

  const passThrough = (prefix: string, provider: string, upstreamUrl: (path: string) => string | null) =>
    app.get<{ Params: { '*': string } }>(`/tv-images/${prefix}/*`, async (request, reply) => {
      const path = request.params['*'];
      const url = SAFE_IMAGE_PATH.test(path) ? upstreamUrl(path) : null;
      if (!url) throw notFound();
      const image = await fetchUpstreamImage(url, provider, ctx.config.UPSTREAM_TIMEOUT_MS);
      return reply.header('content-type', image.contentType).header('cache-control', 'public, max-age=86400').send(image.body);
    });

  const { GRACENOTE_API_KEY: key, GRACENOTE_IMAGE_BASE_URL: gracenoteBase } = ctx.config;
  passThrough('gracenote', 'Gracenote', (path) =>
    ctx.config.DATA_SOURCE === 'live' && key ? `${gracenoteBase.replace(/\/$/, '')}/${path}?api_key=${encodeURIComponent(key)}` : null,
  );
  passThrough('tvmaze', 'TVmaze', (path) => (ctx.config.DATA_SOURCE === 'live' ? `${TVMAZE_IMAGE_ORIGIN}/${path}` : null));
}
