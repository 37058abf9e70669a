import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationProblems, headingsOf, linkProblems, slugOf, type Problem } from './doc-references';

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
    const docs: Record<string, string> = { 'docs/a.md': '# A\n\n## Deploying to AWS (ops)\n' };
    const source = [
      '// docs/a.md › Deploying to AWS',
      '/* see docs/a.md ›',
      ' * Nowhere) */',
      '// docs/missing.md › A',
      '// (README: Security)',
    ].join('\n');
    const problems = citationProblems('x.ts', source, (p) => docs[p]);
    expect(describeProblems(problems)).toEqual([
      'x.ts:2 cites "Nowhere" in docs/a.md, which has no such heading',
      'x.ts:4 cites docs/missing.md, which does not exist',
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
