/**
 * The path of every API route: the route table (./routes.ts) and the web app's API clients both
 * read them here, so a client cannot call a path the table does not have. Only strings, so the
 * web bundle that imports them carries none of the table's sizes, grants and limits.
 */
export const apiPaths = {
  priceCap: '/api/price-cap',
  tariffs: '/api/tariffs',
  homeDocument: '/api/home-document/{variant}',
  tariffLabels: '/api/tariff-labels',
  reviews: '/api/reviews',
  meterReadingsLookup: '/api/getmeterreadings',
  meterReadings: '/api/meter-readings',
  accountLookup: '/api/accounts/lookup',
  checkoutSessions: '/api/checkout-sessions',
  checkoutSession: '/api/checkout-sessions/{id}',
  openTariffData: '/api/v1/{proxy+}',
  cardProviderWebhook: '/api/card-provider/webhook',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];

/** A path with its `{name}` segments filled in, each value encoded: '/api/checkout-sessions/{id}' -> '/api/checkout-sessions/cs_1'. */
export function pathWith(path: ApiPath, parameters: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (segment, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`No value for ${segment} in ${path}`);
    return encodeURIComponent(value);
  });
}
