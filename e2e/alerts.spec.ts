import crypto from 'node:crypto';
import type { Game } from '@guide/common/sports';
import { axeViolations, createUser, expect, test, uniqueEmail, useToken } from './fixtures';

// Subscribing from the account page through the service worker, and the worker's notifications.
// The browser's own push service cannot be reached here: the page's PushManager.subscribe is
// stood in for, answering a subscription with a real P-256 key (the server checks it).
test.use({
  serviceWorkers: 'allow',
  serverEnv: { VAPID_SUBJECT: 'mailto:alerts@example.com', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
});

test('subscribing on the account page registers the service worker and sends the subscription; a notification opens its game', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const token = await createUser(request, uniqueEmail('alerts'));
  await useToken(page, token);
  const device = crypto.createECDH('prime256v1');
  device.generateKeys();
  const subscription = {
    endpoint: 'http://127.0.0.1:9/push/browser-test',
    keys: { p256dh: device.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
  await page.addInitScript((json) => {
    const asked: unknown[] = [];
    (window as unknown as { pushAsked: unknown[] }).pushAsked = asked;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      asked.push(options?.applicationServerKey instanceof Uint8Array ? options.applicationServerKey.length : null);
      return { endpoint: json.endpoint, toJSON: () => json } as unknown as PushSubscription;
    };
  }, subscription);

  await page.goto('/user/account');
  await page.getByRole('button', { name: 'Get alerts on this device' }).click();
  await expect(page.getByText('Alerts are on for this device.')).toBeVisible({ timeout: 15_000 });
  // The worker is registered, and the subscription was asked with the server's 65-byte key.
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/')))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { pushAsked: unknown[] }).pushAsked)).toEqual([65]);
  const devices = await request.get('/v1/users/me/push-subscriptions', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await devices.json()).subscriptions).toEqual([
    expect.objectContaining({ browser: expect.stringMatching(/^Chrome/), timeZone: 'America/New_York' }),
  ]);
  await expect(page.getByRole('list', { name: 'Your devices' }).getByRole('listitem')).toHaveCount(1);

  // A push shows its notification with the alert's tag; opening it moves the window to the game.
  const games = (await (await request.get('/v1/sports/nhl/games?date=2026-11-21')).json()) as Game[];
  const gamePage = `/nhl/game/${games[0]!.id}`;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const shown = await worker.evaluate(async (url) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    // The worker's own event classes (the e2e project's types know the page's, not the worker's).
    const events = globalThis as unknown as Record<
      'PushEvent' | 'NotificationEvent',
      new (type: string, init: object) => Event
    >;
    const data = JSON.stringify({ title: 'Final: A 3, B 2', body: 'A at B has ended.', url, tag: 'alert-tag-1' });
    try {
      scope.dispatchEvent(new events.PushEvent('push', { data }));
    } catch {
      // A push made by a script may not wait; the handler has run.
    }
    for (let i = 0; i < 50; i++) {
      const [notification] = await scope.registration.getNotifications({ tag: 'alert-tag-1' });
      if (notification) {
        try {
          scope.dispatchEvent(new events.NotificationEvent('notificationclick', { notification }));
        } catch {
          // As above: the handler has run.
        }
        return { title: notification.title, body: notification.body, data: notification.data as unknown };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }, gamePage);
  expect(shown).toEqual({ title: 'Final: A 3, B 2', body: 'A at B has ended.', data: { url: gamePage } });
  await expect(page).toHaveURL(new RegExp(`${gamePage}$`), { timeout: 15_000 });
});

test('the alerts on the account page, the Alerts page and a show’s Notify me pass axe, on a phone and in the dark', async ({
  page,
  request,
}) => {
  const token = await createUser(request, uniqueEmail('alerts-axe'));
  await useToken(page, token);
  await page.setViewportSize({ width: 384, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/user/account');
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await page.getByRole('checkbox', { name: /No alerts at night/ }).check();
  await expect(page.getByLabel('From')).toHaveValue('22:00');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/alerts');
  await expect(page.getByText(/No alert in the last 30 days/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A show's Notify me: offered for this device, described, and within the phone's width.
  await page.goto('/television/show/1');
  const notify = page.getByRole('button', { name: 'Notify me' });
  await expect(notify).toHaveAccessibleDescription(/Turns alerts on for this device/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(384);
  expect(await axeViolations(page)).toEqual([]);
});
