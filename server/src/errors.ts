/** An error whose message is a plain sentence meant for the person using the API. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Raised by source adapters when a provider fails or answers nonsense. */
export class UpstreamError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

/**
 * How a provider failed, and what our API says about it. Every failure of the provider layer is
 * one of these, so a route never answers 500 for a provider's fault: the status and the sentence
 * travel with the error.
 */
export abstract class ProviderFailure extends UpstreamError {
  abstract readonly httpStatus: 429 | 502 | 503 | 504;
  abstract readonly sentence: string;
  /** Sent as Retry-After when known. */
  retryAfterSeconds?: number;
}

/** The provider could not be reached, reset the connection, or answered 5xx (or 4xx other than 404). */
export class ProviderUnavailable extends ProviderFailure {
  readonly httpStatus = 502;
  get sentence() {
    return `Our data provider (${this.provider}) is not answering right now. Please try again later.`;
  }
}

/** The provider answered something we cannot use: not JSON, the wrong shape, not an image. */
export class ProviderInvalid extends ProviderFailure {
  readonly httpStatus = 502;
  get sentence() {
    return `Our data provider (${this.provider}) sent an answer we could not use. Please try again later.`;
  }
}

/** The request's time budget ran out before the provider answered. */
export class ProviderTimeout extends ProviderFailure {
  readonly httpStatus = 504;
  get sentence() {
    return `Our data provider (${this.provider}) did not answer in time. Please try again in a moment.`;
  }
}

/** We did not call: the circuit breaker is open, or the provider's rate-limit queue has no room in time. */
export class ProviderBusy extends ProviderFailure {
  readonly httpStatus = 503;
  get sentence() {
    return `Our data provider (${this.provider}) is unavailable for the moment. Please try again in a minute.`;
  }
}

/** This client has had its fair share of a rate-limited provider for now; the others' calls go ahead. */
export class ProviderOverShare extends ProviderFailure {
  readonly httpStatus = 429;
  constructor(provider: string, detail: string, retryAfterSeconds: number) {
    super(provider, detail);
    this.retryAfterSeconds = retryAfterSeconds;
  }
  get sentence() {
    return `You have made many requests that need our data provider (${this.provider}) at once. Please wait ${this.retryAfterSeconds} seconds and try again.`;
  }
}

/** The provider's own 404: an answer ("no such thing"), not a failure. Adapters decide what it means. */
export class ProviderNotFound extends UpstreamError {}

/** Keys travel in query strings; never let them reach a log or an error message. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:api_key|apikey|key)=)[^&]*/gi, '$1***');
}

/** A failure as a log shows it: a provider's is expected weather (what happened, no stack); anything else in full. */
export function failureForLog(error: unknown): { reason: string } | { err: unknown } {
  return error instanceof ProviderFailure ? { reason: error.message } : { err: error };
}
