/**
 * The words of GET /api/tariff-labels when it cannot answer, apart from the labels' schemas: no
 * zod at run time, so the /Tariffs page can name them before its schema has loaded.
 */
export const tariffLabelMessages = {
  postcodeRequired: 'Enter a postcode to see the tariffs for your area.',
  unavailable: 'Our tariff information could not be loaded just now. Please try again later.',
  timedOut: 'Our tariff information took too long to load. Please try again later.',
} as const;
