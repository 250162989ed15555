import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import { createMetricsRegistry, observeRequests } from './metrics';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document on purpose (health checks, preflights, files). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** The Prometheus registry when METRICS_PORT is set (main serves it on that port). */
    metrics: Registry | null;
    /** Records a request's duration; for answers sent before Fastify sees them (null without metrics). */
    observeRequest: ((method: string, route: string, status: number, seconds: number) => void) | null;
    /** Set by main on SIGTERM: /readyz answers 503 so the balancer stops sending, while requests are still served. */
    lifecycle: { draining: boolean };
  }
}

/** What the app says about itself: every route as registered, Prometheus metrics when asked for, and its lifecycle. */
async function observability(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  // Every route as registered, for the test that the OpenAPI document lists them all.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registeredRoutes.push({
        method,
        url: route.url,
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
      });
  });
  // Metrics only when asked for: with METRICS_PORT unset nothing is measured or served.
  const metrics = config.METRICS_PORT === undefined ? null : createMetricsRegistry();
  app.decorate('metrics', metrics);
  app.decorate('observeRequest', metrics ? observeRequests(app, metrics) : null);
  app.decorate('lifecycle', { draining: false });
}

export default fp(observability, { name: 'guide-observability' });
