import { onlineManager } from '@tanstack/react-query';
import type * as EndpointModule from '@guide/common/endpoints';
import type { Answer, EndpointName, LooseUrlParts, UrlParts } from '@guide/common/endpoints';
import { noteAnswer } from './offline-copies';
import { readToken } from './session';

/** A failed call to our `/v1` API: its status and the plain sentence the server answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** A server-rendered page carries its failed reads too, so the browser draws the same failure. */
  toJSON(): { status: number; message: string } {
    return { status: this.status, message: this.message };
  }
}

/**
 * The table of every endpoint (its method, path and credentials), which comes with the first
 * request rather than in the first script: a page the server drew carries its data, so its first
 * request comes after the app starts, which asks for the table once it has hydrated
 * (docs/decisions/0225). Once here, requests leave at once, as they did with the table built in.
 */
type EndpointTable = typeof EndpointModule;
let endpointTable: EndpointTable | undefined;
let endpointTableLoad: Promise<EndpointTable> | undefined;
export const loadEndpointTable = () =>
  (endpointTableLoad ??= import('@guide/common/endpoints').then(
    (table) => (endpointTable = table),
    (error: unknown) => {
      endpointTableLoad = undefined; // the next request tries again
      throw error;
    },
  ));

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * How a request leaves: the browser's fetch; on the server, the app itself answers (the page
 * renderer hands its own transport over once, see entry-server.tsx).
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

export function sendRequestsWith(send: (url: string, init: RequestInit) => Promise<Response>): void {
  transport = send;
}

/**
 * Whether a failed read is worth asking again: only when the server could not be reached. Any
 * answer from it is final for now: a 4xx is about the request, and a 502/503/504 comes after the
 * server already retried its provider within its own deadline (asking again would only make the
 * page wait several deadlines for the same sentence).
 */
export function retryWhenUnreachable(failures: number, error: Error): boolean {
  // Known to be offline, a retry would wait for the network: the page says so at once instead.
  return failures < 2 && error instanceof ApiError && error.status === 0 && onlineManager.isOnline();
}

/**
 * A call of an endpoint of the shared table (@guide/common/endpoints): its path parameters and
 * query as the table types them, and what the request carries besides. The method, the address
 * and whether the stored token goes along (a Bearer endpoint) come from the table.
 */
export type ApiOptions<K extends EndpointName> = UrlParts<K> & {
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json (a body too large or nested for a form: an import's files). */
  json?: unknown;
  /** Basic auth (login). */
  basic?: { username: string; password: string };
  signal?: AbortSignal;
};

/** The options argument, required when the endpoint has a path parameter or a required query field. */
type Options<K extends EndpointName> =
  Record<never, never> extends UrlParts<K> ? [options?: ApiOptions<K>] : [options: ApiOptions<K>];

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

async function request<K extends EndpointName>(
  name: K,
  options: ApiOptions<K> | undefined = undefined,
): Promise<Response> {
  const { endpoints, urlOf } =
    endpointTable ??
    (await loadEndpointTable().catch(() => {
      throw new ApiError(0, UNREACHABLE);
    }));
  const { method, security } = endpoints[name];
  const headers: Record<string, string> = {};
  options ??= {} as ApiOptions<K>;
  if (security === 'bearer') {
    const token = readToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  if (options.basic) {
    const bytes = new TextEncoder().encode(`${options.basic.username}:${options.basic.password}`);
    headers.authorization = `Basic ${btoa(String.fromCharCode(...bytes))}`;
  }
  if (method !== 'GET') {
    // Cross-site request forgery guard: echo the server's cookie in a header (design.md).
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  }
  let body: BodyInit | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await transport(urlOf(name, options as LooseUrlParts), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, UNREACHABLE);
  }
  noteAnswer(response);
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).trim();
    throw new ApiError(response.status, text || `The server answered ${response.status}.`);
  }
  return response;
}

/** Calls an endpoint whose answer is JSON; answers it with the type the shared contract gives it. */
export async function apiJson<K extends EndpointName>(name: K, ...[options]: Options<K>): Promise<Answer<K>> {
  return (await (await request(name, options)).json()) as Answer<K>;
}

/** Calls an endpoint whose answer is text (the log-in's token). */
export async function apiText<K extends EndpointName>(name: K, ...[options]: Options<K>): Promise<string> {
  return (await request(name, options)).text();
}
