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
  /** Types into the element the expression evaluates to, as a person would. */
  type(element: string, text: string): Promise<void>;
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
