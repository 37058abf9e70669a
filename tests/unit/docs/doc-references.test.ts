import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  citationProblems,
  headingsOf,
  linkProblems,
  pathProblems,
  repositoryPathOf,
  slugOf,
  type Problem,
} from './doc-references';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));

function readDoc(docPath: string): string | undefined {
  const file = path.join(root, docPath);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

const describeProblems = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line} ${p.message}`);

describe('doc citations in code', () => {
  it('name a docs file and a heading that exist, and never the README', () => {
    const code = tracked.filter(
      (file) =>
        /\.(ts|tsx|js|mjs|json|css|html)$|^\.ci\//.test(file) &&
        !file.endsWith('package-lock.json') &&
        !file.startsWith('tests/unit/docs/'),
    );
    const problems = code.flatMap((file) =>
      citationProblems(file, readFileSync(path.join(root, file), 'utf8'), readDoc),
    );
    expect(describeProblems(problems)).toEqual([]);
  });

  it('reports a missing file, a missing heading and a README citation', () => {
    const docs: Record<string, string> = {
      'docs/a.md': '# A\n\n## Deploying to AWS (ops)\n',
      'docs/b.md': `# B\n\n${'Text of its own.\n'.repeat(10)}\n## C\n`,
    };
    const source = [
      '// docs/a.md › Deploying to AWS',
      '/* see docs/a.md ›',
      ' * Nowhere) */',
      '// docs/missing.md › A',
      '// (README: Security)',
      '// docs/a.md › A',
      'const notACitation = 1;',
      '// docs/b.md › B',
    ].join('\n');
    const problems = citationProblems('x.ts', source, (p) => docs[p]);
    expect(describeProblems(problems)).toEqual([
      'x.ts:2 cites "Nowhere" in docs/a.md, which has no such heading',
      'x.ts:4 cites docs/missing.md, which does not exist',
      'x.ts:6 cites only the title of docs/a.md: cite the section',
      'x.ts:5 cites the README: cite docs/<file>.md › <Heading>',
    ]);
  });
});

describe('links in the docs', () => {
  it('resolve to files and headings that exist', () => {
    const markdown = tracked.filter((file) => file.endsWith('.md'));
    expect(markdown).toContain('README.md');
    const problems = markdown.flatMap((file) => linkProblems(file, readFileSync(path.join(root, file), 'utf8'), root));
    expect(describeProblems(problems)).toEqual([]);
  });

  it('reports a missing file and a missing anchor', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
    writeFileSync(path.join(dir, 'b.md'), '# Page speed (`npm run bench:web`)\n');
    const markdown = '[ok](b.md#page-speed-npm-run-benchweb) [gone](c.md) [bad](b.md#nope) [web](https://example.org)';
    expect(describeProblems(linkProblems('a.md', markdown, dir))).toEqual([
      'a.md:1 links to c.md, which does not exist',
      'a.md:1 links to #nope, which is no heading of b.md',
    ]);
  });

  it('makes GitHub anchors from headings', () => {
    expect(headingsOf('# A `b` [c](d)\n```\n# not\n```\n## E')).toEqual(['A b c', 'E']);
    expect(slugOf('Page speed (npm run bench:web)')).toBe('page-speed-npm-run-benchweb');
  });
});

describe('repository paths in backticks in the docs and the READMEs', () => {
  /** Every tracked file and every folder that holds one. */
  const paths = new Set(
    tracked.flatMap((file) => file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))),
  );

  it('name files and folders that exist', () => {
    const markdown = tracked.filter(
      (file) => file.endsWith('.md') && (file.startsWith('docs/') || /(^|\/)README\.md$/.test(file)),
    );
    expect(markdown).toContain('lambdas/README.md');
    const problems = markdown.flatMap((file) =>
      pathProblems(file, readFileSync(path.join(root, file), 'utf8'), (repoPath) => paths.has(repoPath)),
    );
    expect(describeProblems(problems)).toEqual([]);
  });

  it('reports a path that is gone, and leaves placeholders, globs, commands and build output alone', () => {
    const markdown = [
      'See `web/src/features/legal/content/types.ts` and `lambdas/README.md`.',
      '`lambdas/<verb>-<resource>/handler.ts`, `events/*.json`, `npm run build`, `web/dist/index.html`, `../shared/TOOLCHAIN.md`',
      '```',
      '`tests/in-a-fence.ts`',
      '```',
      'and `tests/unit/gone/` with `bin/serve.ts:12`, `/work/shared/TOOLCHAIN.md`',
    ].join('\n');
    const exists = (repoPath: string) => ['lambdas/README.md', 'bin/serve.ts'].includes(repoPath);
    expect(describeProblems(pathProblems('a.md', markdown, exists))).toEqual([
      'a.md:1 names web/src/features/legal/content/types.ts, which is no file or folder of the repository',
      'a.md:6 names tests/unit/gone, which is no file or folder of the repository',
      'a.md:6 names /work/shared/TOOLCHAIN.md, a path on one machine: name the file as the repository sees it',
    ]);
    expect(repositoryPathOf('docs/api.md#routes')).toBe('docs/api.md');
    expect(repositoryPathOf('package.json')).toBeUndefined();
  });
});
