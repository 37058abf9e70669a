import { useState } from 'react';
import type { AccountLookupRequest } from '#contracts/account';
import { type Fuel, type ReadingMeter, type ReadingRegister } from '#contracts/meter-reading';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import { useSubmitOnce } from '../../components/form';
import { ApiClientError } from '../../lib/api';
import { sendMeterReading } from './api';
import { submissionOutcome, type AcceptedRegisters, type Outcome } from './reading-form-rules';

/** A reading the workflow accepted: the register it is for and its value. */
export interface AcceptedReading {
  registerLabel: string;
  readingValue: number;
}

interface ReadingSubmissionOptions {
  fuel: Fuel;
  lookup: AccountLookupRequest;
  meter: ReadingMeter;
  /** Every register on the form, accepted or not (the outcome names them all). */
  registers: readonly ReadingRegister[];
  /** The field's name for a register, as the outcome's lines use it. */
  nameOf: (register: ReadingRegister) => string;
  /** Called with the readings this submission got accepted (never one accepted before). */
  onSubmitted: (accepted: AcceptedReading[]) => Promise<void> | void;
  /** Called when everything on the form has been accepted, so the form starts again empty. */
  onStartAgain: () => void;
}

const errorMessage = (error: unknown) =>
  error instanceof ApiClientError ? error.message : meterReadingMessages.unexpected;

/**
 * Sending a meter's readings: one request per register (the API takes one reading at a time), at
 * most one submission in flight, and one outcome for them all. Registers the workflow accepted are
 * remembered, so a retry after a partial refusal sends only the refused ones.
 */
export function useReadingSubmission({
  fuel,
  lookup,
  meter,
  registers,
  nameOf,
  onSubmitted,
  onStartAgain,
}: ReadingSubmissionOptions) {
  const [accepted, setAccepted] = useState<AcceptedRegisters>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const submitOnce = useSubmitOnce();

  function send(sending: readonly ReadingRegister[], values: Record<string, string>) {
    void submitOnce.run(async (signal) => {
      const results = await Promise.allSettled(
        sending.map((register) =>
          sendMeterReading(
            {
              fuel,
              accountNo: lookup.accountNo,
              postcode: lookup.postcode,
              meterRef: meter.meterRef,
              register: register.registerLabel,
              reading: values[register.registerLabel] ?? '',
            },
            signal,
          ),
        ),
      );
      if (signal.aborted) return;
      const sent = sending.map((register, index) => ({ register, result: results[index] }));
      const nowAccepted = sent.flatMap(({ register, result }) =>
        result?.status === 'fulfilled' ? [{ register, message: result.value }] : [],
      );
      const refused = sent.flatMap(({ register, result }) =>
        result?.status === 'rejected' ? [{ register, message: errorMessage(result.reason) }] : [],
      );
      const next = submissionOutcome({ registers, nameOf, acceptedBefore: accepted, nowAccepted, refused, values });
      setAccepted(next.accepted);
      setOutcome(next.outcome);
      if (next.startAgain) onStartAgain();
      if (nowAccepted.length > 0) {
        await onSubmitted(
          nowAccepted.map(({ register }) => ({
            registerLabel: register.registerLabel,
            readingValue: Number(values[register.registerLabel]),
          })),
        );
      }
    });
  }

  return {
    /** Registers the workflow has accepted, with what was sent: locked on the form. */
    accepted,
    outcome,
    clearOutcome: () => setOutcome(undefined),
    busy: submitOnce.busy,
    inFlight: submitOnce.inFlight,
    send,
  };
}
