// ESLint rule 'reality-draft/import-boundaries': imports go one way (docs/architecture.md#import-boundaries).
//
// Between packages (every npm workspace):
// - another workspace package is imported by its name, never by a relative path into its folder;
// - only the workspace packages the importing package's package.json declares;
// - never a package's internals (`@reality-draft/x/src/...`, `.../dist/...`), and its test helpers
//   (`@reality-draft/x/testing`) only from test code;
// - kit never imports the shell or a remote (kit -> features -> app).
// Inside a package: its test code (the `test/` folder beside `src/`, `src/testing/`, specs and contract
// suites) is imported only by test code, so nothing the build ships reaches a test helper.
// Inside a frontend package (shell, mf-*): `src/features/<a>` never imports `src/features/<b>`, and
// `src/features` never imports `src/app`. Inside a feature, layers go one way: `model/` (no server)
// imports only `model/`; `api/` (what calls the server) imports `api/` and `model/`; hooks and
// components sit above both.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const SCOPE = '@reality-draft/';
const INTERNALS = new Set(['src', 'dist']);
const TEST_FILE = /(\.spec\.tsx?|\.contract\.ts)$|[\\/]src[\\/]testing[\\/]|^e2e[\\/]/;
/** A package's test folders (`test/` beside `src/`, `src/testing/`), and a spec or contract suite imported by name. */
const TEST_FOLDERS = [['test'], ['src', 'testing']];
const TEST_MODULE = /\.(spec|contract)(\.tsx?)?$/;

/** Every workspace package: its folder (relative to the root), name, declared workspace dependencies. */
function readWorkspaces() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return dirs
    .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
      const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
      return { dir: path.join(ROOT, dir), name: manifest.name, declared: new Set(declared) };
    });
}

let cached;
const workspaces = () => (cached ??= readWorkspaces());

const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);
const packageOf = (file) => workspaces().find((workspace) => inside(workspace.dir, file));
const inTestFolder = (workspace, target) => {
  const parts = path.relative(workspace.dir, target).split(path.sep);
  return TEST_FOLDERS.some((folder) => folder.every((part, index) => parts[index] === part));
};
/** Per layer of a feature, the layers above it, which it may not import. */
const ABOVE = { model: new Set(['api', 'hooks', 'components']), api: new Set(['hooks', 'components']) };
const isFrontend = (name) => name === `${SCOPE}shell` || name.startsWith(`${SCOPE}mf-`);

/**
 * Where a path sits inside a frontend package: 'app', a feature (by name), or null (bootstrap, index…).
 * An import target may name a feature's folder itself (`../other`), a file is always inside one.
 */
function areaOf(workspace, target, { isFile }) {
  const parts = path.relative(workspace.dir, target).split(path.sep);
  if (parts[0] !== 'src') return null;
  if (parts[1] === 'app') return { kind: 'app' };
  if (parts[1] === 'features' && parts.length >= (isFile ? 4 : 3))
    return { kind: 'feature', feature: parts[2], layer: parts.length > 4 || !isFile ? parts[3] : null };
  return null;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go one way: between packages by declared name only, kit -> features -> app inside a frontend, no feature into another' },
    schema: [],
    messages: {
      relativeIntoPackage: "'{{spec}}' reaches into {{target}} by a relative path: import it by its package name.",
      undeclared: '{{source}} does not declare {{target}} in its package.json.',
      internals: "'{{spec}}' reaches into {{target}}'s internals: import what its barrel exports.",
      testHelpers: "'{{spec}}' is test code: only tests may import it.",
      kitAboveFrontends: 'kit is below every frontend (kit -> features -> app): it may not import {{target}}.',
      featureIntoFeature: "Feature '{{from}}' imports feature '{{to}}': move what they share to kit, or compose them in src/app.",
      featureIntoApp: 'src/features may not import src/app (imports go kit -> features -> app).',
      layerUpward: "A feature's {{from}}/ may not import its {{to}}/ (model -> api -> hooks, components).",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const source = packageOf(file);
    if (!source) return {}; // root tooling (bench, scripts, configs) belongs to no package
    const relativeFile = path.relative(ROOT, file);
    const isTest = TEST_FILE.test(relativeFile) || inTestFolder(source, file);
    const area = isFrontend(source.name) ? areaOf(source, file, { isFile: true }) : null;

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (!inside(source.dir, target)) {
          const other = packageOf(target);
          if (other) context.report({ node, messageId: 'relativeIntoPackage', data: { spec, target: other.name } });
          return;
        }
        if (!isTest && (inTestFolder(source, target) || TEST_MODULE.test(target))) return context.report({ node, messageId: 'testHelpers', data: { spec } });
        if (!area || area.kind !== 'feature') return;
        const targetArea = areaOf(source, target, { isFile: false });
        if (!targetArea) return;
        if (targetArea.kind === 'app') context.report({ node, messageId: 'featureIntoApp' });
        else if (targetArea.feature !== area.feature)
          context.report({ node, messageId: 'featureIntoFeature', data: { from: area.feature, to: targetArea.feature } });
        else if (!isTest && ABOVE[area.layer]?.has(targetArea.layer))
          context.report({ node, messageId: 'layerUpward', data: { from: area.layer, to: targetArea.layer } });
        return;
      }
      if (!spec.startsWith(SCOPE)) return;
      const [, name, subpath] = /^(@reality-draft\/[^/]+)(?:\/(.*))?$/.exec(spec) ?? [];
      if (!name || name === source.name) return;
      if (source.name === `${SCOPE}kit` && isFrontend(name)) context.report({ node, messageId: 'kitAboveFrontends', data: { target: name } });
      else if (!source.declared.has(name)) context.report({ node, messageId: 'undeclared', data: { source: source.name, target: name } });
      const first = subpath?.split('/')[0];
      if (first && INTERNALS.has(first)) context.report({ node, messageId: 'internals', data: { spec, target: name } });
      if (first === 'testing' && !isTest) context.report({ node, messageId: 'testHelpers', data: { spec } });
    }

    const literal = (node) => (node && node.type === 'Literal' ? node.value : undefined);
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source)),
      TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && check(node, literal(node.moduleReference.expression)),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isMock = callee.type === 'MemberExpression' && callee.object.name === 'jest' && ['mock', 'requireActual'].includes(callee.property.name);
        if ((isRequire || isMock) && node.arguments.length) check(node, literal(node.arguments[0]));
      },
    };
  },
};
