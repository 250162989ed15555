// `npm test`: every test, in as little time as the machine allows without starving a test of
// the CPU its waits assume. Before anything is built it makes sure the browsers are there and
// finds the local PostgreSQL and Redis; then it builds once and runs two steps: the unit and API
// tests alone (their servers, databases and providers that hang wait on real clocks), then the
// browser tests with the type checks and lint beside them (the checks ask for CPU only, for the
// first minute or two of the browser tests' ten). Run all three side by side, a two-core machine
// was loaded twenty deep and tests ran out of time (decision 0280). Each stage's output is
// printed in one piece when it ends, and the run ends with each stage's time and what the run
// covered.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensureBuilt } from './ensure-built.mjs';
import { coverageLine, probeTestServices } from './test-services.mjs';
import { TYPE_CHECKS } from './typecheck.mjs';

// The longest first: with the type checks on TypeScript 7, those are ESLint and Prettier.
const CHECKS = [
  ['npx', ['eslint', '--max-warnings', '0', '.']],
  ['npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ...TYPE_CHECKS,
];

/**
 * What failed commands printed, printed again after everything else: the end of the run's output
 * (often all a CI log keeps) then names what failed, whichever stage ended last.
 */
const failures = [];
const FAILURE_LINES = 120;

/** Runs a command; with `captured`, its output is printed in one piece when it ends (for side-by-side runs). */
function run([file, args], { captured = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (captured && (code !== 0 || output.trim())) process.stdout.write(`$ ${file} ${args.join(' ')}\n${output}`);
      if (captured && code !== 0)
        failures.push(`$ ${file} ${args.join(' ')}\n${output.split('\n').slice(-FAILURE_LINES).join('\n')}`);
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
/** Runs a stage and notes its time; `captured` stages (their output printed in one piece) announce themselves only when they end. */
async function stage(name, body, { captured = false } = {}) {
  const started = performance.now();
  if (!captured) console.log(`\n── ${name} ──`);
  const passed = await body();
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (captured) console.log(`\n── ${name}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s ──`);
  timings.push(`${name} ${seconds} s${passed ? '' : ' (failed)'}`);
  return passed;
}

ensureBrowser();
const services = await probeTestServices();
const started = performance.now();

let passed = await stage('build', async () => (ensureBuilt(), true));
if (passed) {
  console.log(
    '\nThe unit and API tests first, then the browser tests with the type checks and lint beside them; each stage prints its output when it ends.',
  );
  const unitAndApi = await stage('unit and API tests', () => run(['npx', ['vitest', 'run']], { captured: true }), {
    captured: true,
  });
  const results = await Promise.all([
    stage('types and lint', () => runSideBySide(CHECKS, Math.max(2, os.availableParallelism())), { captured: true }),
    stage('browser tests', () => run(['npx', ['playwright', 'test']], { captured: true }), { captured: true }),
  ]);
  passed = unitAndApi && results.every(Boolean);
}

if (failures.length > 0)
  console.log(`\n── what failed (the last ${FAILURE_LINES} lines of each) ──\n${failures.join('\n')}`);
console.log(`\nStages: ${timings.join(', ')}; ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
console.log(coverageLine(services));
process.exit(passed ? 0 : 1);
