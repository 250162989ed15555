import { buildApp } from './app';
import { serveMetrics } from './http/metrics';
import { openConfiguredDatabase } from './db/open-configured';
import { fixedClock, systemClock } from './clock';
import { ConfigError } from './config';

async function main(): Promise<void> {
  const { config, db } = await openConfiguredDatabase();
  const clock = config.FIXED_NOW ? fixedClock(config.FIXED_NOW) : systemClock;
  const app = await buildApp({ config, clock, db });
  app.addHook('onClose', async () => db.close());
  app.log.info({ database: db.kind, dataSource: config.DATA_SOURCE, fixedNow: config.FIXED_NOW }, 'starting');
  if (config.FIXED_NOW) app.log.warn(`the clock is fixed at ${config.FIXED_NOW} (FIXED_NOW)`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Started by a supervisor over an IPC channel (the test runners): stop when it goes away, even
  // if it died without stopping us.
  if (process.channel) process.once('disconnect', () => shutdown('disconnect'));

  // Its own port, never the public one; started first so closing the app closes it too.
  if (app.metrics && config.METRICS_PORT !== undefined) {
    const metricsServer = await serveMetrics(app.metrics, config.METRICS_PORT, config.METRICS_HOST);
    app.addHook('onClose', async () => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
    app.log.info({ address: metricsServer.address() }, 'Prometheus metrics listening');
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
