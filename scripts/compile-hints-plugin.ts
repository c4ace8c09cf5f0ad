import { rspack, type Rspack } from '@rsbuild/core';

/**
 * V8's explicit compile hint (Chrome 136+), the first line of a script: compile every function in
 * it at once, on the background thread that parses the script while it downloads. Without it V8
 * compiles a function the first time it is called, on the main thread: on a first load that is
 * every module factory and every component of the first page, in the page's longest tasks.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the top of the scripts a first page runs at once: the entry's (index.html's
 * scripts) and those of the chunk groups the route preload hint fetches (scripts/route-preload.ts).
 * Not the other lazy chunks: most of their functions are never called on a given visit, and compiling
 * them would cost memory and a phone's second core for nothing. After the minifier, which drops comments.
 */
export class CompileHintsPlugin {
  constructor(private readonly groups: readonly string[]) {}

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'compile-hints', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set<string>();
          for (const entry of compilation.entrypoints.values()) for (const file of entry.getFiles()) files.add(file);
          for (const name of this.groups)
            for (const file of compilation.namedChunkGroups.get(name)?.getFiles() ?? []) files.add(file);
          for (const file of files) {
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
