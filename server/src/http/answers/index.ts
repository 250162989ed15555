import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { observeStores } from '../metrics';
import { requireCachePolicies, type CachePolicy } from './cache-policy';
import { registerCsrf } from './csrf';
import { KeptAnswers, type PageAddressOf } from './fast-path';
import { POLICY, finisher, type PolicyCarrier } from './finish';
import type { AnswerPolicy } from './kept-answer';
import { withAbsoluteLinks } from './links';
import { originPolicy } from './origin';
import { ResponseCache } from './response-cache';
import { checkedSerializer } from './response-schemas';

/**
 * The answer path, from the request to the bytes: every answer's cache policy (typed, on the
 * route or the reply), absolute links, the check of the answer's schema, ETag and 304,
 * compression, the kept public answers and the fast path that sends them, and the CSRF cookie.
 * It needs the hardening (its CORS policy and security headers, which kept answers carry too,
 * and the cookies), and observability (request durations of answers sent before Fastify).
 */
async function answerPath(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const origin = originPolicy(config);
  // Without PUBLIC_URL, behind a proxy, our links follow the forwarded host and scheme.
  const policy: AnswerPolicy = {
    ...app.answerHeaders,
    varyOn: origin.forwarded ? 'X-Forwarded-Host, X-Forwarded-Proto' : undefined,
  };
  const cacheBytes = config.RESPONSE_CACHE_MB * 1024 * 1024;
  const cache = new ResponseCache({
    maxBytes: cacheBytes,
    maxEntryBytes: Math.min(4 * 1024 * 1024, cacheBytes),
    maxTtlSeconds: 300,
  });
  const kept = new KeptAnswers(cache, origin, policy, cacheBytes > 0);
  app.decorate('keepPages', (addressOf: PageAddressOf) => kept.keepPages(addressOf));

  // Every GET route says how long its answers may be kept (config.cache), or the app does not start.
  requireCachePolicies(app, (url) => url.startsWith('/v1/') || url === '/healthz' || url === '/readyz');
  app.decorateReply(POLICY, null);
  app.decorateReply('cachePolicy', function (this: FastifyReply, stated: CachePolicy) {
    (this as PolicyCarrier)[POLICY] = stated;
    return this;
  });
  // Answers are checked against the route's response schema when first made (a kept answer is
  // sent as kept bytes, so a hit pays nothing for it).
  app.setSerializerCompiler(checkedSerializer);

  // Before Fastify: Node's request handler tries the kept answers first.
  const fastPath = kept.fastPath(app.observeRequest ?? undefined);
  const [route] = app.server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  if (route) {
    app.server.removeListener('request', route);
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!fastPath(request, response)) route(request, response);
    });
  }
  // After the hardening's guards, CORS and security headers: a kept answer skips only routing's handler work.
  app.addHook('onRequest', kept.hook);
  app.addHook('preSerialization', async (request, _reply, payload) =>
    request.url.startsWith('/v1/') ? withAbsoluteLinks(payload, kept.stateOf(request).origin) : payload,
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Settles the policy the CSRF cookie's hook (registered next) reads.
  app.addHook('onSend', finisher(kept, policy));
  registerCsrf(app);

  // Kept answers are not indexed by cache key; they are cheap to make again, so all go when public data changes.
  app.services.invalidations.onInvalidate(() => cache.clear());
  if (app.metrics) observeStores(app.metrics, { pool: app.services.ctx.db.poolStats, kept: cache });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps the web app's pages as public answers, under the address `addressOf` reads from a URL. */
    keepPages(addressOf: PageAddressOf): void;
  }
}

export default fp(answerPath, {
  name: 'guide-answers',
  dependencies: ['guide-observability', 'guide-hardening', 'guide-services', '@fastify/cookie'],
});
