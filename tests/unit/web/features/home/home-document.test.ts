import { describe, expect, it } from 'vitest';
import { HOME_ANSWERS_ELEMENT_ID } from '#contracts/home-document';
import type { TariffsResponse } from '#contracts/tariffs';
import { fillHomeDocument } from '../../../../../web/src/features/home/home-document';
import { priceBadgesMarkup, tariffsMarkup } from '../../../../../web/src/features/home/price-markup';
import { priceCapComparison, tariff } from './fixtures';

/*
 * The home page's document with today's figures (decision 026): filled where the build left the
 * loading state of each island, with the markup the app would draw, the answers handed over as
 * JSON and the early scripts (decision 025) taken out. The real document is checked end to end in
 * tests/e2e/price-cap-ssm.spec.ts and tests/e2e/prerendered-pages.spec.ts.
 */

const priceCap = priceCapComparison;
const tariffs = {
  region: { id: 11, name: 'East Midlands' },
  tariffs: [tariff({ name: 'Fixed </script><b>12' })],
  typicalConsumption: { electricityKwh: 2_700, gasKwh: 11_500 },
} satisfies TariffsResponse;

const EARLY_TAGS = [
  '<script>(function(paths){})([])</script>',
  '<script src="/assets/early-prices-x.js" async></script>',
];

/** A document as the build writes it: each island in its loading state, the early scripts in the head. */
function builtDocument(): string {
  return [
    `<!doctype html><html><head>${EARLY_TAGS.join('\n')}</head><body>`,
    `<div class="home-badges" data-early-answer="/api/price-cap">${priceBadgesMarkup({ status: 'loading' }).text}</div>`,
    `<div data-early-answer="/api/tariffs">${tariffsMarkup({ status: 'loading' }, { regionName: 'East Midlands' }).text}</div>`,
    '</body></html>',
  ].join('');
}

describe('the home document with the figures in it', () => {
  it('draws both answers where the page shows them, as the app draws them', () => {
    const filled = fillHomeDocument(builtDocument(), { priceCap, tariffs }, EARLY_TAGS);
    expect(filled).toContain(
      `data-early-answer="/api/price-cap">${priceBadgesMarkup({ status: 'ready', data: priceCap }).text}</div>`,
    );
    expect(filled).toContain(
      `data-early-answer="/api/tariffs">${tariffsMarkup({ status: 'ready', data: tariffs }, { regionName: 'East Midlands' }).text}</div>`,
    );
    expect(filled).toContain('£1,614*');
    expect(filled).not.toContain(priceBadgesMarkup({ status: 'loading' }).text);
  });

  it('hands the answers to the app as JSON no answer text can break out of, and drops the early scripts', () => {
    const filled = fillHomeDocument(builtDocument(), { priceCap, tariffs }, EARLY_TAGS);
    for (const tag of EARLY_TAGS) expect(filled).not.toContain(tag);
    const json = new RegExp(
      `<script type="application/json" id="${HOME_ANSWERS_ELEMENT_ID}">(.*?)</script></body>`,
    ).exec(filled)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual({ '/api/price-cap': priceCap, '/api/tariffs': tariffs });
  });

  it('refuses a document without exactly one place for each answer, or without its early scripts', () => {
    const document = builtDocument();
    expect(() =>
      fillHomeDocument(document.replace('data-early-answer="/api/tariffs"', ''), { priceCap, tariffs }, EARLY_TAGS),
    ).toThrow(/no single place for \/api\/tariffs/);
    const twice = document.replace('</body>', `${document.slice(document.indexOf('<div class="home-badges"'))}`);
    expect(() => fillHomeDocument(twice, { priceCap, tariffs }, EARLY_TAGS)).toThrow(/no single place/);
    expect(() => fillHomeDocument(document, { priceCap, tariffs }, [...EARLY_TAGS, '<script>other</script>'])).toThrow(
      /early scripts/,
    );
  });
});
