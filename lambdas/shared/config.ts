import {
  appConfigSchema,
  configEnvironmentVariables,
  SECRET_CACHE_SECONDS,
  type AppConfig,
  type AppConfigKey,
} from '#contracts/app-config';
import * as z from '#contracts/zod';
import { ConfigError } from './config-error.js';
import { DeadlineExceededError, withinRequestDeadline } from './deadline.js';
import { logger } from './logger.js';
import { secrets } from './secrets.js';

/*
 * Reads the stage's runtime configuration (its schema and sources: lambdas/contracts/app-config.ts).
 * Handlers never know whether a value came from the secret or from an environment variable.
 */

/** Still exported from here for callers of loadConfig; routes without a secret import ./config-error.js. */
export { ConfigError };

async function readRawConfig(): Promise<Record<string, unknown>> {
  const secretName = process.env.APP_SECRET_NAME;
  if (secretName) {
    try {
      const secret = await withinRequestDeadline(
        'Reading the stage secret',
        secrets.get<Record<string, unknown>>(secretName, { transform: 'json', maxAge: SECRET_CACHE_SECONDS }),
      );
      return secret ?? {};
    } catch (error) {
      if (error instanceof DeadlineExceededError) throw error;
      // An unset, unreadable or non-JSON secret is an operator problem: a 503, never a 500.
      logger.error('Stage secret could not be read', { error: (error as Error).name });
      throw new ConfigError('The stage secret could not be read');
    }
  }
  return Object.fromEntries(
    Object.entries(configEnvironmentVariables)
      .map(([key, variable]): [string, string | undefined] => [key, process.env[variable]])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** Loads and validates only the keys a route needs, so one missing value breaks only its users. */
export async function loadConfig<K extends AppConfigKey>(keys: readonly K[]): Promise<Pick<AppConfig, K>> {
  const raw = await readRawConfig();
  const schema = z.object(Object.fromEntries(keys.map((key) => [key, appConfigSchema.shape[key]])));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    logger.error('Configuration incomplete', { problems });
    throw new ConfigError(`Missing or invalid configuration: ${problems}`);
  }
  return result.data as unknown as Pick<AppConfig, K>;
}
