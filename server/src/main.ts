import { buildApp } from './app';
import { serveMetrics } from './http/metrics';
import { openConfiguredDatabase } from './db/open-configured';
import { fixedClock, systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { requireSharedSecret } from './auth/tokens';
import { warmUpOfflineSports } from './sports/offline/source';

async function main(): Promise<void> {
  requireSharedSecret(loadConfig());
  const { config, db } = await openConfiguredDatabase();
  const clock = config.FIXED_NOW ? fixedClock(config.FIXED_NOW) : systemClock;
  const app = await buildApp({ config, clock, db });
  app.addHook('onClose', async () => db.close());
  app.log.info({ database: db.kind, dataSource: config.DATA_SOURCE, fixedNow: config.FIXED_NOW }, 'starting');
  if (config.FIXED_NOW) app.log.warn(`the clock is fixed at ${config.FIXED_NOW} (FIXED_NOW)`);

  // A drained shutdown: /readyz turns 503 at once and requests are served for SHUTDOWN_DRAIN_MS
  // (the balancer notices and stops sending); then no new connection is taken, every answer
  // closes its connection, what is in flight finishes, and the process exits within
  // SHUTDOWN_TIMEOUT_MS whatever a client does. Ctrl-C (SIGINT) skips the drain.
  let closing = false;
  const shutdown = (signal: string, drainMs: number) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.warn({ signal }, 'shutdown took too long; closing the remaining connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, drainMs + config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    setTimeout(() => {
      // Also for answers sent before Fastify (kept answers), which its own closing does not see.
      app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
      // A connection whose answer started before this point goes idle afterwards: close it then.
      setInterval(() => app.server.closeIdleConnections(), 250).unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, drainMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  process.on('SIGTERM', () => shutdown('SIGTERM', config.SHUTDOWN_DRAIN_MS));
  // Started by a supervisor over an IPC channel (the test runners): stop when it goes away, even
  // if it died without stopping us.
  if (process.channel) process.once('disconnect', () => shutdown('disconnect', 0));

  // Its own port, never the public one; started first so closing the app closes it too.
  if (app.metrics && config.METRICS_PORT !== undefined) {
    const metricsServer = await serveMetrics(app.metrics, config.METRICS_PORT, config.METRICS_HOST);
    app.addHook('onClose', async () => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
    app.log.info({ address: metricsServer.address() }, 'Prometheus metrics listening');
  }
  // The offline seasons around today take the world 1.3–1.9 s to work out (remembered after):
  // before listening, so no request waits for them.
  if (config.DATA_SOURCE === 'offline') {
    const started = performance.now();
    await warmUpOfflineSports(clock, config.TIME_ZONE);
    app.log.info({ ms: Math.round(performance.now() - started) }, 'the offline seasons around today are worked out');
  }
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Entertainment Guide could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
