import { describe, expect, it } from 'vitest';
import {
  failingAccountNumbers,
  meterOf,
  sandboxAccount,
  sandboxAccountNumbers,
  sandboxLookup,
  type SandboxAccountName,
} from './fixtures';

/** The fixtures' descriptions of the sandbox accounts still match local/sandbox/data/accounts.json. */
describe('sandbox account fixtures', () => {
  it('has each named account with the postcode and fuels its description says', () => {
    expect(Object.keys(sandboxAccountNumbers).map((name) => sandboxLookup(name as SandboxAccountName))).toEqual([
      { accountNo: '100001', postcode: 'NG1 5FS' },
      { accountNo: '100002', postcode: 'LE1 6RP' },
      { accountNo: '100003', postcode: 'DE1 3AH' },
      { accountNo: '100004', postcode: 'LE1 5WW' },
    ]);
    const dualFuel = sandboxAccount('dualFuel');
    expect([dualFuel.hasElectricity, dualFuel.hasGas]).toEqual([true, true]);
    expect(meterOf(dualFuel, 'ELECTRICITY').registers[0]?.readings).toHaveLength(8);
    expect(meterOf(dualFuel, 'GAS').registers[0]?.readings).toHaveLength(3);
    const economy7 = sandboxAccount('economy7');
    expect([economy7.hasElectricity, economy7.hasGas]).toEqual([true, false]);
    expect(meterOf(economy7, 'ELECTRICITY').registers.map((register) => register.registerTypeName)).toEqual([
      'Day',
      'Night',
    ]);
    expect(sandboxAccount('gasOnly').meters.map((meter) => meter.meterType)).toEqual(['GAS']);
    expect(meterOf(sandboxAccount('noReadings'), 'ELECTRICITY').registers[0]?.readings).toEqual([]);
  });

  it('hands out copies: a test changing its account does not change the next one', () => {
    sandboxAccount('dualFuel').meters.length = 0;
    expect(sandboxAccount('dualFuel').meters).toHaveLength(2);
  });

  it('names the failing accounts', () => {
    expect(failingAccountNumbers).toEqual({ upstreamError: '100500', neverAnswers: '100504' });
  });
});
