import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type Sandbox } from '../../../local/sandbox/index.js';

/**
 * Starts the embedded sandbox for a test file and points the handlers' configuration at it
 * (plus `extra` variables), restoring the environment afterwards. Call it before the file's own
 * beforeAll hooks: they run in order, so handlers imported there see the configuration.
 * The sandbox includes an in-memory DynamoDB (dynalite) with the reading-idempotency table.
 * Before each test the sandbox data, the idempotency records and those variables are put back,
 * so no test sees what another one submitted or changed, whatever the order.
 */
export function useSandboxEnvironment(extra: Record<string, string> = {}): () => Sandbox {
  let sandbox: Sandbox | undefined;
  const savedEnvironment = { ...process.env };
  beforeAll(async () => {
    sandbox = await startSandbox();
    Object.assign(process.env, sandbox.environment, extra);
  });
  beforeEach(async () => {
    sandbox?.resetData();
    await sandbox?.clearIdempotencyRecords();
    if (sandbox) Object.assign(process.env, sandbox.environment, extra);
  });
  afterAll(async () => {
    await sandbox?.close();
    process.env = savedEnvironment;
  });
  return () => {
    if (!sandbox) throw new Error('The sandbox starts in beforeAll; use it inside tests or hooks');
    return sandbox;
  };
}
