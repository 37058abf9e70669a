import { describe, expect, it } from 'vitest';
import { routes } from '#contracts/routes';
import { RATE_WINDOW_SECONDS } from '../../infra/constructs/web-acl.js';
import { resourceNames, stageNames, stageSettings } from '../../infra/stage-settings.js';
import { missingSite, onlyResource, resourcesOfType, routeFunctions, synthAllStages, synthStage } from './helpers.js';

/**
 * The arithmetic of docs/security.md › Throttles sized from the WAF limits, on the synthesized
 * templates: API Gateway's throttles are shared by every caller, so each must take many addresses,
 * each at its WAF per-IP limit, to fill; reserved concurrency carries the route throttle at a
 * typical lookup time and stays inside the account's default Lambda quota.
 */
/** The fewest addresses, each sending at its WAF limit, that may fill a throttle in any stage. */
const MIN_ADDRESSES_TO_FILL_A_THROTTLE = 100;
/** A lookup's typical time (the account workflows answer in a few hundred ms). */
const TYPICAL_LOOKUP_SECONDS = 0.5;
/** Lambda's default concurrency per account and region, less the 100 AWS keeps unreserved. */
const RESERVABLE_CONCURRENCY = 1000 - 100;

const synthesised = synthAllStages();

describe.each(stageNames)('%s', (stage) => {
  const settings = stageSettings[stage];
  const { web } = synthesised[stage];
  const apiStage = onlyResource(web, 'AWS::ApiGatewayV2::Stage').Properties;
  const perIpPerSecond = (limitPer5Minutes: number) => limitPer5Minutes / RATE_WINDOW_SECONDS;

  it(`needs ${MIN_ADDRESSES_TO_FILL_A_THROTTLE}+ addresses at the WAF limit to fill an account route's throttle`, () => {
    const accountRouteKeys = routes
      .filter((route) => route.accountLookup)
      .map((route) => `${route.method} ${route.path}`);
    for (const key of accountRouteKeys) {
      const rate = apiStage.RouteSettings[key].ThrottlingRateLimit as number;
      expect(rate).toBe(settings.accountLookupThrottle.rateLimit);
      const addresses = rate / perIpPerSecond(settings.wafRateLimits.accountLookupPer5Minutes);
      expect(addresses, key).toBeGreaterThanOrEqual(MIN_ADDRESSES_TO_FILL_A_THROTTLE);
    }
  });

  it(`needs ${MIN_ADDRESSES_TO_FILL_A_THROTTLE}+ addresses at the WAF /api/* limit to fill the stage throttle, which holds every account route at its own`, () => {
    const rate = apiStage.DefaultRouteSettings.ThrottlingRateLimit as number;
    expect(rate / perIpPerSecond(settings.wafRateLimits.apiPer5Minutes)).toBeGreaterThanOrEqual(
      MIN_ADDRESSES_TO_FILL_A_THROTTLE,
    );
    const accountRoutes = routes.filter((route) => route.accountLookup).length;
    expect(rate).toBeGreaterThanOrEqual(accountRoutes * settings.accountLookupThrottle.rateLimit);
  });

  it('reserves concurrency per function that carries its throttle, within the account quota', () => {
    const functions = routeFunctions(web);
    const reserved = routes.map((route) => {
      const fn = functions[`${resourceNames(stage).prefix}-${route.name}`];
      return { route, reserved: fn?.Properties.ReservedConcurrentExecutions as number | undefined };
    });
    if (!settings.reservedConcurrency) {
      for (const { reserved: value } of reserved) expect(value).toBeUndefined();
      return;
    }
    for (const { route, reserved: value } of reserved)
      expect(value, route.name).toBe(
        route.accountLookup ? settings.reservedConcurrency.accountRoutes : settings.reservedConcurrency.otherRoutes,
      );
    expect(settings.reservedConcurrency.accountRoutes).toBeGreaterThanOrEqual(
      settings.accountLookupThrottle.rateLimit * TYPICAL_LOOKUP_SECONDS,
    );
    expect(reserved.reduce((sum, { reserved: value }) => sum + (value ?? 0), 0)).toBeLessThanOrEqual(
      RESERVABLE_CONCURRENCY,
    );
  });

  it('keeps the execute-api endpoint only where the stage has no API origin domain', () => {
    const api = onlyResource(web, 'AWS::ApiGatewayV2::Api').Properties;
    expect(api.DisableExecuteApiEndpoint ?? false).toBe(settings.apiOriginDomain !== undefined);
  });
});

describe('a stage with an API origin domain', () => {
  const apiOriginDomain = {
    domainName: 'api-origin.fernleaf.example',
    certificateArn: 'arn:aws:acm:eu-west-2:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  };
  const { web } = synthStage('prod', {
    contentDirectory: missingSite,
    settings: { ...stageSettings.prod, apiOriginDomain },
  });

  it('switches the execute-api endpoint off, so only CloudFront (and its WAF) reaches the throttles', () => {
    expect(onlyResource(web, 'AWS::ApiGatewayV2::Api').Properties.DisableExecuteApiEndpoint).toBe(true);
  });

  it('maps the API to the regional domain and makes it the /api/* origin', () => {
    expect(onlyResource(web, 'AWS::ApiGatewayV2::DomainName').Properties).toMatchObject({
      DomainName: apiOriginDomain.domainName,
      DomainNameConfigurations: [expect.objectContaining({ CertificateArn: apiOriginDomain.certificateArn })],
    });
    expect(Object.keys(resourcesOfType(web, 'AWS::ApiGatewayV2::ApiMapping'))).toHaveLength(1);
    const config = onlyResource(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    const behaviour = config.CacheBehaviors.find(
      (candidate: { PathPattern: string }) => candidate.PathPattern === '/api/*',
    );
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === behaviour.TargetOriginId);
    expect(origin.DomainName).toBe(apiOriginDomain.domainName);
    expect(Object.keys(web.toJSON().Outputs)).toEqual(
      expect.arrayContaining([expect.stringMatching(/ApiOriginTarget/)]),
    );
  });
});
