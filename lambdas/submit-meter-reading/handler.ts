import { submitMeterReadingRequestSchema, type SubmitMeterReadingResponse } from '#contracts/meter-reading';
import { createHandler, json, parseJsonBody } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { ReadingIdempotencyCache } from '../shared/reading-idempotency.js';
import { submitMeterReading } from './service.js';

/** Lives as long as the warm instance: see ReadingIdempotencyCache for what that guarantees. */
const recentSubmissions = new ReadingIdempotencyCache<string>();

/** POST /api/meter-readings: checks the reading belongs to the account, then sends it once. */
export const handler = createHandler('submit-meter-reading', async (event) => {
  const request = parseJsonBody(event, submitMeterReadingRequestSchema);
  const { message, duplicate } = await submitMeterReading(request, { recentSubmissions });
  logger.info('Meter reading accepted', { fuel: request.fuel, duplicate });
  const body: SubmitMeterReadingResponse = { message };
  return json(200, body);
});
