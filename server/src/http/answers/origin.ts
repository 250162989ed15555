import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

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
  /** Whether X-Forwarded-Host and -Proto may choose the origin (a trusted proxy, no PUBLIC_URL). */
  forwarded: boolean;
}

export function originPolicy(config: {
  PUBLIC_URL?: string;
  FORWARDED_HOSTS: string[];
  TRUST_PROXY: unknown;
}): OriginPolicy {
  return {
    publicUrl: config.PUBLIC_URL,
    allowedHosts: config.FORWARDED_HOSTS,
    forwarded: config.TRUST_PROXY !== false && !config.PUBLIC_URL,
  };
}

/**
 * The one origin rule: `PUBLIC_URL` when configured, else the host and scheme the request was
 * sent to; undefined when the host is unusable or not on the allow-list. A scheme other than
 * http or https is not repeated (the connection's own is used).
 */
export function originFor(
  policy: OriginPolicy,
  host: string | undefined,
  scheme: string | undefined,
  encrypted: boolean,
): string | undefined {
  if (policy.publicUrl) return policy.publicUrl;
  if (!host || !SAFE_HOST.test(host)) return undefined;
  if (policy.allowedHosts.length > 0 && !policy.allowedHosts.includes(host.toLowerCase())) return undefined;
  return `${scheme === 'http' || scheme === 'https' ? scheme : encrypted ? 'https' : 'http'}://${host}`;
}

const isEncrypted = (request: IncomingMessage) =>
  Boolean(request.socket && 'encrypted' in request.socket && request.socket.encrypted);

/**
 * The origin of a request as Node hands it over, before Fastify: `false` when only Fastify can
 * tell (forwarded headers a trusted proxy may have set, which its proxy rules read).
 */
export function rawOrigin(policy: OriginPolicy, request: IncomingMessage): string | undefined | false {
  if (
    policy.forwarded &&
    (request.headers['x-forwarded-host'] !== undefined || request.headers['x-forwarded-proto'] !== undefined)
  )
    return false;
  return originFor(policy, request.headers.host, undefined, isEncrypted(request));
}

/** The same rule on Fastify's request: behind a trusted proxy its host and protocol come from X-Forwarded-Host and -Proto. */
export function requestOrigin(policy: OriginPolicy, request: FastifyRequest): string | undefined {
  return originFor(policy, request.host, request.protocol, isEncrypted(request.raw));
}
