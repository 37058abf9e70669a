import { describe, expect, it } from 'vitest';
import { factRegister, factRegisterProblems, type Fact, type FactRegister } from '../../../web/fact-register';
import { isoDay } from '../../../web/src/lib/published-figures-rules';
import { checkedPublishedFigures } from '../../../web/vite.config';

/** The day the entries were last checked against their sources. */
const CHECKED_DAY = '2026-11-27';

describe('the register of facts (web/fact-register.ts)', () => {
  it('has a source and a current check for every entry today (this fails a year after the last check)', () => {
    expect(factRegisterProblems(factRegister, isoDay(new Date()))).toEqual([]);
  });

  it('holds every phone number with its tel: link, and every amount as a positive number', () => {
    for (const entry of Object.values(factRegister.phones)) expect(entry.href).toMatch(/^tel:\+?\d+$/);
    for (const entry of Object.values(factRegister.pounds)) expect(entry.value).toBeGreaterThan(0);
  });

  it('refuses an entry without a source or a checked date, at compile time and when the build runs', () => {
    // @ts-expect-error an entry must name its source
    const noSource: Fact = { value: '0808 000 0000', checked: CHECKED_DAY };
    // @ts-expect-error an entry must say when it was last checked
    const noCheck: Fact = { value: '0808 000 0000', source: { name: 'Somewhere' } };
    const register = {
      ...factRegister,
      hours: { ...factRegister.hours, noSource, noCheck },
      pounds: { blank: { value: 5, source: { name: ' ' }, checked: CHECKED_DAY } },
    } satisfies FactRegister;
    expect(factRegisterProblems(register, CHECKED_DAY)).toEqual([
      'hours.noSource: no source',
      'hours.noCheck: no checked date (YYYY-MM-DD)',
      'pounds.blank: no source',
    ]);
  });

  it('refuses a check in the future, an impossible day, a plain-http source and a check over a year old', () => {
    const register = {
      future: { a: { value: 1, source: { name: 'X' }, checked: '2026-11-28' } },
      impossible: { a: { value: 1, source: { name: 'X' }, checked: '2026-02-30' } },
      http: { a: { value: 1, source: { name: 'X', url: 'http://example.org' }, checked: CHECKED_DAY } },
    };
    expect(factRegisterProblems(register, CHECKED_DAY)).toEqual([
      'future.a: checked 2026-11-28, after today (2026-11-27)',
      'impossible.a: no checked date (YYYY-MM-DD)',
      "http.a: the source's address is not an https address",
    ]);
    expect(factRegisterProblems(factRegister, '2027-11-29')).toContain(
      'phones.customerService: last checked 2026-11-27, over a year ago: check it against its source',
    );
  });

  it('the build refuses a register whose checks are over a year old (the Vite plugin of web/vite.config.ts)', () => {
    const configResolved = checkedPublishedFigures(() => new Date('2027-12-01T12:00:00Z')).configResolved as () => void;
    expect(() => configResolved()).toThrow(/register of facts is not current on 2027-12-01/);
  });
});
