import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger for every function (Powertools). Log request ids and outcomes, never
 * account numbers, postcodes or readings: those are personal data.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fernleaf-api',
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO') as 'INFO',
});
