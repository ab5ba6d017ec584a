/**
 * Fails when our code has an import cycle, type imports included (design.md: "No import cycles,
 * type imports included"). ESLint's import-x/no-cycle catches cycles of values only, so
 * `npm run lint` runs this too. It asks TypeScript itself which file each import names, with each
 * project's own compiler options, so `.js` imports of `.ts` files and workspace packages resolve as
 * they do in the build.
 *
 *   npx tsx scripts/import-cycles.mts        lists every cycle and exits 1 if there is one
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** Each tree with the tsconfig that compiles it. */
const PROJECTS = [
  { tsconfig: 'tsconfig.json', dirs: ['api/src', 'contract/src'] },
  { tsconfig: 'public-site/tsconfig.json', dirs: ['public-site/src'] },
  { tsconfig: 'console/tsconfig.json', dirs: ['console/src'] },
];

function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const file = path.join(root, tsconfig);
  const config = ts.readConfigFile(file, (name) => ts.sys.readFile(name));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(file)).options;
}

/** Every file each file imports or re-exports from (value and type imports alike), within `dirs`. */
function importGraph(tsconfig: string, dirs: string[]): Map<string, string[]> {
  const options = compilerOptions(tsconfig);
  const inside = (file: string) => dirs.some((dir) => file.startsWith(path.join(root, dir) + path.sep));
  const files = dirs.flatMap((dir) =>
    ts.sys.readDirectory(path.join(root, dir), ['.ts', '.tsx', '.mts'], ['**/node_modules/**', '**/*.d.ts']),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles
      .map((imported) => ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule)
      .map((resolved) => (resolved ? path.resolve(resolved.resolvedFileName) : undefined))
      .filter((target): target is string => target !== undefined && inside(target) && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan): each is one or more cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

let failed = false;
for (const project of PROJECTS) {
  for (const component of cycles(importGraph(project.tsconfig, project.dirs))) {
    failed = true;
    console.error(`import cycle (${component.length} files, type imports included):`);
    for (const file of component) console.error(`  ${path.relative(root, file)}`);
  }
}
if (failed) process.exit(1);
console.log('import cycles: none (type imports included)');
