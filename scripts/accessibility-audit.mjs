// `npm run audit:accessibility`: Lighthouse's accessibility category alone on every screen, for a
// visitor and for a logged-in user (a followed team, a saved zip and show; the account's screens
// for the latter only), at a phone's width (384 px, mobile) and a desktop's (1280 px), against the
// built server, offline, on a fixed clock.
// Prints each screen's score and, below 100, the failing audits with the elements they name.
// Exits with 1 when any score is below 100. Numbers and findings only; not a test.
//   npm run audit:accessibility -- --widths 384 --who visitor --routes /,/cinema?zip=10001
//   npm run audit:accessibility -- --now 2026-11-22T01:30:00Z --save /tmp/a11y   (keeps each report)
// The light theme: the dark one's colours are checked by e2e/axe.spec.ts. The screens are
// scripts/screens.mjs's, which that spec visits too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './ensure-browser.mjs';
import { compiledServer, serverNodeOptions } from './ensure-built.mjs';
import { ACCOUNT_SCREENS, visitorScreens } from './screens.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
// 8:30 PM in New York on Saturday Nov. 21: live games, evening showings, TV on now, MLB's off-season.
const now = args.now ?? '2026-11-22T01:30:00Z';
const widths = (args.widths ?? '384,1280').split(',').map(Number);
const who = args.who ? [args.who] : ['visitor', 'logged in'];

if (!fs.existsSync(compiledServer) || !fs.existsSync(path.join(root, 'web/dist/index.html'))) {
  console.error('The built app is missing: run `npm run build` first.');
  process.exit(2);
}

/** The built server on a free port with a data folder of its own; resolves once it listens. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-a11y-'));
  const child = spawn(process.execPath, [...serverNodeOptions, compiledServer], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FIXED_NOW: now,
      NODE_ENV: 'production',
      // One auditing browser: nothing shed for a busy machine's lag, no client share to run out of
      // (a refused screen would score as an empty page).
      FAIR_SHARE_PER_MINUTE: '10000000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_EVENT_LOOP_UTILIZATION: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`the server ended with ${code} before listening`)));
  });
  child.stdout.resume();
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

async function json(url, init) {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.headers.get('content-type')?.includes('json') ? answer.json() : answer.text();
}

/** An account with a followed NHL team, a saved zip and a saved show; answers its token. */
async function loggedInToken(server) {
  const email = `audit-${process.pid}@example.com`;
  const password = 'plum-harbour-42';
  await json(`${server}/v1/users/create`, { method: 'POST', body: new URLSearchParams({ username: email, password }) });
  const basic = Buffer.from(`${email}:${password}`).toString('base64');
  const token = String(await json(`${server}/v1/users/token`, { headers: { authorization: `Basic ${basic}` } })).trim();
  for (const step of ['add-team?league=nhl&team=3', 'add-zip?zip=10001', 'add-show?show=49'])
    await json(`${server}/v1/users/${step}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return token;
}

/** The ids of the day's games the screens show: an NHL game of the day, and MLB's last final. */
async function gamesOfTheDay(server) {
  const day = now.slice(0, 10);
  const nhlGames = await json(`${server}/v1/sports/nhl/games?date=${day}`);
  const mlbCalendar = await json(`${server}/v1/sports/mlb/calendar?date=${day}`);
  const mlbGame = mlbCalendar.offSeason?.champion?.game.id ?? (await json(`${server}/v1/sports/mlb/games`))[0]?.id;
  return { mlbGame, nhlGame: nhlGames[0].id };
}

/** Lighthouse's emulation of a screen `width` px wide: a phone below 800 px, else a desktop. */
const emulation = (width) =>
  width < 800
    ? { formFactor: 'mobile', screenEmulation: { mobile: true, width, height: 800, deviceScaleFactor: 2 } }
    : { formFactor: 'desktop', screenEmulation: { mobile: false, width, height: 800, deviceScaleFactor: 1 } };

/** A failing audit as one line: its id, title, and the elements it names (a few). */
function failing(lhr) {
  return Object.values(lhr.categories.accessibility.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => {
      const nodes = (audit.details?.items ?? [])
        .map((item) => item.node?.selector ?? item.node?.snippet)
        .filter(Boolean);
      const shown = nodes.slice(0, 4).join(' | ') + (nodes.length > 4 ? ` | and ${nodes.length - 4} more` : '');
      return `    ${audit.id}: ${audit.title}${shown ? `\n      ${shown}` : ''}`;
    });
}

const server = await startServer();
let worst = 100;
try {
  const visitorRoutes = args.routes ? args.routes.split(',') : visitorScreens(await gamesOfTheDay(server.url));
  // A visitor would be sent to the login from an account's screens: only the logged-in user visits them.
  const routesOf = (person) =>
    args.routes || person === 'visitor' ? visitorRoutes : [...visitorRoutes, ...ACCOUNT_SCREENS];
  const token = who.includes('logged in') ? await loggedInToken(server.url) : null;
  console.log(`Lighthouse accessibility, the server's clock at ${now}:`);
  for (const person of who) {
    // One browser for each person: the logged-in one keeps its token (Lighthouse leaves storage alone then).
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      envVars: { ...process.env, TZ: 'America/New_York' },
      logLevel: 'silent',
    });
    try {
      if (token) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0].newPage();
        await page.goto(`${server.url}/user/login`);
        await page.evaluate((t) => localStorage.setItem('token', t), token);
        await page.close();
        await browser.close();
      }
      for (const width of widths)
        for (const route of routesOf(person)) {
          const result = await lighthouse(
            server.url + route,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] },
            {
              extends: 'lighthouse:default',
              settings: {
                onlyCategories: ['accessibility'],
                disableStorageReset: person === 'logged in',
                ...emulation(width),
              },
            },
          );
          const { lhr } = result;
          const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
          worst = Math.min(worst, score);
          console.log(`${String(score).padStart(3)}  ${person.padEnd(9)} ${String(width).padStart(4)} px  ${route}`);
          if (score < 100) console.log(failing(lhr).join('\n'));
          if (args.save) {
            fs.mkdirSync(args.save, { recursive: true });
            const name = `${person.replace(' ', '-')}-${width}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'landing'}.json`;
            fs.writeFileSync(path.join(args.save, name), result.report);
          }
        }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await server.stop();
}
console.log(worst === 100 ? '\nEvery screen scored 100.' : `\nThe lowest score was ${worst}.`);
process.exitCode = worst === 100 ? 0 : 1;
