import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PushKey } from '@guide/common/contract';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import { HttpError } from '../errors';
import { PRIVATE, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { AlertFacts, type AlertSources } from './alert-facts';
import { alertMetrics } from './alert-metrics';
import { AlertService } from './alert-service';
import { AlertsRepository } from './alerts-repository';
import { browserName } from './browser-name';
import { endpointProblem } from './push-endpoint';
import { PushSender } from './push-sender';
import { loadPushSetup } from './vapid-keys';

/** Devices a user may have alerts on. */
export const MAX_DEVICES = 20;
const SENT_DAYS = 30;

/**
 * Alerts by Web Push (decisions 0210, 0211): the server's key, each user's devices, settings and
 * the alerts sent. Without VAPID_SUBJECT alerts are off: the key's answer says why, nothing is
 * queued, and the rest of the app is as it was.
 */
export async function alertRoutes(
  instance: FastifyInstance,
  ctx: AppContext,
  sources: Omit<AlertSources, 'arrivals'>,
  registry: Registry | null,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Sending is background work (ctx.background); the routes' own statements are requests'.
  const repository = new AlertsRepository(ctx.db);
  const sending = new AlertsRepository(ctx.background);
  const setup = await loadPushSetup(ctx.config, ctx.db);
  const sender = setup.enabled
    ? new PushSender({
        keys: setup.keys,
        timeoutMs: ctx.config.PUSH_TIMEOUT_MS,
        thread: { concurrency: ctx.config.ALERTS_CONCURRENCY },
      })
    : undefined;
  const service = sender
    ? new AlertService(
        ctx,
        new AlertFacts({ ...sources, arrivals: sending }, ctx.config.TIME_ZONE),
        sending,
        sender,
        alertMetrics(registry),
      )
    : undefined;
  // After the queue has started (the services' hook runs first).
  if (service) instance.addHook('onReady', async () => service.start());
  // The push thread ends after the queue has stopped, so no push is cut off.
  if (sender) ctx.jobs.afterStop(() => sender.close());
  const key: PushKey = setup.enabled
    ? { enabled: true, publicKey: setup.keys.publicKey, reason: null }
    : { enabled: false, publicKey: null, reason: setup.reason };
  const planSoon = (userId: number) =>
    service
      ?.planSoon(userId)
      .catch((error: unknown) => ctx.log.warn({ err: error, userId }, 'alerts could not be planned'));

  app.route({
    ...endpointRoute('pushPublicKey'),
    config: { cache: publicFor(300) },
    handler: async () => key,
  });

  app.route({
    ...endpointRoute('pushSubscriptions'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send({ subscriptions: await repository.listSubscriptions(user.id) });
    },
  });

  app.route({
    ...endpointRoute('addPushSubscription'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      if (!setup.enabled) throw new HttpError(409, setup.reason);
      const { endpoint, p256dh, auth, timeZone } = request.body;
      if (!isCurvePoint(p256dh)) throw new HttpError(400, 'The p256dh key is not a point on the P-256 curve.');
      const problem = await endpointProblem(endpoint, ctx.config.PUSH_ALLOW_PRIVATE_ENDPOINTS);
      if (problem) throw new HttpError(400, problem);
      if ((await repository.subscriptionCount(user.id)) >= MAX_DEVICES)
        throw new HttpError(409, `Alerts go to at most ${MAX_DEVICES} devices: remove one first.`);
      const subscription = await repository.subscribe(user.id, {
        endpoint,
        p256dh: p256dh.replace(/=+$/, ''),
        auth: auth.replace(/=+$/, ''),
        timeZone,
        browser: browserName(request.headers['user-agent']),
      });
      await planSoon(user.id);
      return reply.code(201).cachePolicy(PRIVATE).send(subscription);
    },
  });

  app.route({
    ...endpointRoute('removePushSubscription'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      if (!(await repository.unsubscribe(user.id, request.params.id)))
        throw new HttpError(404, 'No device of yours has that id.');
      return reply.cachePolicy(PRIVATE).send({ subscriptions: await repository.listSubscriptions(user.id) });
    },
  });

  app.route({
    ...endpointRoute('alertSettings'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await repository.settings(user.id));
    },
  });

  app.route({
    ...endpointRoute('changeAlertSettings'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const { quietStart, quietEnd, episodeStreaming, filmStreaming, ...switches } = request.body;
      const before = await repository.settings(user.id);
      const settings = await repository.changeSettings(user.id, {
        ...switches,
        episodeStreaming: episodeStreaming ?? before.episodeStreaming,
        filmStreaming: filmStreaming ?? before.filmStreaming,
        quietHours: quietStart && quietEnd ? { start: quietStart, end: quietEnd } : null,
      });
      await planSoon(user.id);
      return reply.cachePolicy(PRIVATE).send(settings);
    },
  });

  app.route({
    ...endpointRoute('sentAlerts'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const since = new Date(ctx.clock.now().getTime() - SENT_DAYS * 24 * 3600_000);
      return reply.cachePolicy(PRIVATE).send({ alerts: await repository.sentAlerts(user.id, since) });
    },
  });
}

/** Whether an uncompressed P-256 public key (base64url) is a point on the curve. */
function isCurvePoint(p256dh: string): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
