import type { FastifyRequest } from 'fastify';

/**
 * Links and image addresses in our answers are built as paths (`/v1/…`); clients of the
 * contract expect absolute URLs (`new URL(href)`). They are made absolute here, on the
 * serialized JSON, so neither the data sources nor cached objects ever hold an origin.
 */
const LINK_FIELDS = /("(?:href|relayUrl|medium|original)":")(\/v1\/)/g;

/** A Host header we are willing to repeat in our answers: a name or address and a port. */
export const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** How the origin of our links is chosen (from the configuration). */
export interface OriginPolicy {
  /** PUBLIC_URL: when set, the origin, whatever the request says. */
  publicUrl: string | undefined;
  /**
   * FORWARDED_HOSTS (lower case): behind a trusted proxy without PUBLIC_URL, the only hosts a
   * link may name. Empty: the request's Host is used as it is (no proxy may choose it then).
   */
  allowedHosts: readonly string[];
}

export function originPolicy(config: { PUBLIC_URL?: string; FORWARDED_HOSTS: string[] }): OriginPolicy {
  return { publicUrl: config.PUBLIC_URL, allowedHosts: config.FORWARDED_HOSTS };
}

/**
 * `PUBLIC_URL` when configured, else the origin the request was sent to; undefined when the host
 * is unusable or not allowed. Behind a trusted proxy Fastify's host and protocol come from
 * X-Forwarded-Host and X-Forwarded-Proto: the host must then be on the allow-list, and a scheme
 * other than http or https is ignored for the connection's own.
 */
export function publicOrigin(request: FastifyRequest, policy: OriginPolicy): string | undefined {
  if (policy.publicUrl) return policy.publicUrl;
  const host = request.host;
  if (!host || !SAFE_HOST.test(host)) return undefined;
  if (policy.allowedHosts.length > 0 && !policy.allowedHosts.includes(host.toLowerCase())) return undefined;
  const forwarded = request.protocol;
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : request.raw.socket && 'encrypted' in request.raw.socket && request.raw.socket.encrypted ? 'https' : 'http';
  return `${scheme}://${host}`;
}

/** Rewrites our own link and image paths in a JSON text into absolute URLs under `origin`. */
export function absolutizeLinks(json: string, origin: string | undefined): string {
  if (!origin || !json.includes('"/v1/')) return json;
  return json.replace(LINK_FIELDS, (_match, field: string, path: string) => `${field}${origin}${path}`);
}
