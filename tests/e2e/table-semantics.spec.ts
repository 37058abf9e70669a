import { expect, test } from './fixtures';

/**
 * The information pages' data tables are native tables without ARIA roles (valid markup) and keep
 * their native display at every width, so the accessibility tree a screen reader reads still holds a
 * table with its rows, column headers, row headers and cells on a phone; on a narrow screen the table
 * scrolls inside a named, focusable region (docs/accessibility.md › Valid markup).
 */
const PAGES = ['/Privacy', '/Cookies'] as const;
const WIDTHS = [320, 1440] as const;

test.describe.configure({ timeout: 60_000 });

for (const path of PAGES) {
  for (const width of WIDTHS) {
    test(`${path} at ${width} px: every data table is exposed as a table with rows, headers and cells`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const tables = page.getByRole('table');
      const count = await tables.count();
      expect(count, 'tables on the page').toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const table = tables.nth(index);
        // What the markup holds, to compare with what the accessibility tree exposes.
        const markup = await table.evaluate((element) => ({
          caption: element.querySelector('caption')?.textContent?.trim() ?? '',
          rows: element.querySelectorAll('tr').length,
          columnHeaders: element.querySelectorAll('thead th').length,
          rowHeaders: element.querySelectorAll('tbody th').length,
          cells: element.querySelectorAll('tbody td').length,
        }));
        expect(markup.rows).toBeGreaterThan(1);
        expect(markup.cells).toBeGreaterThan(0);
        await expect(table).toHaveAccessibleName(markup.caption);
        await expect(table.getByRole('row')).toHaveCount(markup.rows);
        await expect(table.getByRole('columnheader')).toHaveCount(markup.columnHeaders);
        await expect(table.getByRole('rowheader')).toHaveCount(markup.rowHeaders);
        await expect(table.getByRole('cell')).toHaveCount(markup.cells);
        const snapshot = await table.ariaSnapshot();
        expect(snapshot).toMatch(/^- table /);
        expect(snapshot).toContain('- columnheader ');
        expect(snapshot).toContain('- cell ');

        // The region that scrolls the table on a narrow screen: named by the caption, reachable by keyboard.
        const region = page.getByRole('region', { name: markup.caption, exact: true });
        await expect(region).toHaveAttribute('tabindex', '0');
        await expect(region.getByRole('table')).toHaveCount(1);
      }
      // The page itself never scrolls sideways, whatever the tables do.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
}
