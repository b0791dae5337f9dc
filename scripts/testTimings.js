// Where a test run's time went: steps (scripts/test.js, .ci/run) and test files (Jest's reporter
// below, Playwright's JSON report), kept as JSON in TEST_TIMINGS_DIR and printed as one table.
const { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const SLOW_FILES_SHOWN = 12;

/** The folder a run keeps its timings in; made when first asked for. */
function timingsDir(env = process.env) {
  const dir = env.TEST_TIMINGS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  return dir;
}

/** One finished step: its name, seconds and whether it passed, appended to steps.jsonl. */
function recordStep(name, seconds, ok) {
  const dir = timingsDir();
  if (dir) appendFileSync(path.join(dir, 'steps.jsonl'), JSON.stringify({ name, seconds, ok }) + '\n');
}

/** A Jest reporter: each test file's wall time, one JSON file per Jest run. */
class JestTimingReporter {
  onRunComplete(_contexts, results) {
    const dir = timingsDir();
    if (!dir) return;
    const files = results.testResults.map((file) => ({
      file: path.relative(path.join(__dirname, '..'), file.testFilePath),
      seconds: (file.perfStats.end - file.perfStats.start) / 1000,
    }));
    writeFileSync(path.join(dir, `jest-${process.pid}.json`), JSON.stringify(files));
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Playwright's JSON report, summed per spec file (each test's longest attempt). */
function playwrightFiles(report) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests.flatMap((t) => t.results.map((r) => r.duration)).reduce((a, b) => Math.max(a, b), 0) / 1000;
      const file = path.join('e2e', 'tests', spec.file);
      byFile.set(file, (byFile.get(file) ?? 0) + seconds);
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report?.suites ?? []).forEach(visit);
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

/** What the e2e captures cost, summed over the report's tests ('capture' annotations, e2e/support/screens.ts). */
function captureCosts(report) {
  const total = { captures: 0, layout: 0, screenshots: 0, axe: 0 };
  const visit = (suite) => {
    for (const test of (suite.specs ?? []).flatMap((spec) => spec.tests)) {
      const notes = test.results.at(-1)?.annotations ?? test.annotations ?? [];
      for (const note of notes.filter((each) => each.type === 'capture')) {
        const spent = JSON.parse(note.description);
        total.captures += 1;
        for (const part of ['layout', 'screenshots', 'axe']) total[part] += spent[part] / 1000;
      }
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report?.suites ?? []).forEach(visit);
  return total;
}

function readTimings(dir) {
  const names = readdirSync(dir);
  const steps = names.includes('steps.jsonl')
    ? readFileSync(path.join(dir, 'steps.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const jestFiles = names.filter((name) => /^jest-\d+\.json$/.test(name)).flatMap((name) => readJson(path.join(dir, name)) ?? []);
  const e2e = readJson(path.join(dir, 'e2e.json'));
  return { steps, files: [...jestFiles, ...playwrightFiles(e2e)], captures: captureCosts(e2e) };
}

const clock = (seconds) => (seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')} min`);

function timingTable(dir) {
  const { steps, files, captures } = readTimings(dir);
  const lines = ['', 'Where the time went', '', '| step | time | result |', '|---|---:|---|'];
  for (const step of steps) lines.push(`| ${step.name} | ${clock(step.seconds)} | ${step.ok ? 'passed' : 'FAILED'} |`);
  lines.push('', `Slowest test files (of ${files.length}; a file's tests run on one worker, Playwright's on three)`, '', '| file | time |', '|---|---:|');
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOW_FILES_SHOWN)) lines.push(`| ${file.file} | ${clock(file.seconds)} |`);
  if (captures.captures)
    lines.push(
      '',
      `e2e captures: ${captures.captures}, each at two widths: layout and scroll checks ${clock(captures.layout)}, screenshots ${clock(captures.screenshots)}, axe ${clock(captures.axe)} (test time, over every worker)`,
    );
  return lines.join('\n');
}

module.exports = JestTimingReporter;
Object.assign(module.exports, { recordStep, timingsDir, timingTable });

if (require.main === module) {
  const dir = process.argv[2] ?? process.env.TEST_TIMINGS_DIR;
  if (!dir) throw new Error('Usage: node scripts/testTimings.js <timings folder>');
  console.log(timingTable(dir));
}
