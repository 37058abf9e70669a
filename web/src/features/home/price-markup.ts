import { formatPence } from '#contracts/money';
import { numberText } from '#contracts/number-text';
import type { PriceCapComparison, PriceCapResponse } from '#contracts/price-cap';
import { MISSING_DISPLAY_VALUE, priceCapMessages } from '#contracts/price-cap-values';
import { routePaths } from '#contracts/site-routes';
import type { Tariff, TariffsResponse } from '#contracts/tariffs';
import { markup, type Markup } from '../../lib/html-markup';
import { comparativeClaims } from '../../lib/comparative-claims';
import { newTabProps } from '../../lib/link-rules';
import { brand, externalUrls } from '../../lib/site-config';
import { boltIcon, checkCircleIcon, localFireDepartmentIcon } from './home-icons';
import { priceCapFootnote, yearlyPoundsText } from './price-cap-text';
import type { Resource } from './useApiResource';

/*
 * The home page's prices as markup: the badges against the price cap and the tariff cards. The
 * same functions draw them in the page's first paint, from the answers fetched with the document
 * (early-prices.ts, before the app has arrived), and in the app afterwards (PriceBadges.tsx,
 * TariffsSection.tsx), so the hydrated app adopts exactly what the visitor already sees
 * (docs/decisions/025-home-prices-in-the-first-paint.md). Styles: home.css. No whitespace between
 * elements: it would be drawn.
 */

interface SkeletonOptions {
  /** text: a line of the surrounding font's height; rounded: a box of the given height. */
  variant?: 'text' | 'rounded';
  width?: string;
  /** Height in pixels (rounded). */
  height?: number;
  /** The font size of the line it stands for (text). */
  fontSize?: string;
  /** 'light' on the hero's dark green; 'dark' on the yellow badge. */
  tone?: 'light' | 'dark';
}

/** A pulsing placeholder of the size of what is loading (as Skeleton.tsx), hidden from assistive technology. */
function skeleton({ variant = 'text', width, height, fontSize, tone }: SkeletonOptions = {}): Markup {
  const style = [
    width && `width:${width}`,
    height !== undefined && `height:${height}px`,
    fontSize && `font-size:${fontSize}`,
  ]
    .filter(Boolean)
    .join(';');
  const className = `home-skeleton home-skeleton--${variant}${tone ? ` home-skeleton--${tone}` : ''}`;
  return style
    ? markup`<span class="${className}" aria-hidden="true" style="${style}"></span>`
    : markup`<span class="${className}" aria-hidden="true"></span>`;
}

/** An icon as ShellIcon draws it: decorative, or an image named by `title`. */
function icon(path: string, title?: string): Markup {
  return title
    ? markup`<svg class="shell-icon" viewBox="0 0 24 24" role="img" focusable="false"><path d="${path}"></path><title>${title}</title></svg>`
    : markup`<svg class="shell-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"></path></svg>`;
}

/** A link to a page of this site; MarkupIsland hands a click on it to the router. */
function siteLink(href: string, text: Markup | string, className = 'shell-link'): Markup {
  return markup`<a class="${className}" href="${href}">${text}</a>`;
}

/** A link to another site, in a new tab, saying so to screen readers. */
function newTabLink(href: string, text: string, hiddenText: string, className: string): Markup {
  const { href: url, target, rel } = newTabProps(href);
  return markup`<a href="${url}" target="${target}" rel="${rel}" class="${className}">${text}<span class="visually-hidden">${hiddenText}</span></a>`;
}

/** The card's tariff on /Tariffs, for the postcode the prices are for when one was entered. */
export function tariffInformationHref(tariff: Pick<Tariff, 'tariff'>, postcode?: string): string {
  const query = new URLSearchParams({
    ...(postcode ? { postcode } : {}),
    tariff: tariff.tariff,
    payment: 'direct_debit_monthly',
  });
  return `${routePaths.tariffs}?${query}`;
}

/**
 * The highlight bullets of a tariff card (docs/product/home.md › Tariff cards): the variable
 * dual-fuel tariff's, or a fixed tariff's. A fixed tariff has exit fees, so it never says "No exit
 * fees" (docs/departures.md › Deliberate departures from the original specification).
 */
export function tariffBullets(tariff: Pick<Tariff, 'dualFuel' | 'isFixed' | 'fixedMonths'>): string[] {
  if (tariff.dualFuel && !tariff.isFixed)
    return [comparativeClaims.belowPriceCapShort, 'No exit fees', 'Automatically benefit when prices drop'];
  return [
    // A variable tariff has no fixed term to promise.
    ...(tariff.fixedMonths > 0 ? [`Enjoy fixed rates for ${tariff.fixedMonths} months`] : []),
    'Exclusive Discount on Energy Rates',
    'Save more when you pay by Direct Debit.',
  ];
}

/** Side by side while each has 9rem; stacked on a narrower screen or with a wider font (home.css). */
function badge(label: string, value: Markup | string, highlight = false): Markup {
  const className = highlight ? 'home-badge home-badge--highlight' : 'home-badge';
  return markup`<div class="${className}"><p class="home-badge-label">${label}</p><p class="home-badge-value">${value}</p></div>`;
}

/** The footnote: what both badges assume, why they show `--`, or room for its lines while loading. */
function footnote(priceCap: Resource<PriceCapResponse>, postcode?: string): Markup | string {
  if (priceCap.status === 'loading')
    return markup`${skeleton({ tone: 'light' })}${skeleton({ width: '70%', tone: 'light' })}<span class="visually-hidden">Loading the price comparison</span>`;
  if (priceCap.status === 'failed') return `*${priceCapMessages.unavailable}`;
  const answer = priceCap.data;
  if (answer.status === 'cap_being_updated') return `*${answer.message}`;
  const information = siteLink(
    tariffInformationHref(answer.ownTariff, postcode),
    `Tariff information for ${answer.ownTariff.name}`,
    'shell-link shell-link--inherit',
  );
  return markup`${priceCapFootnote(answer)} ${information}`;
}

/**
 * Our standard variable tariff against the regulator's price cap, like with like: the same region,
 * payment method and typical consumption, as the footnote says. While the cap's figures are being
 * updated (its latest period has ended) both badges show `--` and the footnote says why: an ended
 * cap is never shown as current. Both badges keep their height whether loading or not and the
 * footnote keeps room for its lines (home.css), so nothing moves when the figures arrive.
 */
export function priceBadgesMarkup(priceCap: Resource<PriceCapResponse>, postcode?: string): Markup {
  const comparison = priceCap.status === 'ready' && priceCap.data.status === 'compared' ? priceCap.data : undefined;
  // A figure that is not a number throws (yearlyPoundsText): an answer of another shape is never drawn as `--`.
  const value = (yearly: (comparison: PriceCapComparison) => number) =>
    priceCap.status === 'loading'
      ? markup`${skeleton({ width: '5ch', tone: 'dark' })}<span class="visually-hidden">Loading price</span>`
      : `${comparison ? yearlyPoundsText(yearly(comparison)) : MISSING_DISPLAY_VALUE}*`;
  const ours = badge(
    `${brand.shortName} Standard Variable Tariff`,
    value((compared) => compared.ownTariff.estimatedAnnualCostPence),
    true,
  );
  const cap = badge(
    'Ofgem Price Cap',
    value((compared) => compared.priceCap.estimatedAnnualCostPence),
  );
  return markup`<div class="home-badges">${ours}${cap}</div><p class="home-badges-footnote">${footnote(priceCap, postcode)}</p>`;
}

/** A tariff's card; it and its placeholder share one frame (`.home-tariff-card`, home.css), so data arriving shifts nothing. */
function tariffCard(tariff: Tariff, postcode?: string): Markup {
  const fuels = markup`${icon(boltIcon, 'Electricity')}${tariff.dualFuel && icon(localFireDepartmentIcon, 'Gas')}`;
  const information = siteLink(
    tariffInformationHref(tariff, postcode),
    markup`Tariff information<span class="visually-hidden"> for ${tariff.name}</span>`,
  );
  const bullets = tariffBullets(tariff).map(
    (bullet) => markup`<li>${icon(checkCircleIcon)}<p class="home-small-print">${bullet}</p></li>`,
  );
  const quote = newTabLink(
    externalUrls.getAQuote,
    'Get a quote',
    ` for ${tariff.name} (opens in a new tab)`,
    'shell-button shell-button--contained home-tariff-card-quote',
  );
  return markup`<article class="home-tariff-card"><div class="home-tariff-card-title"><h3>${tariff.name}</h3><div class="home-tariff-card-fuels">${fuels}</div></div><div><p class="home-tariff-card-price">${formatPence(tariff.monthlyPence)}<span>/month</span></p><p class="home-tariff-card-yearly">${formatPence(tariff.yearlyPence)} a year</p>${information}</div><ul class="home-tariff-card-bullets">${bullets}</ul>${quote}</article>`;
}

function tariffCardSkeleton(): Markup {
  const price = markup`<div>${skeleton({ width: '50%', fontSize: '2rem' })}${skeleton({ width: '40%' })}</div>`;
  const bullets = markup`<div class="home-tariff-card-grow">${skeleton()}${skeleton()}${skeleton({ width: '80%' })}</div>`;
  return markup`<div aria-hidden="true" class="home-tariff-card home-tariff-card--loading">${skeleton({ width: '70%', fontSize: '1.35rem' })}${price}${bullets}${skeleton({ variant: 'rounded', height: 42 })}</div>`;
}

/** Placeholders while prices load: one row on a wide screen. */
const SKELETON_CARDS = 4;

/** The catalogue's cards in the API's order, their placeholders, or a way to a quote when there are none. */
function tariffCards(tariffs: Resource<TariffsResponse>, postcode?: string): Markup {
  if (tariffs.status === 'loading') {
    const placeholders = Array.from({ length: SKELETON_CARDS }, tariffCardSkeleton);
    return markup`<div class="home-tariff-grid" aria-busy="true" aria-label="Loading our tariffs" role="status">${placeholders}</div>`;
  }
  if (tariffs.status === 'ready' && tariffs.data.tariffs.length > 0) {
    const cards = tariffs.data.tariffs.map((tariff) => markup`<li>${tariffCard(tariff, postcode)}</li>`);
    return markup`<ul class="home-tariff-grid home-tariff-list" aria-label="Tariffs">${cards}</ul>`;
  }
  const quote = newTabLink(
    externalUrls.getAQuote,
    'Get a quote',
    ' (opens in a new tab)',
    'shell-button shell-button--contained',
  );
  return markup`<div class="home-tariffs-unavailable"><p>Our latest tariff prices are not available just now. Get a quote to see the price for your home.</p>${quote}</div>`;
}

/**
 * Under 'Our Tariffs': the region the cards are priced for (East Midlands until a postcode is
 * entered), the cards, and what their prices assume.
 */
export function tariffsMarkup(
  tariffs: Resource<TariffsResponse>,
  { regionName, postcode }: { regionName: string; postcode?: string },
): Markup {
  const consumption = tariffs.status === 'ready' ? tariffs.data.typicalConsumption : undefined;
  const assumedUse =
    consumption &&
    `, for a year's typical use of ${numberText(consumption.electricityKwh)} kWh of electricity and ${numberText(consumption.gasKwh)} kWh of gas`;
  const everyTariff = siteLink(routePaths.tariffs, 'Unit rates and standing charges of every tariff');
  return markup`<p class="home-tariffs-region">Prices for ${regionName}</p>${tariffCards(tariffs, postcode)}<p class="home-small-print home-tariffs-note">Prices for homes in the ${regionName} region paying by monthly Direct Debit${assumedUse}. ${everyTariff}</p>`;
}
