import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { addPolicyChecks, addStage } from '../../infra/app.js';
import { stageNames, stageSettings } from '../../infra/stage-settings.js';
import { fixtureSite } from './helpers.js';

/**
 * An app with the policy checks as `npm run synth` builds it, minus function bundling and CDK's
 * built-in template validation (about 15 s per stage on a busy CI machine; `npm run synth` runs it).
 */
function checkedApp(): App {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  addPolicyChecks(app);
  return app;
}

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

describe('cdk-nag AwsSolutions checks', () => {
  const app = checkedApp();
  for (const stage of stageNames) addStage(app, stage, { contentDirectory: fixtureSite });

  it('find nothing unacknowledged in any stage, with the site upload included', () => {
    expect(
      new AwsSolutionsChecks()
        .validateScope(app)
        .violations.map(
          (violation) =>
            `${violation.ruleName} ${violation.violatingResources.map((resource) => resource.constructPath).join(', ')}`,
        ),
    ).toEqual([]);
  });

  it('need no WAF acknowledgement: every stage attaches its own web ACL (edge-security stack)', () => {
    const ids = acknowledgements(app).map((acknowledgement) => acknowledgement.id);
    expect(ids).not.toContain('Annotation::AwsSolutions-CFR2');
    // Legacy logging is off on purpose (it records query strings); logging v2 is invisible to cdk-nag.
    expect(ids).toContain('Annotation::AwsSolutions-CFR3');
  });

  it('run as a validation plugin: synthesis of all three stages succeeds', () => {
    expect(() => app.synth()).not.toThrow();
  });

  it('stay clean with a custom domain and a WAF web ACL, where their acknowledgements no longer apply', () => {
    const withDomain = checkedApp();
    addStage(withDomain, 'prod', {
      contentDirectory: fixtureSite,
      settings: {
        ...stageSettings.prod,
        customDomain: {
          domainNames: ['www.fernleaf.example'],
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
        },
        webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/fernleaf/11111111-2222-3333-4444-555555555555',
      },
    });
    expect(new AwsSolutionsChecks().validateScope(withDomain).violations).toEqual([]);
    const ids = acknowledgements(withDomain).map((acknowledgement) => acknowledgement.id);
    expect(ids).not.toContain('Annotation::AwsSolutions-CFR4');
    expect(ids).not.toContain('Annotation::AwsSolutions-CFR2');
  });

  it('fail synthesis when something insecure is added', () => {
    const insecure = checkedApp();
    const { web } = addStage(insecure, 'dev', { contentDirectory: fixtureSite });
    new Bucket(web, 'CarelessBucket');
    expect(() => insecure.synth()).toThrow();
    const rules = new AwsSolutionsChecks().validateScope(insecure).violations.map((violation) => violation.ruleName);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });

  it('acknowledge findings one by one, each with a specific reason', () => {
    const found = acknowledgements(app).filter((acknowledgement) => acknowledgement.id.includes('AwsSolutions-'));
    expect(found.length).toBeGreaterThan(0);
    for (const acknowledgement of found) {
      expect(acknowledgement.id).toMatch(/AwsSolutions-[A-Z]+\d+/);
      expect(acknowledgement.reason.length, `${acknowledgement.id} at ${acknowledgement.path}`).toBeGreaterThanOrEqual(
        60,
      );
    }
    // Never acknowledged wholesale on a stack or the app: each sits on the construct it excuses.
    for (const acknowledgement of found) expect(acknowledgement.path.split('/').length).toBeGreaterThan(1);
    expect(
      app.node
        .findAll()
        .filter((construct) => construct instanceof Stack)
        .every((stack) => acknowledgements(stack).every((entry) => entry.path !== stack.node.path)),
    ).toBe(true);
  });
});
