import { readToken } from './session';

/** A failed call to our `/v1` API: its status and the plain sentence the server answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether a failed read is worth asking again: only when the server could not be reached. Any
 * answer from it is final for now: a 4xx is about the request, and a 502/503/504 comes after the
 * server already retried its provider within its own deadline (asking again would only make the
 * page wait several deadlines for the same sentence).
 */
export function retryWhenUnreachable(failures: number, error: Error): boolean {
  return failures < 2 && error instanceof ApiError && error.status === 0;
}

export interface ApiOptions {
  method?: 'GET' | 'POST';
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Send the stored token as a Bearer header. */
  auth?: boolean;
  /** Basic auth (login). */
  basic?: { username: string; password: string };
  signal?: AbortSignal;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

async function request(path: string, options: ApiOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (options.auth) {
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
  }
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).trim();
    throw new ApiError(response.status, text || `The server answered ${response.status}.`);
  }
  return response;
}

export async function apiJson<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await (await request(path, options)).json()) as T;
}

export async function apiText(path: string, options: ApiOptions = {}): Promise<string> {
  return (await request(path, options)).text();
}
