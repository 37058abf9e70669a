import type { RatePeriod } from './tariff-catalogue.js';

/*
 * The tariff catalogue's table as data (docs/product/tariffs.md › Storage): its keys and the
 * environment variable naming it, shared by infra/ (infra/constructs/tariff-catalogue-table.ts),
 * the laptop runtime (local/dynamodb-local.ts), the import tool and the functions that read it
 * (lambdas/shared/tariff-catalogue-store.ts).
 *
 * An import writes a complete new VERSION of the catalogue (every period, past ones included)
 * under its own partition, then moves the one CURRENT pointer to it with a conditional write.
 * Readers follow the pointer, so they see the old catalogue or the new one, never half of one; a
 * failed import leaves an unreferenced version and changes nothing.
 */

export const CATALOGUE_PARTITION_KEY = 'pk';
export const CATALOGUE_SORT_KEY = 'sk';

export const TARIFF_CATALOGUE_TABLE_NAME_VARIABLE = 'TARIFF_CATALOGUE_TABLE_NAME';
export const LOCAL_TARIFF_CATALOGUE_TABLE_NAME = 'fernleaf-local-tariff-catalogue';

/** The pointer item: which version is live. */
export const currentPointerKey = { [CATALOGUE_PARTITION_KEY]: 'CATALOGUE', [CATALOGUE_SORT_KEY]: 'CURRENT' } as const;

export interface CatalogueVersion {
  version: string;
  importedAt: string;
  periodCount: number;
}

export function versionPartition(version: string): string {
  return `VERSION#${version}`;
}

/** Sort key of a period within its version: product, tariff, region, payment method, first day. */
export function periodSortKey(period: RatePeriod): string {
  return [period.productCode, period.kind, period.gsp, period.paymentMethod, period.validFrom].join('#');
}

/** How long a function keeps the catalogue it read before following the pointer again. */
export const CATALOGUE_CACHE_SECONDS = 60;
