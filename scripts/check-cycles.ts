/**
 * Import cycles (architecture.md: "no import cycles"), checked over src/, machines/, mocks/ and
 * tests/ with TypeScript's own parser and module resolution (tsconfig paths included).
 * Type-only imports and dynamic import() (lazy routes) are not cycles at run time and are skipped.
 * eslint-plugin-import-x's no-cycle did this before; it needs unrs-resolver, whose platform
 * bindings this registry only partly carries, which breaks `npm ci`.
 *
 *   tsx scripts/check-cycles.ts [dir ...]     exit 1 and print each cycle when there is one
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

function compilerOptions(): ts.CompilerOptions {
  const file = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!file) throw new Error('tsconfig.json not found');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    // fixtures hold deliberate cycles (the lint test's); they are checked only when named as the root
    if (name === 'node_modules' || name === 'generated' || name === 'fixtures' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The runtime (value) imports and re-exports of a file, as module specifiers. */
function runtimeImports(file: string): string[] {
  const text = ts.sys.readFile(file) ?? '';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier)) specs.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specs.push(statement.moduleSpecifier.text);
    }
  }
  return specs;
}

export function findCycles(dirs: string[]): string[][] {
  const options = compilerOptions();
  const files = dirs.flatMap((d) => sourceFiles(resolve(root, d)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const edges: string[] = [];
    for (const spec of runtimeImports(file)) {
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolve(resolved))) edges.push(resolve(resolved));
    }
    graph.set(file, edges);
  }

  // Tarjan's strongly connected components: each component of 2+ files (or a self-import) is a cycle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.map((f) => relative(root, f)).sort());
    }
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dirs = process.argv.slice(2);
  const cycles = findCycles(dirs.length ? dirs : ['src', 'machines', 'mocks', 'tests', 'scripts']);
  if (cycles.length) {
    console.error(`Import cycles (${cycles.length}):`);
    for (const c of cycles) console.error(`  ${c.join(' ⇄ ')}`);
    process.exit(1);
  }
  console.log('check-cycles: no import cycles');
}
