/**
 * `npm run check:html`: the W3C Nu Html Checker (vnu-jar, needs a Java runtime) over every HTML file
 * of the web build in web/dist. Prints errors and warnings grouped by file and exits non-zero on any
 * error (docs/accessibility.md › Valid markup).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message of vnu's `--format json` report (the fields this script uses). */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export interface Finding {
  severity: 'error' | 'warning';
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

/**
 * Markup the HTML Standard allows but this checker (vnu-jar, pinned) does not know yet, each
 * dropped only where its extract shows that very markup. `<link rel="expect" blocking="render">`
 * holds a page's first paint until the end of its document is parsed (web/index.html;
 * docs/first-paint.md › Nothing moves): the standard allows `blocking` on `rel="expect"` as on
 * `rel="stylesheet"` (its link-type-expect section), the checker only on the latter.
 */
const CHECKER_GAPS: { message: string; extract: string }[] = [
  {
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: '<link rel="expect"',
  },
];

const isCheckerGap = (message: VnuMessage) =>
  CHECKER_GAPS.some((gap) => message.message === gap.message && Boolean(message.extract?.includes(gap.extract)));

/**
 * Reads vnu's JSON report into findings per file (paths relative to `root`). Errors and fatal
 * errors count as errors; `info` messages of subtype `warning` as warnings; plain `info` (such as
 * "Trailing slash on void elements has no effect", which React's own markup triggers) is dropped,
 * and so are the checker's known gaps (CHECKER_GAPS).
 */
export function parseVnuReport(json: string, root: string): Map<string, Finding[]> {
  const { messages } = JSON.parse(json) as { messages: VnuMessage[] };
  const byFile = new Map<string, Finding[]>();
  for (const message of messages) {
    if (isCheckerGap(message)) continue;
    const severity =
      message.type === 'info' ? (message.subType === 'warning' ? 'warning' : undefined) : ('error' as const);
    if (!severity) continue;
    const file = message.url ? relative(root, fileURLToPath(message.url)) : '(no file)';
    const findings = byFile.get(file) ?? [];
    findings.push({
      severity,
      line: message.lastLine,
      column: message.firstColumn ?? message.lastColumn,
      message: message.message,
      extract: message.extract?.replace(/\s+/g, ' ').trim(),
    });
    byFile.set(file, findings);
  }
  return new Map([...byFile].sort(([a], [b]) => a.localeCompare(b)));
}

export function formatReport(byFile: Map<string, Finding[]>): { text: string; errors: number; warnings: number } {
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const [file, findings] of byFile) {
    lines.push(file);
    for (const finding of findings) {
      if (finding.severity === 'error') errors++;
      else warnings++;
      const where = finding.line === undefined ? '' : `${finding.line}:${finding.column ?? 0} `;
      lines.push(`  ${where}${finding.severity}: ${finding.message}`);
      if (finding.extract) lines.push(`    ${finding.extract}`);
    }
  }
  lines.push(`${errors} error(s), ${warnings} warning(s) from the Nu Html Checker.`);
  return { text: lines.join('\n'), errors, warnings };
}

function main(): number {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const distDir = fileURLToPath(new URL('../web/dist', import.meta.url));
  const jar = fileURLToPath(new URL('../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url));
  if (!existsSync(`${distDir}/index.html`)) {
    console.error('No web build found in web/dist. Run `npm run build` first.');
    return 1;
  }
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) {
    console.error(
      'The Nu Html Checker needs a Java runtime and `java` is not on PATH. Install one, for example ' +
        '`sudo apt-get install default-jre-headless` on Debian or Ubuntu.',
    );
    return 1;
  }
  // vnu writes its JSON report to stderr and exits 1 when it finds an error.
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--skip-non-html', distDir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || !run.stderr.trimStart().startsWith('{')) {
    console.error('The Nu Html Checker did not run:', run.error?.message ?? run.stderr);
    return 1;
  }
  const { text, errors } = formatReport(parseVnuReport(run.stderr, root));
  (errors ? console.error : console.log)(text);
  return errors ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main());
