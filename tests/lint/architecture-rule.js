// @ts-check
/**
 * ESLint rule `architecture/boundaries`: the one-way layering of docs/architecture.md.
 *  - src/modules/<a> never imports src/modules/<b>, nor src/app;
 *  - shared layers (src/api, src/config, src/i18n, src/lib, src/session, src/ui) never import modules or app;
 *  - machines/ never imports src/, React or @xstate/react;
 *  - mocks/ is imported only by tests/ (and *.test files) and the mock-mode bootstrap.
 * Paths are resolved from the specifier alone (aliases and relative), so the rule needs no
 * resolver and works on text that is not on disk (the rule's own test lints fixtures as text).
 */
import path from 'node:path';

const ALIASES = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
  ['@mocks/', 'mocks/'],
  ['@tests/', 'tests/'],
];
const SHARED = ['src/api/', 'src/config/', 'src/i18n/', 'src/lib/', 'src/session/', 'src/ui/'];
const REACT = /^(react|react-dom|@xstate\/react)(\/|$)/;
const MOCK_BOOTSTRAP = 'src/mock-mode.ts';

/** @param {string} root @param {string} file @param {string} spec */
function resolveTarget(root, file, spec) {
  for (const [alias, dir] of ALIASES) if (spec.startsWith(alias)) return dir + spec.slice(alias.length);
  if (spec.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep).join('/');
  return null; // a package
}

/** @param {string} rel */
const moduleOf = (rel) => /^src\/modules\/([^/]+)\//.exec(rel)?.[1];

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the layers of docs/architecture.md apart' },
    messages: {
      crossModule: 'Module "{{from}}" must not import module "{{to}}": move shared code to src/ui or src/lib.',
      sharedToModule: 'Shared layer must not import {{to}}: dependencies point from app to modules to shared.',
      moduleToApp: 'Module "{{from}}" must not import src/app: the app imports modules, not the other way round.',
      machineToSrc: 'machines/ must not import src/: inject what a machine needs as actors.',
      machineToReact: 'machines/ must not import React ({{to}}): machines are plain XState.',
      mocksOutsideTests: 'mocks/ is only for tests and src/mock-mode.ts.',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const rel = path.relative(root, file).split(path.sep).join('/');
    const isTest = rel.startsWith('tests/') || /\.test\.tsx?$/.test(rel);

    /** @param {import('estree').Node} node @param {string} spec */
    function check(node, spec) {
      if (rel.startsWith('machines/') && REACT.test(spec)) {
        context.report({ node, messageId: 'machineToReact', data: { to: spec } });
        return;
      }
      const target = resolveTarget(root, file, spec);
      if (!target) return;
      const from = moduleOf(rel);
      const to = moduleOf(target);
      if (from && to && from !== to) context.report({ node, messageId: 'crossModule', data: { from, to } });
      if (from && target.startsWith('src/app/')) context.report({ node, messageId: 'moduleToApp', data: { from } });
      if (SHARED.some((s) => rel.startsWith(s)) && (target.startsWith('src/modules/') || target.startsWith('src/app/'))) {
        context.report({ node, messageId: 'sharedToModule', data: { to: target } });
      }
      if (rel.startsWith('machines/') && target.startsWith('src/')) context.report({ node, messageId: 'machineToSrc' });
      if (target.startsWith('mocks/') && !rel.startsWith('mocks/') && !isTest && rel !== MOCK_BOOTSTRAP) {
        context.report({ node, messageId: 'mocksOutsideTests' });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      },
    };
  },
};

export default { rules: { boundaries } };
