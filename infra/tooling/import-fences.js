// Import fences between the workspaces and between frontend features (README, "Layers").
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

function workspaceOf(file) {
  return path.relative(root, file).split(path.sep)[0];
}

function featureOf(file) {
  const parts = path.relative(path.join(root, 'frontend', 'src', 'features'), file).split(path.sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0];
}

function check(context, node) {
  const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
  if (!source) return;
  const file = context.filename;
  const workspace = workspaceOf(file);
  if (!(workspace in allowedPackages)) return;
  if (source.startsWith('@listboard/')) {
    const target = source.split('/')[1];
    const allowed = allowedPackages[workspace] ?? [];
    if (!allowed.includes(target)) {
      context.report({ node, message: `${workspace} may not import @listboard/${target}` });
    }
    return;
  }
  if (!source.startsWith('.')) return;
  const resolved = path.resolve(path.dirname(file), source);
  // Build tooling is shared by the build scripts of every workspace; it is not a layer.
  if (resolved.startsWith(path.join(root, 'infra', 'tooling'))) return;
  const targetWorkspace = workspaceOf(resolved);
  if (targetWorkspace !== workspace && targetWorkspace in allowedPackages) {
    context.report({ node, message: `import ${targetWorkspace} through its package, not a relative path` });
    return;
  }
  const from = featureOf(file);
  const to = featureOf(resolved);
  if (from && to && from !== to) {
    context.report({ node, message: `feature ${from} may not import feature ${to}; compose features in src/app` });
  }
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
