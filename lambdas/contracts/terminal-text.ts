/*
 * Text from a file on its way to an operator's terminal (docs/product/tariffs.md › Importing
 * prices): a control character in a price file (an escape sequence that clears the screen or
 * moves the cursor, a carriage return that overwrites a line, a bidirectional override) is shown
 * as an escape, never obeyed, so a file cannot hide or fake what the import tool says.
 */

const TAB = 0x09;

/** C0 controls but the tab, DEL, C1 controls, Unicode line and paragraph separators and bidirectional controls. */
export function isUnsafeForTerminal(code: number): boolean {
  return (
    (code <= 0x1f && code !== TAB) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** One line of text, every unsafe character written as \xNN or \uNNNN (a newline included). */
export function terminalSafe(text: string): string {
  let safe = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!isUnsafeForTerminal(code)) safe += char;
    else safe += code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return safe;
}
