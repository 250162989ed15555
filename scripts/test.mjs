// `npm test`: every test, in as little time as the machine allows. Before anything is built it
// makes sure the browser is there and finds the local PostgreSQL and Redis; then it builds once,
// runs the type checks and lint side by side, the unit and API tests, and the browser tests on
// the compiled server, and ends with each stage's time and what the run covered.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensureBuilt } from './ensure-built.mjs';
import { coverageLine, probeTestServices } from './test-services.mjs';

const CHECKS = [
  ['npx', ['tsc', '-p', 'server', '--noEmit']],
  ['npx', ['tsc', '-p', 'web', '--noEmit']],
  ['npx', ['tsc', '-p', 'common', '--noEmit']],
  ['npx', ['tsc', '-p', 'e2e', '--noEmit']],
  ['npx', ['eslint', '--max-warnings', '0', '.']],
];

/** Runs a command; with `captured`, its output is printed in one piece when it ends (for side-by-side runs). */
function run([file, args], { captured = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (captured && (code !== 0 || output.trim())) process.stdout.write(`$ ${file} ${args.join(' ')}\n${output}`);
      resolve(code === 0);
    });
  });
}

/** Runs the commands `width` at a time; true when all passed. */
async function runSideBySide(commands, width) {
  const queue = [...commands];
  let passed = true;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) passed = (await run(next, { captured: true })) && passed;
  };
  await Promise.all(Array.from({ length: width }, lane));
  return passed;
}

const timings = [];
async function stage(name, body) {
  const started = performance.now();
  console.log(`\n── ${name} ──`);
  const passed = await body();
  timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s${passed ? '' : ' (failed)'}`);
  return passed;
}

ensureBrowser();
const services = await probeTestServices();
const started = performance.now();

const passed =
  (await stage('build', async () => (ensureBuilt(), true))) &&
  (await stage('types and lint', () => runSideBySide(CHECKS, Math.max(2, os.availableParallelism())))) &&
  (await stage('unit and API tests', () => run(['npx', ['vitest', 'run']]))) &&
  (await stage('browser tests', () => run(['npx', ['playwright', 'test']])));

console.log(`\nStages: ${timings.join(', ')}; ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
console.log(coverageLine(services));
process.exit(passed ? 0 : 1);
