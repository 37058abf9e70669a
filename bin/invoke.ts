/**
 * `npm run invoke -- <name> <event.json>`: runs one Lambda handler with a test event and prints
 * its result: a route's with an API Gateway event, a scheduled job's with the schedule's input.
 * Configuration comes from the environment; when the handler's upstreams are not configured, the
 * embedded sandbox is started for the call.
 */
import { readFile } from 'node:fs/promises';
import type { Context } from 'aws-lambda';
import { lambdaContext, loadHandler } from '../local/emulation/api-gateway.js';
import { startSandbox } from '../local/sandbox/index.js';
import { configSecretIds, secretNameVariable } from '#contracts/app-config';
import { routes } from '#contracts/routes';
import { scheduledJobs } from '#contracts/scheduled-jobs';
import { localHomeDocumentEnvironment } from '../local/home-document-renderer.js';

const [name, eventFile] = process.argv.slice(2);
const target = [...routes, ...scheduledJobs].find((candidate) => candidate.name === name);
if (!target || !eventFile) {
  console.error('Usage: npm run invoke -- <route-or-job-name> <event.json>');
  console.error(`Routes: ${routes.map((candidate) => candidate.name).join(', ')}`);
  console.error(`Scheduled jobs: ${scheduledJobs.map((candidate) => candidate.name).join(', ')}`);
  console.error('Example: npm run invoke -- get-price-cap lambdas/get-price-cap/events/get.json');
  process.exit(2);
}

let event: { requestContext?: { requestId?: string } };
try {
  event = JSON.parse(await readFile(eventFile, 'utf8')) as typeof event;
} catch (error) {
  console.error(`Cannot read the event file ${eventFile}: ${(error as Error).message}`);
  process.exit(2);
}

// A secret's name set means real AWS configuration (docs/local-runtime.md › Invoking a handler with a test event).
const usesAws = configSecretIds.some((id) => Boolean(process.env[secretNameVariable(id)]));
const sandbox = usesAws ? undefined : await startSandbox({ dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT });
for (const [variable, value] of Object.entries({ ...sandbox?.environment, ...localHomeDocumentEnvironment() }))
  process.env[variable] ??= value;
process.env.SITE_ORIGIN ??= 'http://localhost:3000';

try {
  const handler = await loadHandler<(event: unknown, context: Context) => Promise<unknown>>(target);
  const result = await handler(event, lambdaContext(target, event.requestContext?.requestId ?? 'invoke'));
  console.log(JSON.stringify(result, null, 2));
} finally {
  await sandbox?.close();
}
