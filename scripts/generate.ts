/**
 * `npm run generate`: rebuilds src/api/generated/ from openapi/*.yaml:
 *   <doc>/hooks/          orval react-query hooks per tag, calling their server's mutator in src/api/mutator.ts
 *   <doc>/model/          orval model types: the one type family of the contract
 *   <doc>/zod/            orval zod schemas per tag
 *   <doc>/operations.ts   every operation's types and policy, <doc>/lists.ts its list reads
 *                         (scripts/generate-operations.ts)
 * `npm run generate:check`: regenerates in a temporary copy of what generation reads and fails when the
 * committed output differs (a spec edited without regenerating). It never writes to the tree, so a
 * check stopped halfway or a dev server running beside it sees the generated code untouched.
 */
import { execSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';
import { missingNames, operationFiles, type Spec } from './generate-operations';

const OUT = 'src/api/generated';
const DOCS = ['rest', 'oauth', 'epayment', 'face', 'helpdesk'];
const check = process.argv.includes('--check');

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(p, readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

function restore(files: Map<string, string>) {
  rmSync(OUT, { recursive: true, force: true });
  for (const [p, text] of files) {
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
  }
}

function generate() {
  rmSync(OUT, { recursive: true, force: true });
  // The tables first: orval bundles the mutator, which imports them (src/api/call-policy.ts).
  const tables = DOCS.map((doc) => {
    const { operations, lists, names } = operationFiles(
      doc,
      parseYaml(readFileSync(`openapi/${doc}.yaml`, 'utf8')) as Spec,
    );
    mkdirSync(join(OUT, doc), { recursive: true });
    writeFileSync(join(OUT, doc, 'operations.ts'), operations);
    writeFileSync(join(OUT, doc, 'lists.ts'), lists);
    return { doc, names };
  });
  execSync('npx orval --config scripts/orval.config.ts', { stdio: 'pipe' });
  for (const { doc, names } of tables) {
    for (const [file, text] of snapshot(join(OUT, doc, 'zod')))
      writeFileSync(file, lazySchemas(withoutDescriptions(text)));
    const missing = missingNames(OUT, doc, names);
    if (missing.length) throw new Error(`openapi/${doc}.yaml: orval wrote no ${missing.join(', ')}`);
  }
  writeFileSync(
    join(OUT, 'README.md'),
    '# Generated code: do not edit\n\nEverything here is rebuilt by `npm run generate` from `openapi/*.yaml`;\n`npm run generate:check` (part of `npm test`) fails when it is out of date.\n',
  );
  // Formatted like the rest of the tree, so `npm run lint`'s format check covers it too.
  execSync(`npx prettier --write --log-level warn ${OUT}`, { stdio: 'pipe' });
}

const parse = (text: string) => ts.createSourceFile('schemas.ts', text, ts.ScriptTarget.Latest, true);

/** A [start, end) range of a source text and what replaces it. */
interface Edit {
  start: number;
  end: number;
  by: (inner: string) => string;
}

/** `text` with each edit made, last first so earlier offsets hold. */
function edit(text: string, edits: Edit[]): string {
  let out = text;
  for (const { start, end, by } of [...edits].sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}${by(out.slice(start, end))}${out.slice(end)}`;
  return out;
}

/**
 * orval's `.describe('…')` on every field dropped: zod clones the schema and records the text in its
 * global registry for each one, and nothing reads them (the contract's descriptions stay in
 * openapi/ and in the model types' comments). Bytes and build time of every answer's check.
 */
function withoutDescriptions(text: string): string {
  const source = parse(text);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'describe' &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0]!)
    ) {
      edits.push({ start: node.expression.expression.getEnd(), end: node.getEnd(), by: () => '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edit(text, edits);
}

/**
 * Every exported schema of orval's zod output wrapped in `zod.lazy(() => ...)`: a tag's module holds
 * every operation's schemas, and zod builds an object schema field by field when its module is
 * evaluated, while the app checks only a few answers per page (call-policy.ts, list-policy.ts). Lazy,
 * a schema is built on its first parse: the reserve page's biggest task was building schemas it never
 * used. The TypeScript parser finds each export's initializer, so nothing depends on
 * orval's line layout.
 */
function lazySchemas(text: string): string {
  const source = parse(text);
  const edits: Edit[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && ts.isCallExpression(init))
        edits.push({ start: init.getStart(source), end: init.getEnd(), by: (inner) => `zod.lazy(() => ${inner})` });
    }
  }
  return edit(text, edits);
}

/** Generation's inputs copied into a fresh folder (node_modules linked), where the check generates. */
function scratchCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'samad-generate-'));
  for (const path of ['openapi', 'scripts', 'package.json', '.prettierrc.json', '.prettierignore', 'tsconfig.json'])
    if (existsSync(path)) cpSync(path, join(root, path), { recursive: true });
  // The mutators orval links the hooks to, without the generated code itself.
  cpSync('src/api', join(root, 'src/api'), {
    recursive: true,
    filter: (from) => !relative('src/api', from).startsWith('generated'),
  });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

function fail(error: unknown): never {
  const e = error as { stderr?: Buffer; stdout?: Buffer; message: string };
  console.error(`generate failed:\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? e.message}`);
  process.exit(1);
}

if (check) {
  const committed = snapshot(OUT);
  const project = process.cwd();
  const root = scratchCopy();
  let fresh: Map<string, string>;
  try {
    process.chdir(root);
    generate();
    fresh = snapshot(OUT);
  } catch (error) {
    process.chdir(project);
    rmSync(root, { recursive: true, force: true });
    fail(error);
  }
  process.chdir(project);
  rmSync(root, { recursive: true, force: true });
  const changed = [...new Set([...committed.keys(), ...fresh.keys()])].filter((p) => committed.get(p) !== fresh.get(p));
  if (changed.length) {
    console.error(
      `generate:check: src/api/generated is out of date with openapi/ (${changed.length} files differ, e.g. ${changed.slice(0, 5).join(', ')}).\nRun \`npm run generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`generate:check: ${fresh.size} generated files match openapi/`);
} else {
  const before = snapshot(OUT);
  try {
    generate();
  } catch (error) {
    restore(before);
    fail(error);
  }
  console.log(`generate: ${snapshot(OUT).size} files in ${OUT}`);
}
