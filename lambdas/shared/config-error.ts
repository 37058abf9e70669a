/**
 * A required setting is missing or malformed: an operator problem, answered with a 503
 * (lambdas/shared/http.ts). Its own module, without zod, so that a route which reads no stage
 * secret (price-cap) does not bundle the secret's schema just to recognise this error.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
