import { UpstreamError } from './errors';

export interface UpstreamFetchOptions {
  provider: string;
  timeoutMs: number;
  /** Extra tries after the first, for network errors and 5xx answers. Reads only. */
  retries?: number;
  headers?: Record<string, string>;
}

/** An upstream 404 is an answer ("no such thing"), not a failure; adapters decide what it means. */
export class UpstreamNotFound extends UpstreamError {}

/** Keys travel in query strings; never let them reach a log or an error message. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:api_key|apikey|key)=)[^&]*/gi, '$1***');
}

/** GET a provider's JSON with a timeout and a retry, mapping every failure to an UpstreamError. */
export async function fetchUpstreamJson<T = unknown>(url: string, options: UpstreamFetchOptions): Promise<T> {
  const attempts = 1 + (options.retries ?? 1);
  let lastError: UpstreamError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json', ...options.headers }, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${options.timeoutMs} ms` : 'could not be reached';
      lastError = new UpstreamError(options.provider, `${redactUrl(url)} ${reason}`);
      continue;
    }
    if (response.status === 404) throw new UpstreamNotFound(options.provider, `${redactUrl(url)} answered 404`, 404);
    if (!response.ok) {
      lastError = new UpstreamError(options.provider, `${redactUrl(url)} answered ${response.status}`, response.status);
      await response.body?.cancel();
      if (response.status < 500 && response.status !== 429) break;
      continue;
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new UpstreamError(options.provider, `${redactUrl(url)} answered with something that is not JSON`);
    }
  }
  throw lastError ?? new UpstreamError(options.provider, `${redactUrl(url)} failed`);
}
