/*
 * HTML written as text, for the parts of a page that a plain script draws before the app has
 * arrived and the app draws again afterwards (web/src/components/MarkupIsland.tsx): one function
 * gives both the same markup. Every interpolated value is escaped unless it is Markup already.
 */

/** Text that is HTML already (escaped, or written by `markup`): interpolated as it is. */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** What `markup` interpolates: text (escaped), markup, lists of markup, or nothing (false, undefined). */
export type MarkupValue = string | Markup | readonly Markup[] | false | null | undefined;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe inside an element or a quoted attribute. Anything but a string throws: an answer
 * of an unexpected shape is not drawn at all rather than drawn as "undefined".
 */
export function escapeHtml(text: string): string {
  if (typeof text !== 'string') throw new TypeError(`Expected text, got ${typeof text}`);
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function valueMarkup(value: MarkupValue): string {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map((item: Markup) => item.text).join('');
  return escapeHtml(value as string);
}

/**
 * A tagged template: markup`<p class="x">${text}</p>` with `text` escaped. Not named `html`:
 * Prettier would format such a template as HTML, adding whitespace that changes what is drawn.
 */
export function markup(strings: TemplateStringsArray, ...values: MarkupValue[]): Markup {
  return new Markup(strings.reduce((text, part, index) => text + valueMarkup(values[index - 1]) + part));
}
