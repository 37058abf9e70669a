import type { ReadingRegister } from '#contracts/meter-reading';
import { meterReadingMessages, READING_DIGITS } from '#contracts/meter-reading-rules';

/*
 * The rules of the reading form (docs/product/meter-readings.md › Meter readings), without React:
 * what is checked and in which order, what fields and forms are called, and what one submission's
 * answers add up to.
 */

export type FieldErrors = { readings: Partial<Record<string, string>>; confirm?: string };
export type Outcome = { severity: 'success' | 'error'; lines: string[] };
/** Registers accepted by an earlier submission whose partner was refused: label -> value and message. */
export type AcceptedRegisters = Record<string, { reading: string; message: string }>;

/** A reading's own check: a reading first, then all six digits. */
function readingProblem(reading: string): string | undefined {
  if (reading.length === 0) return meterReadingMessages.readingRequired;
  if (reading.length < READING_DIGITS) return meterReadingMessages.readingIncomplete;
  return undefined;
}

/**
 * Checks in order: a reading in every field still to send, then all six digits in each, then the
 * ticked checkbox. Keys of `readings` are register labels.
 */
export function validateReadingForm(readings: Record<string, string>, confirmed: boolean): FieldErrors {
  const errors: FieldErrors['readings'] = {};
  for (const [label, reading] of Object.entries(readings)) {
    const problem = readingProblem(reading);
    if (problem) errors[label] = problem;
  }
  if (Object.keys(errors).length > 0) return { readings: errors };
  if (!confirmed) return { readings: {}, confirm: meterReadingMessages.confirmRequired };
  return { readings: {} };
}

/** 'Day reading (register 01)': a reading field's name on a form with several registers. */
export function readingFieldName(register: ReadingRegister): string {
  return `${register.registerTypeName} reading (register ${register.registerLabel})`;
}

/** 'Day and Night readings': the title of a form with several registers. */
export function combinedTitle(registers: readonly ReadingRegister[]): string {
  const names = registers.map((register) => register.registerTypeName);
  const last = names.pop();
  return `${names.length > 0 ? `${names.join(', ')} and ${last}` : (last ?? '')} readings`;
}

/** One message for several answers: the shared one once, else each with the name of its field. */
export function combinedMessages(answers: { name: string; message: string }[]): string[] {
  const first = answers[0];
  if (first && answers.every((answer) => answer.message === first.message)) return [first.message];
  return answers.map(({ name, message }) => `${name}: ${message}`);
}

interface Answer {
  register: ReadingRegister;
  message: string;
}

/**
 * What one submission's answers add up to: every register accepted (success, the form starts
 * again), none accepted (the refusals), or some of each (which was sent and will not be sent
 * again, which was not). `accepted` is what the form remembers as sent afterwards.
 */
export function submissionOutcome({
  registers,
  nameOf,
  acceptedBefore,
  nowAccepted,
  refused,
  values,
}: {
  registers: readonly ReadingRegister[];
  nameOf: (register: ReadingRegister) => string;
  acceptedBefore: AcceptedRegisters;
  nowAccepted: Answer[];
  refused: Answer[];
  values: Record<string, string>;
}): { outcome: Outcome; accepted: AcceptedRegisters; startAgain: boolean } {
  const accepted: AcceptedRegisters = {
    ...acceptedBefore,
    ...Object.fromEntries(
      nowAccepted.map(({ register, message }) => [
        register.registerLabel,
        { reading: values[register.registerLabel] ?? '', message },
      ]),
    ),
  };
  if (refused.length === 0) {
    const lines = combinedMessages(
      registers.map((register) => ({
        name: nameOf(register),
        message: accepted[register.registerLabel]?.message ?? '',
      })),
    );
    return { outcome: { severity: 'success', lines }, accepted: {}, startAgain: true };
  }
  if (nowAccepted.length === 0 && Object.keys(acceptedBefore).length === 0) {
    const lines = combinedMessages(refused.map(({ register, message }) => ({ name: nameOf(register), message })));
    return { outcome: { severity: 'error', lines }, accepted: acceptedBefore, startAgain: false };
  }
  // Some accepted, some refused: say which is which; the refused ones keep what was typed.
  const lines = [
    ...registers
      .filter((register) => accepted[register.registerLabel])
      .map(
        (register) =>
          `${nameOf(register)} was sent: ${accepted[register.registerLabel]?.message ?? ''} It will not be sent again.`,
      ),
    ...refused.map(({ register, message }) => `${nameOf(register)} was not sent: ${message}`),
  ];
  return { outcome: { severity: 'error', lines }, accepted, startAgain: false };
}
