/*
 * The home page's early script: a classic script of its own (web/prerender.ts builds it and adds it
 * to the home page's documents, with preload links for the two answers), so the price-cap
 * comparison and the tariff cards of the default region are on screen about one round trip after
 * the document, long before the app has arrived and hydrated
 * (docs/decisions/025-home-prices-in-the-first-paint.md). It draws with the very functions the app
 * draws with (price-markup.ts), so the app hydrates what is on screen.
 */
import { apiPaths } from '#contracts/api-paths';
import type { PriceCapResponse } from '#contracts/price-cap';
import type { TariffsResponse } from '#contracts/tariffs';
import { drawEarlyAnswer } from '../../lib/early-answers';
import { priceBadgesMarkup, tariffsMarkup } from './price-markup';

drawEarlyAnswer(apiPaths.priceCap, (data) => priceBadgesMarkup({ status: 'ready', data: data as PriceCapResponse }));
drawEarlyAnswer(apiPaths.tariffs, (data) => {
  const answer = data as TariffsResponse;
  return tariffsMarkup({ status: 'ready', data: answer }, { regionName: answer.region.name });
});
