import type http from 'node:http';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { requestIdFor } from './answers/answer-policy';
import { answerClientError, answerFrameworkError } from './input-guards';
import { redactUrlForLog } from './log-redaction';
import { RequestLog } from './request-log';

/** Fastify's own options: the log, which proxies are trusted, the time limits, request ids. */
export function serverOptions(config: Config, logger: FastifyServerOptions['logger']): FastifyHttpOptions<http.Server> {
  const trustedHops = config.TRUST_PROXY;
  return {
    // A calendar feed's address is its secret: the log keeps the path up to it, never the token.
    // (Options a test passes, such as a stream to read the log from, keep the redaction.)
    logger:
      logger === false || logger === true
        ? logger
        : {
            level: config.LOG_LEVEL,
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactUrlForLog(request.url),
                remoteAddress: request.ip,
              }),
            },
            ...logger,
          },
    // A hop count trusts that many proxies nearest to us (Fastify's types take it as a function).
    trustProxy: typeof trustedHops === 'number' ? (_address: string, hop: number) => hop < trustedHops : trustedHops,
    // A slow client cannot hold a connection: whole request, headers and idle keep-alive are bounded.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, config.HEADERS_TIMEOUT_MS),
    },
    // The client's id only when it is a plain token (it is repeated in logs and headers).
    requestIdHeader: false,
    genReqId: requestIdFor,
    forceCloseConnections: 'idle',
    // While closing, a request on a kept-alive connection is still answered (with Connection: close), not refused.
    return503OnClosing: false,
    logController: new RequestLog(),
    // The router's own refusals (a malformed percent-encoding, an over-long parameter) in our words.
    frameworkErrors: answerFrameworkError,
    // …and Node's parser's (headers over its size limit, a request line that is not HTTP).
    clientErrorHandler: answerClientError,
  };
}
