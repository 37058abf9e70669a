import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppLayout } from '../../../../web/src/app/layout/AppLayout';
import { AtPath, historyMovesTo } from '../at-path';
import {
  JOURNEY_IDLE_MS,
  forgetJourneysLeft,
  journeys,
  readJourneyData,
  saveJourneyData,
} from '../../../../web/src/lib/journey-storage';

beforeEach(() => sessionStorage.clear());

describe("a journey's data in the tab", () => {
  it('reads back what was saved, and each read restarts the 30 minutes', () => {
    saveJourneyData('payment', { accountNo: '100001' }, 0);
    expect(readJourneyData('payment', JOURNEY_IDLE_MS - 1)).toEqual({ accountNo: '100001' });
    expect(readJourneyData('payment', 2 * JOURNEY_IDLE_MS - 2)).toEqual({ accountNo: '100001' });
  });

  it('is gone, and removed from storage, after 30 minutes unused', () => {
    saveJourneyData('meterReading', { lookup: {} }, 0);
    expect(readJourneyData('meterReading', JOURNEY_IDLE_MS + 1)).toBeUndefined();
    expect(sessionStorage.getItem(journeys.meterReading.storageKey)).toBeNull();
  });

  it('treats unreadable data, data without a time and a time in the future as nothing', () => {
    for (const stored of ['{', '{"value":1}', 'null', JSON.stringify({ usedAt: 10_000, value: 1 })]) {
      sessionStorage.setItem(journeys.payment.storageKey, stored);
      expect(readJourneyData('payment', 5_000), stored).toBeUndefined();
      expect(sessionStorage.getItem(journeys.payment.storageKey)).toBeNull();
    }
  });

  it("is forgotten on any page outside the journey, kept on the journey's own pages", () => {
    saveJourneyData('payment', 1);
    saveJourneyData('meterReading', 2);
    forgetJourneysLeft('/payment/success/');
    expect(readJourneyData('payment')).toBe(1);
    expect(readJourneyData('meterReading')).toBeUndefined();
    forgetJourneysLeft('/AboutUs');
    expect(readJourneyData('payment')).toBeUndefined();
  });

  it('is forgotten by the app layout when the visitor navigates out of the journey (in the next task)', async () => {
    render(
      <AtPath path="/SubmitMeterReading">
        <AppLayout>
          <h1>Page</h1>
        </AppLayout>
      </AtPath>,
    );
    const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve)));
    await nextTask();
    saveJourneyData('meterReading', { kept: true });
    act(() => historyMovesTo('/MeterReading'));
    await nextTask();
    expect(readJourneyData('meterReading')).toEqual({ kept: true });
    act(() => historyMovesTo('/HelpPaying'));
    expect(sessionStorage.getItem(journeys.meterReading.storageKey)).not.toBeNull();
    await nextTask();
    expect(readJourneyData('meterReading')).toBeUndefined();
  });
});
