#!/usr/bin/env node
// `npm test`: every check, in the order that keeps a 2-core machine busy and fails early: the build;
// lint beside the type checks; every package's Jest suites in two halves side by side; then the
// Playwright suite on its own (it needs both cores). Prints where the time went at the end.
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, readdirSync, readFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { recordStep, timingTable } = require('./testTimings');

const root = path.join(__dirname, '..');
process.env.TEST_TIMINGS_DIR ??= mkdtempSync(path.join(tmpdir(), 'rd-test-timings-'));

/** Runs one command; a step that runs beside another keeps its output until it ends, so lines never interleave. */
function run(name, command, { alongside = false } = {}) {
  const started = Date.now();
  const child = spawn(command, { cwd: root, shell: true, stdio: alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  if (alongside) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (alongside) process.stdout.write(`\n=== ${name} (${command}) ===\n${Buffer.concat(output).toString()}`);
      recordStep(name, seconds, code === 0);
      console.log(`=== ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
      resolve(code === 0);
    });
  });
}

/** Every workspace's folder, as the root package.json lists them (`services/*` expanded). */
function packageDirs() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && existsSync(path.join(root, pattern.slice(0, -2), entry.name, 'package.json')))
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
}

// The Jest suites in two halves side by side, each package's one after another (the build stage has built
// them all). The gateway's suites alone take 4-5 min, and run by package order they came last, alone; this
// half with it takes about as long as the other half.
const FIRST_HALF = ['services/gateway', 'services/identity', 'services/catalog'];
const npmTests = (dirs) => `npm run test --if-present ${dirs.map((dir) => `--workspace=${dir}`).join(' ')}`;
// With a second PostgreSQL server (TEST_SECOND_DATABASE_URL), the first half runs on it: a readable log
// position waits for every older write transaction of the whole server, so one half's (a CREATE DATABASE,
// a bulk import) would hold back the other half's log readers, the multi-process tests' among them.
const firstHalfEnv = process.env.TEST_SECOND_DATABASE_URL ? `TEST_DATABASE_URL=${process.env.TEST_SECOND_DATABASE_URL} ` : '';

const STAGES = [
  [['build', 'npx lerna run build']],
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npx lerna run typecheck --concurrency 2'],
  ],
  [
    ['unit and integration tests (gateway, identity, catalog)', firstHalfEnv + npmTests(FIRST_HALF)],
    ['unit and integration tests (the other packages)', npmTests(packageDirs().filter((dir) => !FIRST_HALF.includes(dir) && dir !== 'e2e'))],
  ],
  [['e2e (Playwright)', 'npx lerna run test --scope @reality-draft/e2e']],
];

async function main() {
  let ok = true;
  for (const stage of STAGES) {
    const results = await Promise.all(stage.map(([name, command]) => run(name, command, { alongside: stage.length > 1 })));
    ok = results.every(Boolean);
    if (!ok) break;
  }
  console.log(timingTable(process.env.TEST_TIMINGS_DIR));
  process.exit(ok ? 0 : 1);
}

void main();
