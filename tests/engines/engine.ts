/**
 * What the cross-engine cases (cases.ts) need from a browser, so the same cases run in Gecko
 * (firefox.ts, WebDriver BiDi through puppeteer-core) and WebKit (webkit.ts, classic W3C
 * WebDriver). Elements are found by a JavaScript expression evaluated in the page (both protocols
 * hand a returned element back as a reference) and acted on with the driver's own trusted input.
 */
export interface EnginePage {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** The value of a JavaScript expression evaluated in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the element the expression evaluates to, as a person would. */
  click(element: string): Promise<void>;
  /** Types into the element the expression evaluates to, as a person would: after what it holds. */
  type(element: string, text: string): Promise<void>;
  /** Empties the field the expression evaluates to, as a person would: all its text selected with the keyboard, then deleted. */
  clear(element: string): Promise<void>;
  /** The addresses of the browser's other tabs and windows. */
  otherTabs(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** Why it cannot run here (the binary that is missing), or undefined when it can. */
  missing(): string | undefined;
  start(): Promise<void>;
  /** A fresh page with no cookies or storage, `width` CSS px wide. */
  open(width: number): Promise<EnginePage>;
  stop(): Promise<void>;
}

/**
 * After a navigation to `url` has been asked for: waits until the new document has been parsed,
 * not for DOMContentLoaded or load, which wait for the app's module scripts when a case holds them
 * back (tests/engines/holding-proxy.ts).
 */
export async function waitUntilParsed(url: string, evaluate: (expression: string) => Promise<boolean>) {
  const parsed = `location.href === ${JSON.stringify(url)} && document.readyState !== 'loading'`;
  const deadline = Date.now() + 20_000;
  // Mid-navigation a script may find no document to run in: that is still loading.
  while (!(await evaluate(parsed).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${url} did not load`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
