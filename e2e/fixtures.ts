import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { SERVERS_ENV, type ServerWanted } from './global-setup';

/** The instant both clocks are fixed at unless a test says otherwise: Saturday 2026-11-21, noon in New York. */
export const DEFAULT_NOW = '2026-11-21T17:00:00Z';

export interface RunningServer {
  url: string;
}

interface TestFixtures {
  /** FIXED_NOW of the test's server; `test.use({ serverNow })` gets a server with another clock. */
  serverNow: string;
  /** Extra environment for the test's server. */
  serverEnv: Record<string, string>;
  server: RunningServer;
  /** Browser clock; defaults to the server's. */
  browserNow: string;
}

/**
 * The real server, offline, with its own data folder and a fixed clock: one per clock and
 * environment for the whole run, started by the global set-up's service when first asked for and
 * shared by the workers (tests keep apart by their own users, see `uniqueEmail`). Each test asks
 * (a loopback request), so a server that has ended is replaced rather than failing every test
 * after it. The clock is a test option, not a worker option, so a file with another clock does
 * not cost a new worker and browser.
 */
async function serverFor(now: string, env: Record<string, string>): Promise<RunningServer> {
  const broker = process.env[SERVERS_ENV];
  if (!broker)
    throw new Error(`${SERVERS_ENV} is unset: the browser tests run with playwright.config.ts's global set-up`);
  const wanted: ServerWanted = { now, env };
  const answer = await fetch(broker, { method: 'POST', body: JSON.stringify(wanted) });
  if (!answer.ok) throw new Error(`the test server did not start: ${await answer.text()}`);
  return (await answer.json()) as RunningServer;
}

export const test = base.extend<TestFixtures>({
  serverNow: [DEFAULT_NOW, { option: true }],
  serverEnv: [{}, { option: true }],
  // Starting a server may take long on a busy machine: more than a test's own time limit.
  server: [async ({ serverNow, serverEnv }, use) => use(await serverFor(serverNow, serverEnv)), { timeout: 240_000 }],
  baseURL: async ({ server }, use) => use(server.url),
  browserNow: async ({ serverNow }, use) => use(serverNow),
  page: async ({ page, browserNow, javaScriptEnabled }, use) => {
    // Every browser test is also a test that the server's pages hydrate without a mismatch.
    const mismatches = hydrationComplaints(page);
    await page.clock.setFixedTime(new Date(browserNow));
    // A page arrives drawn by the server and its controls answer once the app has taken it over:
    // a test acts as a person who waits for that, not in the moment before (gotoHydrated says more).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = response?.ok() && (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (isPage && javaScriptEnabled !== false) await hydrated(page, 5_000).catch(() => undefined);
      return response;
    };
    await use(page);
    expect(mismatches, 'React found the server-rendered page different from its own first render').toEqual([]);
  },
});

export { expect };

/**
 * What React reports when the server's HTML and the app's first render differ: the production
 * build names the error by its number (418: the HTML did not match; 419, 421–423: a part drawn
 * again in the browser instead; 425: text that did not match), a development build in words.
 */
const HYDRATION_COMPLAINT = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/** What React says about hydration on this page from now on, as it says it. */
export function hydrationComplaints(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_COMPLAINT.test(message.text()))
      heard.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_COMPLAINT.test(`${error.message} ${error.stack ?? ''}`)) heard.push(error.message);
  });
  return heard;
}

let userCounter = 0;
/** A unique e-mail for this run, so tests sharing a server (every worker shares it) never collide. */
export function uniqueEmail(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${userCounter}@example.com`;
}

/** Creates an account through the API and answers its token. */
export async function createUser(
  request: APIRequestContext,
  email: string,
  password = 'plum-harbour-42',
): Promise<string> {
  const created = await request.post('/v1/users/create', { form: { username: email, password } });
  expect(created.status()).toBe(201);
  const login = await request.get('/v1/users/token', {
    headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
  expect(login.status()).toBe(200);
  return (await login.text()).trim();
}

/** Starts the page already logged in with `token`. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}

/** POSTs like the web app does: with the X-XSRF-TOKEN header echoing the cookie the server set. */
export async function postAsApp(
  request: APIRequestContext,
  url: string,
  options: { form?: Record<string, string>; token?: string } = {},
) {
  const cookies = (await request.storageState()).cookies;
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  const headers: Record<string, string> = {};
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return request.post(url, { form: options.form, headers });
}

/**
 * Runs axe on the whole page as it is now and answers its violations, one line each (rule, impact,
 * the nodes). Legacy mode runs axe.run() in the page itself; the default runs a part in each frame
 * and then joins them in a new blank page with axe injected again, which costs seconds a scan and
 * serves only cross-origin frames, which our pages have none of. Every rule axe runs by default
 * (best practices included) and target size. Only violations are asked for:
 * the details of every passing node are what makes a scan's answer large. `rules` narrows the scan.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Target size (WCAG 2.2 AA, off in axe by default) is on, as in Lighthouse's accessibility score.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
  // Only the rules named, when some are (a scan for colours alone takes a fraction of the time).
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits for the app to take over the server's page (its controls answer from then on). */
const hydrated = (page: Page, timeout?: number) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });

/** Opens `url` and waits for the app to take over, failing if it does not (the test's page fixture only tries). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * Opens `url` the way the app's own links do, after a page without data has loaded: the browser
 * then asks for the screen's data itself (a page opened directly arrives with it, rendered on the
 * server), so a test can make those requests fail.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.goto('/user/login');
  // Told again until the app has moved: the router listens only once the page is hydrated.
  await page.waitForFunction(
    (to) => {
      if (location.pathname + location.search !== to) history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      return document.querySelector('main h1')?.textContent !== 'Log in';
    },
    url,
    { polling: 100 },
  );
}
