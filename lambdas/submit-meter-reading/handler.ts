import { submitMeterReadingRequestSchema, type SubmitMeterReadingResponse } from '#contracts/meter-reading';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import { createHandler, HttpError, json, parseJsonBody } from '../shared/http.js';
import { logger } from '../shared/logger.js';
import { apiMetricNames, countMetric } from '../shared/metrics.js';
import { READING_IDEMPOTENCY_WINDOW_SECONDS } from '#contracts/idempotency-table';
import { LAMBDA_TIMEOUT_SECONDS } from '#contracts/routes';
import { createOnce } from '../shared/idempotency.js';
import { submitMeterReading } from './service.js';

/** Sends each reading once across all instances (DynamoDB; lambdas/shared/idempotency.ts). */
const submissions = createOnce<string>({
  keyPrefix: 'submit-meter-reading',
  windowSeconds: READING_IDEMPOTENCY_WINDOW_SECONDS,
  fallbackInFlightMs: LAMBDA_TIMEOUT_SECONDS * 1000,
});

/** POST /api/meter-readings: checks the reading belongs to the account, then sends it once. */
const timedOut = { code: 'reading_workflow_timeout', message: meterReadingMessages.unexpected };

export const handler = createHandler('submit-meter-reading', { timedOut }, async (event, context) => {
  const request = parseJsonBody(event, submitMeterReadingRequestSchema);
  let result: Awaited<ReturnType<typeof submitMeterReading>>;
  try {
    result = await submitMeterReading(request, { submissions, context });
  } catch (error) {
    // 422: the workflow refused the reading (its message is shown); other failures are counted elsewhere.
    if (error instanceof HttpError && error.status === 422)
      countMetric(apiMetricNames.meterReadings, { fuel: request.fuel, outcome: 'refused' });
    throw error;
  }
  const { message, duplicate } = result;
  countMetric(apiMetricNames.meterReadings, { fuel: request.fuel, outcome: duplicate ? 'duplicate' : 'accepted' });
  logger.info('Meter reading accepted', { fuel: request.fuel, duplicate });
  const body: SubmitMeterReadingResponse = { message };
  return json(200, body);
});
