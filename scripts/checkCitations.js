#!/usr/bin/env node
// Every rule the code cites is written down under docs/ (docs/README.md). This check, part of
// `npm run lint`, reads the tracked source and documentation files and fails (exit 1, one line per
// problem as file:line) when
//   - a citation `docs/<page>.md#<anchor>` names a page or an anchor that does not exist (in docs/
//     itself, relative links such as `](drafts.md#snake-order)` and `](#snake-order)` too);
//   - an old-form citation is left: the product spec or the design document by section number, or a
//     link to the shared documents outside the repository, which a newcomer cannot follow.
// An anchor is an explicit `<a id="..."></a>` (or any `id="..."`) or a heading's GitHub slug.
//
//   node scripts/checkCitations.js              the check, as lint runs it
//   node scripts/checkCitations.js --allow-old  (or CITATIONS_ALLOW_OLD=1) only anchors: for trying
//                                               the pages out before the old citations are rewritten
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const SOURCE = /\.(ts|tsx|js|mjs|cjs|md|ya?ml|json)$/;
const SKIPPED = /(^|\/)(node_modules|dist)\//;
// Files that spell out broken and old citations on purpose: this check and its test.
const SELF = new Set(['scripts/checkCitations.js', 'scripts/checkCitations.test.js']);

/** A citation of a page under docs/, from anywhere: `docs/drafts.md#snake-order`, `docs/drafts.md`. */
const DOCS_REFERENCE = /(?<![\w./-])docs\/([A-Za-z0-9_-]+)\.md(?:#([A-Za-z0-9_-]+))?/g;
/** A relative Markdown link inside docs/: `](drafts.md#snake-order)`, `](#snake-order)`. */
const RELATIVE_LINK = /\]\((?:\.\/)?([A-Za-z0-9_-]+\.md)?(?:#([A-Za-z0-9_-]*))?\)/g;
/** The old forms: the spec or the design document by section, and links to the shared copies. */
const OLD_FORMS = [
  { pattern: /\bspec 0\d\b/, what: 'a citation of the product spec by number' },
  { pattern: /\bDESIGN ?§/, what: 'a citation of the design document by section' },
  { pattern: /shared\/(?:DESIGN\.md|spec\/)/, what: 'a link to the shared documents outside the repository' },
];

/** GitHub's slug of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown page defines: explicit ids and heading slugs (outside code). */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const raw of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const line = raw.replace(/`[^`]*`/g, '');
    for (const m of line.matchAll(/\bid="([^"]+)"/g)) anchors.add(m[1]);
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]);
      const n = seen.get(slug) || 0;
      seen.set(slug, n + 1);
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
    }
  }
  return anchors;
}

/** Every citation of a docs page in one file's text: { line, page, anchor } (anchor null when none). */
function referencesIn(text, file) {
  const refs = [];
  const inDocs = file.startsWith('docs/');
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(DOCS_REFERENCE)) refs.push({ line: i + 1, page: `docs/${m[1]}.md`, anchor: m[2] ?? null, text: m[0] });
    if (!inDocs) return;
    for (const m of line.matchAll(RELATIVE_LINK)) {
      if (!m[1] && m[2] === undefined) continue;
      const page = m[1] ? path.posix.join(path.posix.dirname(file), m[1]) : file;
      refs.push({ line: i + 1, page, anchor: m[2] ?? null, text: m[0].slice(2, -1) });
    }
  });
  return refs;
}

/** The old-form citations in one file's text: { line, what, text }. */
function oldCitationsIn(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const { pattern, what } of OLD_FORMS) {
      const m = pattern.exec(line);
      if (m) found.push({ line: i + 1, what, text: line.trim() });
    }
  });
  return found;
}

/**
 * The problems of a set of files, as "file:line: message" strings.
 * files: repository-relative paths; read(file) -> text or null when the file is not there.
 */
function problemsOf(files, read, { allowOld = false } = {}) {
  const anchorsByPage = new Map();
  const anchorsOfPage = (page) => {
    if (!anchorsByPage.has(page)) {
      const text = read(page);
      anchorsByPage.set(page, text === null ? null : anchorsOf(text));
    }
    return anchorsByPage.get(page);
  };
  const problems = [];
  for (const file of files) {
    const text = read(file);
    if (text === null || SELF.has(file)) continue;
    for (const ref of referencesIn(text, file)) {
      const anchors = anchorsOfPage(ref.page);
      if (anchors === null) problems.push(`${file}:${ref.line}: ${ref.text}: no page ${ref.page}`);
      else if (ref.anchor !== null && !anchors.has(ref.anchor)) problems.push(`${file}:${ref.line}: ${ref.text}: ${ref.page} has no anchor '${ref.anchor}'`);
    }
    if (allowOld) continue;
    for (const old of oldCitationsIn(text)) problems.push(`${file}:${old.line}: ${old.what}, not a docs/ page: ${old.text}`);
  }
  return problems;
}

function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => f && SOURCE.test(f) && !SKIPPED.test(f));
}

function main() {
  const root = path.resolve(__dirname, '..');
  const allowOld = process.argv.includes('--allow-old') || process.env.CITATIONS_ALLOW_OLD === '1';
  const read = (file) => {
    try {
      return fs.readFileSync(path.join(root, file), 'utf8');
    } catch {
      return null;
    }
  };
  const files = trackedFiles(root);
  const problems = problemsOf(files, read, { allowOld });
  if (problems.length) {
    console.error(`Citations: ${problems.length} problem(s) (the rules are in docs/, see docs/README.md):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`Citations: ${files.length} files checked${allowOld ? ' (old forms allowed)' : ''}, every docs/ citation resolves.`);
}

module.exports = { slugOf, anchorsOf, referencesIn, oldCitationsIn, problemsOf };
if (require.main === module) main();
