import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError, UpstreamError } from '../http/errors';
import { redactUrl } from '../http/upstream-fetch';
import { DRAWN_IMAGE_HEADERS, drawPoster } from '../images/drawn-poster';
import { drawnPosterSubject } from './offline-world';

export interface PosterImageOptions {
  timeoutMs: number;
  /** Live TMDB: `${TMDB_IMAGE_BASE_URL}` ('…/t/p'); undefined when releases are offline. */
  tmdbImageBase?: string;
  /** Live Gracenote: image host and key; undefined when showings are offline. */
  gracenote?: { imageBase: string; apiKey: string };
}

const TMDB_FILE = /^[A-Za-z0-9_-]{1,100}\.(?:jpg|jpeg|png|webp)$/;
const GRACENOTE_URI = /^(?:[A-Za-z0-9_-]{1,100}\/){0,4}[A-Za-z0-9_.-]{1,150}\.(?:jpg|jpeg|png)$/;
const NO_POSTER = 'There is no such poster.';

/**
 * Posters, always from our own host (the page's Content-Security-Policy allows no other):
 * drawn ones for the offline world, provider ones fetched through us so keys stay here.
 */
export function posterImageRoutes(app: FastifyInstance, options: PosterImageOptions): void {
  app.get<{ Params: { file: string } }>('/images/posters/w185/:file', async (request, reply) => {
    const { file } = request.params;
    if (sendDrawn(reply, file, 185)) return reply;
    if (options.tmdbImageBase && TMDB_FILE.test(file)) return relayImage(reply, `${options.tmdbImageBase.replace(/\/+$/, '')}/w185/${file}`, 'TMDB', options.timeoutMs);
    throw new HttpError(404, NO_POSTER);
  });

  app.get<{ Params: { '*': string } }>('/images/showings/*', async (request, reply) => {
    const uri = request.params['*'];
    if (sendDrawn(reply, uri, 240)) return reply;
    const gracenote = options.gracenote;
    if (gracenote && GRACENOTE_URI.test(uri) && !uri.includes('..')) {
      return relayImage(reply, `${gracenote.imageBase.replace(/\/+$/, '')}/${uri}?api_key=${encodeURIComponent(gracenote.apiKey)}`, 'Gracenote', options.timeoutMs);
    }
    throw new HttpError(404, NO_POSTER);
  });
}

function sendDrawn(reply: FastifyReply, file: string, width: number): boolean {
  const subject = drawnPosterSubject(file);
  if (!subject) return false;
  void reply.headers(DRAWN_IMAGE_HEADERS).send(drawPoster({ ...subject, width, height: Math.round(width * 1.5) }));
  return true;
}

/** Streams a provider's image through; only image answers pass, so we never relay an error page. */
async function relayImage(reply: FastifyReply, url: string, provider: string, timeoutMs: number): Promise<FastifyReply> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new UpstreamError(provider, `${redactUrl(url)} could not be reached`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404) throw new HttpError(404, NO_POSTER);
  if (!response.ok || !type.startsWith('image/')) {
    await response.body?.cancel();
    throw new UpstreamError(provider, `${redactUrl(url)} answered ${response.status} ${type}`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  return reply.type(type).header('cache-control', 'public, max-age=604800').send(body);
}
