import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { factRegister } from '../../web/fact-register';

/**
 * Every figure a built page states comes from the register of facts (web/fact-register.ts;
 * docs/product/regulatory-pages.md › Register of facts): each kWh figure, amount in pounds, phone
 * number (shown or in a tel: link) and opening time in web/dist, which the e2e run builds first.
 * Tariff prices, the cap and typical consumption come with the priced answers once the page has
 * loaded: the built home and /Tariffs documents hold placeholders there, so a price in a built page
 * is a figure from nowhere and fails too. Drawings (<svg>: the meter readings of /MeterReadingHelp)
 * are examples, not facts, and are left out.
 */

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

function htmlFiles(folder = ''): string[] {
  return readdirSync(`${dist}${folder}`, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(`${folder}${entry.name}/`)
      : entry.name.endsWith('.html')
        ? [`${folder}${entry.name}`]
        : [],
  );
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£' };

/** The words a visitor reads (or hears): no scripts, styles or drawings, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(\w+);/g, (whole, name: string) => entities[name] ?? whole)
    .replace(/\s+/g, ' ');
}

const phones = Object.values(factRegister.phones);
const registered = {
  hrefs: new Set(phones.map((phone) => phone.href)),
  /** Longest first, so '0800 111 999' goes before '111'. */
  phoneTexts: phones.map((phone) => phone.value).sort((a, b) => b.length - a.length),
  hours: Object.values(factRegister.hours).map((hours) => hours.value),
  pounds: new Set(Object.values(factRegister.pounds).map((amount) => amount.value)),
  kwh: new Set(Object.values(factRegister.kwh as Record<string, { value: number }>).map((kwh) => kwh.value)),
};

const number = (text: string) => Number(text.replace(/,/g, ''));
const UK_PHONE = /\b0\d{2,4}(?: \d{3,4}){1,2}\b/g;
const CLOCK_TIME = /\b\d{1,2}:\d{2}\b|\b\d{1,2}(?:[:.]\d{2})? ?(?:am|pm)\b/gi;

/** Each figure of a document that the register does not hold, named by what it is. */
function unregisteredFigures(html: string): string[] {
  const found: string[] = [];
  for (const [, href] of html.matchAll(/href="(tel:[^"]*)"/g))
    if (!registered.hrefs.has(href!)) found.push(`phone link ${href}`);
  let text = visibleText(html);
  for (const [whole, amount] of text.matchAll(/£ ?(\d[\d,]*(?:\.\d+)?)/g))
    if (!registered.pounds.has(number(amount!))) found.push(`amount ${whole}`);
  for (const [whole, kwh] of text.matchAll(/(\d[\d,]*(?:\.\d+)?) ?kWh\b/g))
    if (!registered.kwh.has(number(kwh!))) found.push(`energy ${whole}`);
  for (const known of [...registered.phoneTexts, ...registered.hours]) text = text.split(known).join(' ');
  for (const [whole] of text.matchAll(UK_PHONE)) found.push(`phone number ${whole}`);
  for (const [whole] of text.matchAll(CLOCK_TIME)) found.push(`opening time ${whole}`);
  return found;
}

test.describe('figures in the built pages', () => {
  test('finds a figure that is not in the register (the check below is not empty-handed)', () => {
    const page =
      '<p>Call 0808 000 0000, Monday to Friday 8:00 - 18:00 or 9am to 5pm, for £12.50 a month at 3,100 kWh.</p>' +
      '<a href="tel:+448080000000">call</a><svg><text>012345 kWh</text></svg>';
    expect(unregisteredFigures(page)).toEqual([
      'phone link tel:+448080000000',
      'amount £12.50',
      'energy 3,100 kWh',
      'phone number 0808 000 0000',
      'opening time 8:00',
      'opening time 18:00',
      'opening time 9am',
      'opening time 5pm',
    ]);
    const customerService = factRegister.phones.customerService;
    expect(
      unregisteredFigures(
        `<p>Call <a href="${customerService.href}">${customerService.value}</a>, ${factRegister.hours.customerService.value}; we pay &pound;${factRegister.pounds.guaranteedStandardsPayment.value}.</p>`,
      ),
    ).toEqual([]);
  });

  test('every document states only registered figures', () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(40);
    const unregistered = files.flatMap((file) =>
      unregisteredFigures(readFileSync(`${dist}${file}`, 'utf8')).map((figure) => `${file}: ${figure}`),
    );
    expect(unregistered).toEqual([]);
  });

  test('the price figures of the home page are placeholders until the priced answers arrive', () => {
    const home = readFileSync(`${dist}index.html`, 'utf8');
    const badges = /<section aria-label="Our prices against the price cap"[\s\S]*?<\/section>/.exec(home)?.[0] ?? '';
    expect(visibleText(badges)).toContain('Loading price');
    expect(visibleText(badges)).not.toMatch(/\d/);
  });
});
