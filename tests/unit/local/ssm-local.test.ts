import {
  GetParameterCommand,
  GetParametersByPathCommand,
  GetParametersCommand,
  PutParameterCommand,
  SSMClient,
  paginateGetParametersByPath,
} from '@aws-sdk/client-ssm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSsm, type LocalSsm } from '../../../local/ssm-local';

/* The SSM stand-in speaks SSM's JSON protocol to the real SDK (local/ssm-local.ts). */

let ssm: LocalSsm;
let client: SSMClient;
beforeAll(async () => {
  ssm = await startLocalSsm();
  client = new SSMClient({
    endpoint: ssm.url,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await ssm.close();
});

const errorName = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: Error) => error.name,
  );

describe('the local SSM stand-in', () => {
  it('puts, gets and versions a parameter; refuses to overwrite unless asked; says ParameterNotFound', async () => {
    expect(await client.send(new PutParameterCommand({ Name: '/a/one', Value: '1', Type: 'String' }))).toMatchObject({
      Version: 1,
    });
    expect(await errorName(client.send(new PutParameterCommand({ Name: '/a/one', Value: '2', Type: 'String' })))).toBe(
      'ParameterAlreadyExists',
    );
    await client.send(new PutParameterCommand({ Name: '/a/one', Value: '2', Type: 'String', Overwrite: true }));
    expect((await client.send(new GetParameterCommand({ Name: '/a/one' }))).Parameter).toMatchObject({
      Value: '2',
      Version: 2,
    });
    expect(await errorName(client.send(new GetParameterCommand({ Name: '/a/none' })))).toBe('ParameterNotFound');
    expect(await client.send(new GetParametersCommand({ Names: ['/a/one', '/a/none'] }))).toMatchObject({
      Parameters: [{ Name: '/a/one' }],
      InvalidParameters: ['/a/none'],
    });
  });

  it('pages GetParametersByPath by 10 with NextToken, direct children unless recursive', async () => {
    for (let at = 0; at < 23; at += 1)
      await client.send(
        new PutParameterCommand({ Name: `/p/x/${String(at).padStart(2, '0')}`, Value: `${at}`, Type: 'String' }),
      );
    await client.send(new PutParameterCommand({ Name: '/p/x/deeper/one', Value: 'deep', Type: 'String' }));
    const first = await client.send(new GetParametersByPathCommand({ Path: '/p/x' }));
    expect(first.Parameters).toHaveLength(10);
    expect(first.NextToken).toBeDefined();
    const names: string[] = [];
    for await (const page of paginateGetParametersByPath({ client }, { Path: '/p/x', Recursive: true }))
      names.push(...(page.Parameters ?? []).map((parameter) => parameter.Name ?? ''));
    expect(names).toHaveLength(24);
    const direct: string[] = [];
    for await (const page of paginateGetParametersByPath({ client }, { Path: '/p/x' }))
      direct.push(...(page.Parameters ?? []).map((parameter) => parameter.Name ?? ''));
    expect(direct).toHaveLength(23);
  });

  it("refuses a value over a standard parameter's 4 KB, and injects SSM's errors for the fault tests", async () => {
    expect(
      await errorName(client.send(new PutParameterCommand({ Name: '/big', Value: 'x'.repeat(4_097), Type: 'String' }))),
    ).toBe('ValidationException');
    ssm.failNext(1, 'ThrottlingException');
    expect(await errorName(client.send(new GetParameterCommand({ Name: '/a/one' })))).toBe('ThrottlingException');
    expect((await client.send(new GetParameterCommand({ Name: '/a/one' }))).Parameter?.Value).toBe('2');
  });
});
