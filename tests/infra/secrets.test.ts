import { describe, expect, it } from 'vitest';
import { configSecretIds, type ConfigSecretId } from '#contracts/app-config';
import { resourceNames, stageNames } from '../../infra/stage-settings.js';
import { actionsOf, ourFunctions, resourcesOf, statementsOfFunction, synthAllStages } from './helpers.js';

/**
 * Who may read which secret, read from the synthesized templates (docs/security.md › Secrets split
 * by purpose): every function, the routes' and the scheduled job's (reconcile-card-payments). Written out by hand rather than derived from the route table, so a route that
 * starts reading another secret fails here until this table (and the docs) say so.
 */
const readers: Record<ConfigSecretId | 'origin-verify', string[]> = {
  'card-provider': [
    'create-checkout-session',
    'get-checkout-session',
    'handle-card-provider-webhook',
    'reconcile-card-payments',
  ],
  'account-lookup': ['create-checkout-session', 'lookup-account'],
  'meter-readings': ['get-meter-readings', 'submit-meter-reading'],
  'reading-submission': ['submit-meter-reading'],
  reviews: ['get-reviews'],
  'payment-posting': ['handle-card-provider-webhook', 'reconcile-card-payments'],
  // Every route checks the origin header before anything else; the scheduled job has no HTTP caller, so not it.
  'origin-verify': [
    'create-checkout-session',
    'get-checkout-session',
    'get-home-document',
    'get-meter-readings',
    'get-open-tariff-data',
    'get-price-cap',
    'get-reviews',
    'get-tariff-labels',
    'get-tariffs',
    'handle-card-provider-webhook',
    'lookup-account',
    'submit-meter-reading',
  ],
};

const synthesised = synthAllStages();

describe.each(stageNames)('%s: who can read which secret', (stage) => {
  const { web } = synthesised[stage];
  const names = resourceNames(stage);
  const secretNames: Record<ConfigSecretId | 'origin-verify', string> = {
    ...names.configSecrets,
    'origin-verify': names.originVerifySecret,
  };

  /** Route or job name → every Secrets Manager resource its role may act on. */
  const secretGrants = Object.fromEntries(
    Object.entries(ourFunctions(web)).map(([functionName, fn]) => [
      functionName.slice(`${names.prefix}-`.length),
      statementsOfFunction(web, fn.logicalId)
        .filter((statement) => actionsOf(statement).some((action) => action.startsWith('secretsmanager:')))
        .flatMap(resourcesOf),
    ]),
  );

  it.each(Object.keys(readers) as (ConfigSecretId | 'origin-verify')[])('%s: only its routes', (secret) => {
    const arn = `arn:<AWS::Partition>:secretsmanager:eu-west-2:<AWS::AccountId>:secret:${secretNames[secret]}-??????`;
    const granted = Object.entries(secretGrants)
      .filter(([, resources]) => resources.includes(arn))
      .map(([route]) => route)
      .sort();
    expect(granted).toEqual(readers[secret]);
  });

  it('grants no Secrets Manager access beyond those secrets (no wildcard, no other secret)', () => {
    const allowed = new Set(
      Object.values(secretNames).map(
        (name) => `arn:<AWS::Partition>:secretsmanager:eu-west-2:<AWS::AccountId>:secret:${name}-??????`,
      ),
    );
    for (const [route, resources] of Object.entries(secretGrants))
      for (const resource of resources) expect(allowed.has(resource), `${route} may read ${resource}`).toBe(true);
  });

  it('names every purpose secret in the table above', () => {
    expect(Object.keys(readers).sort()).toEqual([...configSecretIds, 'origin-verify'].sort());
  });
});
