/** A column of a printed table: text columns are aligned left, figures right. */
export interface Column {
  title: string;
  align?: 'left' | 'right';
}

/**
 * A table as aligned plain text, or as a Markdown table (`--markdown`, for docs/performance.md and
 * docs/first-paint.md): the title as a paragraph, a blank line, then the rows, `|` in a cell escaped.
 */
export function formatTable(title: string, columns: Column[], rows: string[][], markdown: boolean): string {
  const alignOf = (index: number) => columns[index]!.align ?? (index === 0 ? 'left' : 'right');
  if (markdown) {
    const cells = (row: string[]) => `| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
    return [
      title,
      '',
      cells(columns.map((column) => column.title)),
      `|${columns.map((_, index) => (alignOf(index) === 'left' ? ' --- ' : ' ---: ')).join('|')}|`,
      ...rows.map(cells),
    ].join('\n');
  }
  const header = columns.map((column) => column.title);
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, index) => (alignOf(index) === 'left' ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!)))
      .join('  ')
      .trimEnd();
  return [title, line(header), ...rows.map(line)].join('\n');
}
