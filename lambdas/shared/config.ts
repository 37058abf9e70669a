import {
  appConfigSchema,
  configEnvironmentVariables,
  configSecretOf,
  SECRET_CACHE_SECONDS,
  secretNameVariable,
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

/** One secret's JSON object, or `{}` when it holds nothing yet; unreadable is a ConfigError (503). */
async function readSecret(secretName: string): Promise<Record<string, unknown>> {
  try {
    const secret = await withinRequestDeadline(
      'Reading a configuration secret',
      secrets.get<Record<string, unknown>>(secretName, { transform: 'json', maxAge: SECRET_CACHE_SECONDS }),
    );
    return secret ?? {};
  } catch (error) {
    if (error instanceof DeadlineExceededError) throw error;
    // An unset, unreadable or non-JSON secret is an operator problem: a 503, never a 500.
    logger.error('Configuration secret could not be read', { secret: secretName, error: (error as Error).name });
    throw new ConfigError('A configuration secret could not be read');
  }
}

/**
 * The raw values of the keys asked for: from the secrets that hold them (docs/security.md ›
 * Secrets split by purpose), each read only when the function has its name; without the name,
 * as on a laptop, from each key's environment variable.
 */
async function readRawConfig(keys: readonly AppConfigKey[]): Promise<Record<string, unknown>> {
  const secretIds = [...new Set(keys.map(configSecretOf))];
  const parts = await Promise.all(
    secretIds.map(async (id) => {
      const wanted = keys.filter((key) => configSecretOf(key) === id);
      const secretName = process.env[secretNameVariable(id)];
      const source: Record<string, unknown> = secretName
        ? await readSecret(secretName)
        : Object.fromEntries(wanted.map((key) => [key, process.env[configEnvironmentVariables[key]]]));
      return wanted.map((key): [string, unknown] => [key, source[key]]);
    }),
  );
  return Object.fromEntries(parts.flat().filter(([, value]) => value !== undefined && value !== ''));
}

/** Loads and validates only the keys a route needs, so one missing value breaks only its users. */
export async function loadConfig<K extends AppConfigKey>(keys: readonly K[]): Promise<Pick<AppConfig, K>> {
  const raw = await readRawConfig(keys);
  const schema = z.object(Object.fromEntries(keys.map((key) => [key, appConfigSchema.shape[key]])));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    logger.error('Configuration incomplete', { problems });
    throw new ConfigError(`Missing or invalid configuration: ${problems}`);
  }
  return result.data as unknown as Pick<AppConfig, K>;
}
