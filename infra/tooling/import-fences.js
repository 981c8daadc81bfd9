// Import fences: every layering rule of the architecture (docs/architecture.md, "The fences") as a lint error.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Which of our packages each workspace may import. */
const allowedPackages = {
  shared: [],
  functions: ['shared'],
  frontend: ['shared'],
  infra: ['shared', 'functions'],
  tests: ['shared', 'functions', 'local'],
};

/**
 * Folders that may not import other folders, as paths from the repository root. A rule names the
 * folders it guards (`from`) and what they may not reach: folders of ours (`to`) or packages
 * (`packages`, matched on the specifier). `except` lists folders the rule does not guard.
 */
const folderRules = [
  {
    from: ['functions/src'],
    except: ['functions/src/adapters'],
    packages: /^@(azure\/(?!functions$)|pnp\/)/,
    message: 'only functions/src/adapters may import an Azure SDK or @pnp',
  },
  {
    from: ['functions/src'],
    except: ['functions/src/http', 'functions/src/functions'],
    packages: /^@azure\/functions$/,
    message: '@azure/functions (HTTP and host types) belongs to functions/src/http and functions/src/functions',
  },
  {
    from: ['functions/src/usecases', 'functions/src/context'],
    to: [
      'functions/src/adapters',
      'functions/src/http',
      'functions/src/routes',
      'functions/src/functions',
      'functions/src/composition',
      'functions/src/jobs',
    ],
    message: 'use cases know no adapter, no HTTP, no trigger and no composition root: they reach storage through ports',
  },
  {
    from: ['functions/src/ports'],
    to: [
      'functions/src/adapters',
      'functions/src/usecases',
      'functions/src/context',
      'functions/src/http',
      'functions/src/routes',
      'functions/src/composition',
      'functions/src/jobs',
      'functions/src/content',
    ],
    message: 'ports are interfaces: they import nothing that implements or uses them',
  },
  {
    from: ['functions/src/adapters'],
    to: [
      'functions/src/usecases',
      'functions/src/context',
      'functions/src/http',
      'functions/src/routes',
      'functions/src/composition',
      'functions/src/jobs',
      'functions/src/content',
    ],
    message: 'adapters implement ports and know nothing of the use cases or HTTP',
  },
  {
    from: ['functions/src/jobs'],
    to: ['functions/src/adapters', 'functions/src/http', 'functions/src/routes'],
    message: 'a job hands its trigger to a use case, as a route hands its request: it reaches storage through ports',
  },
  {
    from: ['functions/src/content'],
    to: [
      'functions/src/adapters',
      'functions/src/usecases',
      'functions/src/context',
      'functions/src/http',
      'functions/src/routes',
      'functions/src/composition',
      'functions/src/jobs',
    ],
    message: 'content is data the product ships (its release notes): it imports types, nothing that works',
  },
  {
    // The route kit settles callers and maps refusals; the rules it applies (who is admitted) come from the routes.
    from: ['functions/src/http'],
    to: ['functions/src/usecases', 'functions/src/jobs', 'functions/src/routes'],
    allowedTargets: ['functions/src/usecases/errors.ts'],
    typesAllowed: true,
    // A test of the kit may run it over the real route tables and use cases.
    testsExempt: true,
    message: 'the HTTP layer applies no use-case rule: it may import the refusals (usecases/errors.ts) and types only',
  },
  {
    from: ['frontend/src/features'],
    to: ['frontend/src/app'],
    message: 'a feature may not import the app shell (src/app composes the features)',
  },
  {
    from: ['frontend/src/ui', 'frontend/src/api', 'frontend/src/host', 'frontend/src/i18n'],
    to: ['frontend/src/features', 'frontend/src/app'],
    message: 'the shared layers of the page (ui, api, host, i18n) may not import a feature or the app shell',
  },
  {
    // The controls show what they are given; the server state behind them lives in api/ and reaches them
    // through the contexts ui declares (ui/fields/FieldDataSource.tsx), provided by the app shell.
    from: ['frontend/src/ui'],
    to: ['frontend/src/api'],
    message:
      'ui is presentational and may not import api: declare what it needs (as ui/fields/FieldDataSource.tsx does) and let app or the feature provide it',
  },
];

/**
 * The walls of the use cases (docs/architecture.md, "The walls of the use cases"). The floors lie below
 * every group and import none; a floor imports only the floors listed before it (common is the lowest).
 * Every other folder of the use cases is a group, imported from outside its folder only through its front
 * door, `usecases/<group>/index.ts`.
 */
const USECASES = 'functions/src/usecases';
const FLOORS = ['common', 'placement'];

/**
 * The folder of the use cases a file (or an imported folder, its index) is in: a group or a floor; null
 * outside them and for their loose files (errors.ts).
 */
function usecaseFolderOf(file) {
  const parts = path.relative(path.join(root, USECASES), file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0]) || parts[0] === '') return null;
  if (parts.length >= 2) return parts[0];
  return existsSync(file) && statSync(file).isDirectory() ? parts[0] : null;
}

const isFrontDoor = (resolved, group) => {
  const door = path.join(root, USECASES, group);
  const target = resolved.replace(/\.(ts|js)$/, '');
  return target === door || target === path.join(door, 'index');
};

function wallProblem(file, resolved) {
  const to = usecaseFolderOf(resolved);
  const from = usecaseFolderOf(file);
  if (!to || from === to) return null;
  if (FLOORS.includes(from)) {
    if (!FLOORS.includes(to)) return `the floor ${from} may not import the group ${to}: the floors lie below every group`;
    if (FLOORS.indexOf(to) > FLOORS.indexOf(from)) return `the floor ${from} lies below ${to} and may not import it`;
    return null;
  }
  if (!FLOORS.includes(to) && !isFrontDoor(resolved, to))
    return `import the ${to} group through its front door (usecases/${to}/index.ts), not one of its files`;
  return null;
}

/** Outside its tests, shared imports no package but zod. */
const SHARED_PACKAGES = /^zod(\/|$)/;

const within = (file, folder) => {
  const relative = path.relative(path.join(root, folder), file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

function workspaceOf(file) {
  return path.relative(root, file).split(path.sep)[0];
}

function featureOf(file) {
  const parts = path.relative(path.join(root, 'frontend', 'src', 'features'), file).split(path.sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0];
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
/** Test helpers live in folders named testing/, beside the code they help test. */
const inTestingFolder = (file) => path.relative(root, file).split(path.sep).slice(0, -1).includes('testing');

function packageProblem(file, workspace, source) {
  if (source.startsWith('@listboard/')) {
    const target = source.split('/')[1];
    return (allowedPackages[workspace] ?? []).includes(target) ? null : `${workspace} may not import @listboard/${target}`;
  }
  if (workspace === 'shared' && !isTest(file) && !SHARED_PACKAGES.test(source)) return `shared imports no package but zod (not ${source})`;
  const rule = folderRules.find(
    (r) => r.packages?.test(source) && r.from.some((f) => within(file, f)) && !r.except?.some((f) => within(file, f)),
  );
  return rule ? rule.message : null;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/** Whether a rule lets this import through: a target it allows by name, or only types where it allows them. */
const ruleAllows = (rule, resolved, node) =>
  (rule.allowedTargets ?? []).some((target) => path.join(root, target).replace(/\.ts$/, '') === resolved.replace(/\.(ts|js)$/, '')) ||
  (rule.typesAllowed === true && isTypeOnly(node));

const ruleGuards = (rule, file) =>
  rule.from.some((f) => within(file, f)) && !rule.except?.some((f) => within(file, f)) && !(rule.testsExempt && isTest(file));

function relativeProblem(file, workspace, resolved, node) {
  // Build tooling is shared by the build scripts of every workspace; it is not a layer.
  if (within(resolved, 'infra/tooling')) return null;
  const targetWorkspace = workspaceOf(resolved);
  if (targetWorkspace !== workspace && targetWorkspace in allowedPackages)
    return `import ${targetWorkspace} through its package, not a relative path`;
  if (inTestingFolder(resolved) && !isTest(file) && !inTestingFolder(file))
    return 'a testing/ folder holds test helpers: only tests and other helpers import it';
  const from = featureOf(file);
  const to = featureOf(resolved);
  if (from && to && from !== to) return `feature ${from} may not import feature ${to}; compose features in src/app`;
  const rule = folderRules.find((r) => r.to?.some((t) => within(resolved, t)) && ruleGuards(r, file) && !ruleAllows(r, resolved, node));
  return rule ? rule.message : wallProblem(file, resolved);
}

function check(context, node) {
  const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
  if (!source) return;
  const file = context.filename;
  const workspace = workspaceOf(file);
  if (!(workspace in allowedPackages) || (source.startsWith('node:') && workspace !== 'shared')) return;
  const problem = source.startsWith('.')
    ? relativeProblem(file, workspace, path.resolve(path.dirname(file), source), node)
    : packageProblem(file, workspace, source);
  if (problem) context.report({ node, message: problem });
}

export default {
  rules: {
    'import-fences': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const visit = (node) => check(context, node);
        return { ImportDeclaration: visit, ExportAllDeclaration: visit, ExportNamedDeclaration: visit, ImportExpression: visit };
      },
    },
  },
};
