// The citation check's parsing (node --test scripts/checkCitations.test.js, run by `npm run lint`).
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { slugOf, anchorsOf, referencesIn, oldCitationsIn, problemsOf } = require('./checkCitations');

const PAGE = [
  '# Drafts and the cast',
  '',
  '<a id="snake-order"></a>',
  '## Snake order',
  '',
  '- <a id="draft-phase"></a>`draftPhase` 1 means personal teams.',
  '',
  '## Who may pick what?',
  '## Who may pick what?',
  '',
  'An anchor in code is not one: `<a id="not-an-anchor"></a>`',
  '```',
  '<a id="fenced"></a>',
  '## Fenced heading',
  '```',
].join('\n');

describe('anchorsOf', () => {
  const anchors = anchorsOf(PAGE);

  it('takes explicit ids, wherever they sit on a line', () => {
    assert.ok(anchors.has('snake-order'));
    assert.ok(anchors.has('draft-phase'));
  });

  it("takes headings' GitHub slugs, numbering repeats", () => {
    assert.ok(anchors.has('drafts-and-the-cast'));
    assert.ok(anchors.has('who-may-pick-what'));
    assert.ok(anchors.has('who-may-pick-what-1'));
  });

  it('ignores ids and headings inside code', () => {
    assert.ok(!anchors.has('not-an-anchor'));
    assert.ok(!anchors.has('fenced'));
    assert.ok(!anchors.has('fenced-heading'));
  });
});

describe('slugOf', () => {
  it('lower-cases, drops punctuation and turns spaces into hyphens', () => {
    assert.equal(slugOf('Login and registration'), 'login-and-registration');
    assert.equal(slugOf("The player's draft room (`/player/draft/{id}`)"), 'the-players-draft-room-playerdraftid');
    assert.equal(slugOf('Read and write defaults'), 'read-and-write-defaults');
  });
});

describe('referencesIn', () => {
  it('finds every docs/ citation in a source line, with or without an anchor', () => {
    const refs = referencesIn('// Snake order (docs/drafts.md#snake-order, docs/scoring.md), see docs/<page>.md#<anchor>', 'events/src/drafts/turns.ts');
    assert.deepEqual(
      refs.map(({ line, page, anchor }) => ({ line, page, anchor })),
      [
        { line: 1, page: 'docs/drafts.md', anchor: 'snake-order' },
        { line: 1, page: 'docs/scoring.md', anchor: null },
      ],
    );
  });

  it('does not take a longer path that merely ends in docs/', () => {
    assert.deepEqual(referencesIn('see deploy/docs/runbook.md#backups', 'README.md'), []);
  });

  it('follows relative links only inside docs/', () => {
    const text = 'An admin may not [join](drafts.md#admins-cannot-join); see [above](#roles) and [the index](README.md).';
    assert.deepEqual(
      referencesIn(text, 'docs/accounts.md').map(({ page, anchor }) => ({ page, anchor })),
      [
        { page: 'docs/drafts.md', anchor: 'admins-cannot-join' },
        { page: 'docs/accounts.md', anchor: 'roles' },
        { page: 'docs/README.md', anchor: null },
      ],
    );
    assert.deepEqual(referencesIn(text, 'README.md'), []);
  });
});

describe('oldCitationsIn', () => {
  it('finds the spec and the design document cited by section, and links to their shared copies', () => {
    const text = [
      '// Snake order (spec 01 §4).',
      '/** Player ids by draft position (spec 02 `phaseOneOrder`). */',
      '// imports go one way (DESIGN §4, §5).',
      'See [`../shared/DESIGN.md`](../shared/DESIGN.md).',
      '// the spec says so; DESIGN.md at large; specification 2',
    ].join('\n');
    assert.deepEqual(
      oldCitationsIn(text).map((o) => o.line),
      [1, 2, 3, 4],
    );
  });
});

describe('problemsOf', () => {
  const files = {
    'docs/drafts.md': PAGE,
    'docs/accounts.md': '<a id="roles"></a>\n## Roles\nAn admin may not [join](drafts.md#admin-joins).',
    'events/src/drafts/turns.ts': '/** Snake order (docs/drafts.md#snake-order). */\n// (docs/drafts.md#snake)\n// (docs/missing.md#x)',
    'kit/src/old.ts': '// (spec 01 §6)',
  };
  const read = (file) => files[file] ?? null;

  it('lists each missing anchor, missing page and old citation as file:line', () => {
    assert.deepEqual(problemsOf(Object.keys(files), read), [
      "docs/accounts.md:3: drafts.md#admin-joins: docs/drafts.md has no anchor 'admin-joins'",
      "events/src/drafts/turns.ts:2: docs/drafts.md#snake: docs/drafts.md has no anchor 'snake'",
      'events/src/drafts/turns.ts:3: docs/missing.md#x: no page docs/missing.md',
      'kit/src/old.ts:1: a citation of the product spec by number, not a docs/ page: // (spec 01 §6)',
    ]);
  });

  it('lets old citations pass only when asked to', () => {
    assert.equal(problemsOf(['kit/src/old.ts'], read, { allowOld: true }).length, 0);
  });

  it('has nothing to say about a tree whose citations all resolve', () => {
    assert.deepEqual(
      problemsOf(['docs/drafts.md', 'events/src/drafts/turns.ts'], (f) => (f === 'events/src/drafts/turns.ts' ? '// docs/drafts.md#draft-phase' : read(f))),
      [],
    );
  });
});
