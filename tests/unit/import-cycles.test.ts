import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles in product code (bin, infra, lambdas, local, web/src). Chosen over
 * import-x/no-cycle, which resolves every import of every file on each lint run: here the graph is
 * built once from the import specifiers (relative paths and the #contracts/* alias; packages are
 * leaves) and its strongly connected components are found with Tarjan's algorithm.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const productFolders = ['bin', 'infra', 'lambdas', 'local', 'web/src'];
// Static imports and re-exports only: a dynamic import() loads a lazy chunk later and does not
// take part in evaluation order (web/src/features/meter-reading prefetches its submit page so).
const importPattern = /(?:^|[;\n])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const commentPattern = /\/\*[\s\S]*?\*\/|(?<![:'"])\/\/[^\n]*/g;

function sourceFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  let base: string;
  if (specifier.startsWith('#contracts/')) base = path.join(root, 'lambdas/contracts', specifier.slice(11));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  base = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => files.has(file));
}

/** Type-only imports are erased, but a cycle through them still tangles the design: they count. */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = [...text.replace(commentPattern, '').matchAll(importPattern)]
      .map((match) => resolve(file, match[1] ?? '', files))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one module, or a module importing itself. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  function visit(node: string): void {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function productSources(): Map<string, string> {
  const files = productFolders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  return new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
}

describe('import cycles in product code', () => {
  it('finds none', () => {
    const sources = productSources();
    expect(sources.size).toBeGreaterThan(50);
    const cycles = findCycles(importGraph(sources)).map((cycle) => cycle.map((file) => path.relative(root, file)));
    expect(cycles).toEqual([]);
  });

  it('reports a probe cycle through a relative import and the #contracts alias', () => {
    const sources = productSources();
    const a = path.join(root, 'lambdas/contracts/probe-a.ts');
    const b = path.join(root, 'lambdas/shared/probe-b.ts');
    sources.set(a, "import { b } from '../shared/probe-b.js';\nexport const a = b;");
    sources.set(b, "import type { A } from '#contracts/probe-a';\nexport const b = 1;");
    expect(findCycles(importGraph(sources))).toEqual([[a, b].sort()]);
  });

  it('reports a module importing itself and ignores packages', () => {
    const self = path.join(root, 'web/src/lib/probe.ts');
    const graph = importGraph(
      new Map([[self, "export * from './probe';\nimport { z } from 'zod';\n// import { x } from './probe';"]]),
    );
    expect(findCycles(graph)).toEqual([[self]]);
  });
});
