import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  type ResponseHeadersPolicyProps,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Turns the header map of infra/security-headers.ts into a CloudFront response headers policy.
 * CloudFront wants the well-known security headers in typed fields and refuses them as custom
 * headers; every other header becomes a custom header, so a header added to the shared module
 * reaches CloudFront without a change here.
 */
export function responseHeadersPolicyProps(name: string, headers: Record<string, string>): ResponseHeadersPolicyProps {
  const security: NonNullable<ResponseHeadersPolicyProps['securityHeadersBehavior']> & Record<string, unknown> = {};
  const customHeaders: { header: string; value: string; override: boolean }[] = [];

  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        Object.assign(security, { contentSecurityPolicy: { contentSecurityPolicy: value, override: true } });
        break;
      case 'strict-transport-security': {
        const maxAge = /max-age=(\d+)/i.exec(value);
        if (!maxAge) throw new Error(`Strict-Transport-Security without max-age: ${value}`);
        Object.assign(security, {
          strictTransportSecurity: {
            accessControlMaxAge: Duration.seconds(Number(maxAge[1])),
            includeSubdomains: /includeSubDomains/i.test(value),
            preload: /preload/i.test(value),
            override: true,
          },
        });
        break;
      }
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`CloudFront only sends X-Content-Type-Options: nosniff, not ${value}`);
        Object.assign(security, { contentTypeOptions: { override: true } });
        break;
      case 'x-frame-options':
        Object.assign(security, {
          frameOptions: { frameOption: enumValue(HeadersFrameOption, value, header), override: true },
        });
        break;
      case 'referrer-policy':
        Object.assign(security, {
          referrerPolicy: { referrerPolicy: enumValue(HeadersReferrerPolicy, value, header), override: true },
        });
        break;
      default:
        customHeaders.push({ header, value, override: true });
    }
  }

  return {
    responseHeadersPolicyName: name,
    comment: 'Security headers of the Fernleaf website (infra/security-headers.ts)',
    securityHeadersBehavior: security,
    ...(customHeaders.length > 0 ? { customHeadersBehavior: { customHeaders } } : {}),
  };
}

function enumValue<T extends Record<string, string>>(allowed: T, value: string, header: string): T[keyof T] {
  const match = Object.values(allowed).find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!match) throw new Error(`CloudFront does not support ${header}: ${value}`);
  return match as T[keyof T];
}

export function createSecurityHeadersPolicy(
  scope: Construct,
  id: string,
  name: string,
  headers: Record<string, string>,
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, responseHeadersPolicyProps(name, headers));
}
