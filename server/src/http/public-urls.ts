import type { FastifyRequest } from 'fastify';

/**
 * Links and image addresses in our answers are built as paths (`/v1/…`); clients of the
 * contract expect absolute URLs (`new URL(href)`). They are made absolute here, on the
 * serialized JSON, so neither the data sources nor cached objects ever hold an origin.
 */
const LINK_FIELDS = /("(?:href|relayUrl|medium|original)":")(\/v1\/)/g;

/** A Host header we are willing to repeat in our answers: a name or address and a port. */
export const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** `PUBLIC_URL` when configured, else the origin the request was sent to; undefined when the Host is unusable. */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string | undefined {
  if (configured) return configured;
  const host = request.host;
  if (!host || !SAFE_HOST.test(host)) return undefined;
  return `${request.protocol}://${host}`;
}

/** Rewrites our own link and image paths in a JSON text into absolute URLs under `origin`. */
export function absolutizeLinks(json: string, origin: string | undefined): string {
  if (!origin || !json.includes('"/v1/')) return json;
  return json.replace(LINK_FIELDS, (_match, field: string, path: string) => `${field}${origin}${path}`);
}
