import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule tags of axe (docs/accessibility.md › Accessibility). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The widths every page and journey state is checked at: desktop, and 320 px (WCAG 1.4.10). A
 * phone at 390 px lays out with the same breakpoint (MUI's xs, under 600 px) as 320 px, so axe
 * finds the same there; its layout is covered by the journeys that run at 390 px.
 */
export const WIDTHS = [1440, 320] as const;

/**
 * axe, with the page drawn whole while it runs. The footer is drawn only as it nears the screen
 * (`content-visibility: auto`, web/src/app/layout/shell.css), and axe reads colours from what is
 * drawn: off screen it took the footer's light links for text on the white page. The test draws it
 * sooner, as a visitor's browser does once they scroll to it (a constructed stylesheet, which the
 * Content-Security-Policy leaves alone), and takes that away again afterwards.
 */
class WholePageAxeBuilder extends AxeBuilder {
  readonly #target: Page;

  constructor(page: Page) {
    super({ page });
    this.#target = page;
  }

  override async analyze() {
    await this.#target.evaluate(() => {
      const drawEverything = new CSSStyleSheet();
      drawEverything.replaceSync('* { content-visibility: visible !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawEverything];
    });
    try {
      return await super.analyze();
    } finally {
      await this.#target.evaluate(() => {
        document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
      });
    }
  }
}

/**
 * axe on this page, reporting its violations only: no test reads what passed, and describing every
 * passing node (a selector for each) is a fifth to a third of axe's time on a long page. Every rule
 * still runs on every node.
 */
export function axeOf(page: Page): AxeBuilder {
  return new WholePageAxeBuilder(page).options({ resultTypes: ['violations'] });
}

interface AxeOptions {
  /** Also axe's best-practice rules, failing on their serious and critical findings only. */
  bestPractice?: boolean;
  /** Only this part of the page (a CSS selector). */
  include?: string;
}

/**
 * Waits until fades have finished: mid-fade text is translucent and would fail contrast. The
 * payment result fades in, and MUI fades an opening dialog's container (the parent of the element
 * with role dialog): a dialog checked as soon as it is visible failed contrast on its buttons.
 */
export async function fadesFinished(page: Page) {
  for (const faded of await page.getByTestId('payment-result').all()) await expect(faded).toHaveCSS('opacity', '1');
  for (const dialog of await page.getByRole('dialog').all())
    await expect(dialog.locator('..')).toHaveCSS('opacity', '1');
  await page.evaluate(() => document.fonts.ready);
}

export async function expectNoAxeViolations(page: Page, state: string, options: AxeOptions = {}) {
  await fadesFinished(page);
  let builder = axeOf(page).withTags(options.bestPractice ? [...WCAG_22_AA, 'best-practice'] : WCAG_22_AA);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const failing = violations.filter(
    (violation) =>
      violation.tags.some((tag) => WCAG_22_AA.includes(tag)) ||
      violation.impact === 'serious' ||
      violation.impact === 'critical',
  );
  expect(
    failing.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe violations: ${state}`,
  ).toEqual([]);
}

/** Sideways scrolling of the whole page (WCAG 1.4.10 at 320 CSS px). */
export async function expectNoSidewaysScroll(page: Page, state: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll (px): ${state}`).toBeLessThanOrEqual(0);
}

/** Checks the page as it is now at each width (one load, resized: the layout follows the viewport). */
export async function checkAtEveryWidth(page: Page, state: string, options: AxeOptions = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, `${state} at ${width} px`, {
      ...options,
      bestPractice: width === 1440 && options.bestPractice,
    });
    if (width === 320) await expectNoSidewaysScroll(page, state);
  }
}
