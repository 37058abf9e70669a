import { Logger } from '@aws-lambda-powertools/logger';
import { API_SERVICE_NAME } from '#contracts/service-name';

/**
 * One structured logger for every function (Powertools). Log request ids and outcomes, never
 * account numbers, postcodes or readings: those are personal data.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? API_SERVICE_NAME,
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO') as 'INFO',
});
