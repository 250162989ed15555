import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { HttpError, ProviderFailure, ProviderInvalid, ProviderNotFound, failureForLog, redactUrl } from '../errors';
import type { ImageStore, RasterType, StoredImage } from './image-store';
import { sniffRaster } from './image-store';
import type { ProviderObserver } from './observer';
import { readCapped, type ProviderClient } from './provider-client';

export interface ImageRelaySettings {
  /** Largest image accepted from a provider, enforced while it streams in. */
  maxBytes: number;
  /** How long a stored image is used before the provider is asked again. */
  freshMs: number;
}

const RASTER_HEADER = /^image\/(png|jpeg|jpg|gif|webp)\s*(;|$)/i;
const MAX_REDIRECTS = 3;
/**
 * Browsers and CDNs may keep a relayed image a week; the URL names one image for good. (The
 * value of `publicFor(604800)`, written out: this layer does not import http/.)
 */
export const RELAYED_IMAGE_CACHE = { scope: 'public', maxAge: 604800 } as const;

/** The one sentence for an image we cannot give, drawn or relayed. */
export const noSuchImage = () => new HttpError(404, 'There is no such image.');

type Fetched = { kind: 'image'; image: StoredImage } | { kind: 'redirect'; location: string };

/**
 * The one way provider images reach the browser: raster types only (the header and the bytes must
 * agree: never SVG or HTML from a provider), a size cap while streaming, redirects followed only
 * on the provider's own host, one provider call for many identical requests, and the bytes kept
 * on disk so a popular poster costs one provider call a day. The URL with the key stays here.
 */
export class ImageRelay {
  private readonly inFlight = new Map<string, Promise<StoredImage>>();

  constructor(
    private readonly store: ImageStore,
    private readonly settings: ImageRelaySettings,
    private readonly observer: ProviderObserver,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Sends the image at `path` on `provider` (path relative to its base URL, no key). */
  async send(reply: FastifyReply, provider: ProviderClient, path: string): Promise<FastifyReply> {
    const image = await this.image(provider, path);
    return reply.type(image.contentType).cachePolicy(RELAYED_IMAGE_CACHE).send(image.body);
  }

  async image(provider: ProviderClient, path: string): Promise<StoredImage> {
    const key = `${provider.name}|${path}`;
    const stored = await this.store.get(key);
    if (stored && this.now() - stored.fetchedAt < this.settings.freshMs) {
      this.observer.cache(provider.name, 'hit');
      return stored;
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchAndStore(provider, path, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    try {
      const image = await pending;
      this.observer.cache(provider.name, 'miss');
      return image;
    } catch (error) {
      if (error instanceof ProviderNotFound) throw noSuchImage();
      if (stored && error instanceof ProviderFailure) {
        this.log.warn(
          { provider: provider.name, ...failureForLog(error) },
          'image provider failed; serving the stored copy',
        );
        this.observer.cache(provider.name, 'stale');
        return stored;
      }
      throw error;
    }
  }

  private async fetchAndStore(provider: ProviderClient, path: string, key: string): Promise<StoredImage> {
    const first = provider.url(path);
    const host = new URL(first).host;
    let url = first;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const fetched = await provider.getRaw(url, (answer) => this.read(answer.response, answer.url, provider.name), {
        redirect: 'manual',
        accept: 'image/webp,image/png,image/jpeg,image/gif',
      });
      if (fetched.kind === 'image') {
        await this.store
          .put(key, fetched.image.contentType, fetched.image.body, fetched.image.fetchedAt)
          .catch((err: unknown) => this.log.warn({ err }, 'could not store an image'));
        return fetched.image;
      }
      const next = new URL(fetched.location, url);
      if (next.host !== host || !/^https?:$/.test(next.protocol))
        throw new ProviderInvalid(provider.name, `${redactUrl(url)} redirected to another host`);
      url = next.toString();
    }
    throw new ProviderInvalid(provider.name, `${redactUrl(first)} redirected too many times`);
  }

  private async read(response: Response, url: string, provider: string): Promise<Fetched> {
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      if (!location) throw new ProviderInvalid(provider, `${redactUrl(url)} redirected nowhere`);
      return { kind: 'redirect', location };
    }
    const header = response.headers.get('content-type') ?? '';
    if (!RASTER_HEADER.test(header)) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderInvalid(
        provider,
        `${redactUrl(url)} answered ${header || 'no content type'}, not a picture we relay`,
      );
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > this.settings.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderInvalid(provider, `${redactUrl(url)} announced an image over the size limit`);
    }
    const body = await readCapped(response, this.settings.maxBytes);
    if (!body) throw new ProviderInvalid(provider, `${redactUrl(url)} sent an image over the size limit`);
    const contentType: RasterType | undefined = sniffRaster(body);
    if (!contentType)
      throw new ProviderInvalid(provider, `${redactUrl(url)} sent bytes that are not a PNG, JPEG, GIF or WebP picture`);
    return { kind: 'image', image: { contentType, body, fetchedAt: this.now() } };
  }
}
