import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Checks that what the code and the docs point at still exists: `docs/<file>.md › <Heading>`
 * citations in code comments, relative links (with their `#anchors`) in the markdown, and
 * repository paths written in backticks in the markdown.
 */

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Heading texts of a markdown document, outside code fences, with inline markup removed. */
export function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,6} (.*)$/.exec(line);
    if (heading) headings.push(plainText(heading[1]!));
  }
  return headings;
}

function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** A cited heading matches a heading with the same text, or the same text before a trailing "(...)". */
function hasHeading(headings: string[], cited: string): boolean {
  return headings.some((heading) => heading === cited || heading.replace(/\s*\([^)]*\)$/, '') === cited);
}

const citation = /docs\/[\w./-]+?\.md(?: › ([^).;,:*`\n]+))?/g;

/** Under this many lines between a document's title and its first section, the title names no section. */
const TITLE_SECTION_LINES = 10;

/** Lines from the first heading to the second (the whole document when it has one heading). */
function titleSectionLines(markdown: string): number {
  const lines = markdown.split('\n');
  const first = lines.findIndex((line) => /^#{1,6} /.test(line));
  const second = lines.findIndex((line, index) => index > first && /^#{1,6} /.test(line));
  return second === -1 ? Number.POSITIVE_INFINITY : second - first;
}

/** Doc citations in one source file; `readDoc` returns a doc's text, or undefined when it does not exist. */
export function citationProblems(
  file: string,
  source: string,
  readDoc: (docPath: string) => string | undefined,
): Problem[] {
  const problems: Problem[] = [];
  // A citation may wrap across comment lines: join them, keeping line numbers by offset.
  const joined = source.replace(/\n[ \t]*(?:\*(?!\/)|\/\/)[ \t]*/g, (gap) => ' '.padEnd(gap.length));
  for (const match of joined.matchAll(citation)) {
    const line = source.slice(0, match.index).split('\n').length;
    const docPath = match[0].split(' › ')[0]!;
    const doc = readDoc(docPath);
    if (doc === undefined) {
      problems.push({ file, line, message: `cites ${docPath}, which does not exist` });
      continue;
    }
    const cited = match[1]?.replace(/\s+/g, ' ').trim();
    const headings = headingsOf(doc);
    if (cited && !hasHeading(headings, cited)) {
      problems.push({ file, line, message: `cites "${cited}" in ${docPath}, which has no such heading` });
    } else if (cited && hasHeading(headings.slice(0, 1), cited) && titleSectionLines(doc) < TITLE_SECTION_LINES) {
      // A title with little text of its own before the sections says no more than the file name.
      problems.push({ file, line, message: `cites only the title of ${docPath}: cite the section` });
    }
  }
  source.split('\n').forEach((text, index) => {
    if (/README(?: ›|: [A-Z])/.test(text)) {
      problems.push({ file, line: index + 1, message: 'cites the README: cite docs/<file>.md › <Heading>' });
    }
  });
  return problems;
}

/** Relative links (and their anchors) in one markdown file, resolved against the file's folder. */
export function linkProblems(file: string, markdown: string, root: string): Problem[] {
  const problems: Problem[] = [];
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('```')) inFence = !inFence;
    if (inFence) return;
    for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/i.test(target)) continue;
      const [targetPath, anchor] = target.split('#') as [string, string | undefined];
      const resolved = targetPath ? path.join(path.dirname(file), targetPath) : file;
      if (!existsSync(path.join(root, resolved))) {
        problems.push({ file, line: index + 1, message: `links to ${target}, which does not exist` });
        continue;
      }
      if (anchor && resolved.endsWith('.md')) {
        const slugs = headingsOf(readFileSync(path.join(root, resolved), 'utf8')).map(slugOf);
        if (!slugs.includes(anchor)) {
          problems.push({ file, line: index + 1, message: `links to #${anchor}, which is no heading of ${resolved}` });
        }
      }
    }
  });
  return problems;
}

/** The top-level folders a repository path in the docs starts with. */
const REPOSITORY_FOLDERS = ['web', 'lambdas', 'local', 'infra', 'bin', 'tests', 'docs', 'bench', '.ci'];

/** What the build and the tools write, so never in the repository: a doc may name them. */
const GENERATED = [
  'web/dist',
  'web/dist-server',
  'web/.prerender-server',
  'cdk.out',
  'node_modules',
  'bench/results',
  'test-results',
  'playwright-report',
];

/**
 * The repository path a backticked span names, or undefined when it names none: it starts with a
 * top-level folder and holds no placeholder or glob (`lambdas/<verb>-<resource>/`, `events/*.json`,
 * `{a,b}`) and no space (a command). A trailing `:line` or `#anchor` is dropped.
 */
export function repositoryPathOf(span: string): string | undefined {
  if (/[\s<>*{}$|?[\]]/.test(span)) return undefined;
  const candidate = span.replace(/#.*$/, '').replace(/:\d+(?::\d+)?$/, '');
  const top = candidate.split('/')[0]!;
  if (!candidate.includes('/') || !REPOSITORY_FOLDERS.includes(top)) return undefined;
  return candidate.replace(/\/+$/, '');
}

/**
 * Repository paths in backticks in one markdown file (outside code fences) that name no file or
 * folder of the repository; `exists` answers for a path relative to the repository root.
 */
export function pathProblems(file: string, markdown: string, exists: (repoPath: string) => boolean): Problem[] {
  const problems: Problem[] = [];
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    if (text.trimStart().startsWith('```')) inFence = !inFence;
    if (inFence) return;
    for (const match of text.matchAll(/`([^`\n]+)`/g)) {
      if (/^\/(work|home|root|Users)\//.test(match[1]!)) {
        problems.push({
          file,
          line: index + 1,
          message: `names ${match[1]}, a path on one machine: name the file as the repository sees it`,
        });
        continue;
      }
      const repoPath = repositoryPathOf(match[1]!);
      if (!repoPath || GENERATED.some((generated) => repoPath === generated || repoPath.startsWith(`${generated}/`)))
        continue;
      if (!exists(repoPath))
        problems.push({
          file,
          line: index + 1,
          message: `names ${repoPath}, which is no file or folder of the repository`,
        });
    }
  });
  return problems;
}
