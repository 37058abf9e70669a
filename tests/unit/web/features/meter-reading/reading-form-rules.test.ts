import { describe, expect, it } from 'vitest';
import type { Register } from '#contracts/account';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import {
  combinedMessages,
  combinedTitle,
  readingFieldName,
  submissionOutcome,
  validateReadingForm,
} from '../../../../../web/src/features/meter-reading/reading-form-rules';

const day: Register = { registerLabel: '01', registerTypeName: 'Day', readings: [] };
const night: Register = { registerLabel: '02', registerTypeName: 'Night', readings: [] };
const registers = [day, night];
const values = { '01': '012345', '02': '000777' };

describe('validateReadingForm', () => {
  it('asks for a reading first, then all six digits, then the tick', () => {
    expect(validateReadingForm({ '01': '', '02': '123' }, false)).toEqual({
      readings: { '01': meterReadingMessages.readingRequired, '02': meterReadingMessages.readingIncomplete },
    });
    expect(validateReadingForm({ '01': '123456' }, false)).toEqual({
      readings: {},
      confirm: meterReadingMessages.confirmRequired,
    });
    expect(validateReadingForm({ '01': '123456' }, true)).toEqual({ readings: {} });
  });
});

describe('names', () => {
  it('names a field and a form with several registers', () => {
    expect(readingFieldName(day)).toBe('Day reading (register 01)');
    expect(combinedTitle(registers)).toBe('Day and Night readings');
    expect(combinedTitle([day, { ...day, registerTypeName: 'Night' }, { ...day, registerTypeName: 'Heating' }])).toBe(
      'Day, Night and Heating readings',
    );
    expect(combinedTitle([day])).toBe('Day readings');
  });

  it('says a shared message once, else each with its field', () => {
    expect(
      combinedMessages([
        { name: 'a', message: 'same' },
        { name: 'b', message: 'same' },
      ]),
    ).toEqual(['same']);
    expect(
      combinedMessages([
        { name: 'a', message: 'x' },
        { name: 'b', message: 'y' },
      ]),
    ).toEqual(['a: x', 'b: y']);
  });
});

describe('submissionOutcome', () => {
  const base = { registers, nameOf: readingFieldName, values };

  it('starts again when every register is accepted, this time or before', () => {
    const result = submissionOutcome({
      ...base,
      acceptedBefore: { '01': { reading: '012345', message: 'Thanks' } },
      nowAccepted: [{ register: night, message: 'Thanks' }],
      refused: [],
    });
    expect(result).toEqual({ outcome: { severity: 'success', lines: ['Thanks'] }, accepted: {}, startAgain: true });
  });

  it('gives the refusals when nothing was accepted', () => {
    const result = submissionOutcome({
      ...base,
      acceptedBefore: {},
      nowAccepted: [],
      refused: [
        { register: day, message: 'Too low' },
        { register: night, message: 'Too high' },
      ],
    });
    expect(result.outcome).toEqual({
      severity: 'error',
      lines: ['Day reading (register 01): Too low', 'Night reading (register 02): Too high'],
    });
    expect(result).toMatchObject({ accepted: {}, startAgain: false });
  });

  it('says which was sent and will not be sent again, and which was not, and remembers the sent one', () => {
    const result = submissionOutcome({
      ...base,
      acceptedBefore: {},
      nowAccepted: [{ register: day, message: 'Thanks.' }],
      refused: [{ register: night, message: 'Too high' }],
    });
    expect(result.outcome.lines).toEqual([
      'Day reading (register 01) was sent: Thanks. It will not be sent again.',
      'Night reading (register 02) was not sent: Too high',
    ]);
    expect(result.accepted).toEqual({ '01': { reading: '012345', message: 'Thanks.' } });
    expect(result.startAgain).toBe(false);
  });
});
