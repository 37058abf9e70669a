// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtPath } from '../../at-path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postcodeMessages } from '#contracts/postcode-rules';
import { readPriceFile } from '#contracts/tariff-price-file';
import { labelsFor, tariffLabelMessages, type TariffLabelsResponse } from '#contracts/tariff-labels';
import { typicalConsumptionOn } from '#contracts/typical-consumption';
import { readRegulatorFile } from '#contracts/price-cap-file';
import TariffsPage from '../../../../../web/src/features/tariffs/TariffsPage';
import { errorReply, heldReplies, jsonReply, stubApi } from '../../support/stub-api';

const DATE = '2026-11-25';
/** local/sandbox/data/tariff-prices.csv (local/sandbox/tariff-catalogue.ts finds it by import.meta.url, which happy-dom does not give). */
const SAMPLE_PRICE_FILE = 'local/sandbox/data/tariff-prices.csv';
/** local/sandbox/data/typical-consumption.csv, the sandbox's typical consumption (set in its SSM stand-in). */
const SAMPLE_TYPICAL_CONSUMPTION_FILE = 'local/sandbox/data/typical-consumption.csv';

/** What the API answers for an East Midlands postcode, built from the sample prices by the real label rules. */
function eastMidlandsAnswer(): TariffLabelsResponse {
  const file = readPriceFile(readFileSync(SAMPLE_PRICE_FILE, 'utf8'), DATE);
  const typicalFile = readRegulatorFile(readFileSync(SAMPLE_TYPICAL_CONSUMPTION_FILE, 'utf8'));
  const typical =
    typicalFile.ok && typicalFile.kind === 'typical-consumption'
      ? typicalConsumptionOn(typicalFile.sets, DATE)
      : undefined;
  if (!file.ok || !typical) throw new Error('sample prices');
  return {
    region: { id: 11, name: 'East Midlands', gsp: '_B' },
    date: DATE,
    typicalConsumption: typical,
    labels: labelsFor({ periods: file.periods, gsp: '_B', date: DATE, typical }),
  };
}

const labelsPath = '/api/tariff-labels?postcode=NG15FS';

function renderAt(path: string) {
  render(
    <AtPath path={path}>
      <TariffsPage />
    </AtPath>,
  );
  return { user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const labels = () => screen.queryAllByRole('article');

describe('/Tariffs', () => {
  it('asks for a postcode first and asks the API nothing', () => {
    const api = stubApi({});
    renderAt('/Tariffs');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Tariff information',
    ]);
    expect(screen.getByLabelText('Postcode')).toBeTruthy();
    expect(labels()).toHaveLength(0);
    expect(api.requests).toHaveLength(0);
  });

  it('checks the postcode before asking, in a focused summary', async () => {
    const api = stubApi({});
    const { user } = renderAt('/Tariffs');
    await user.type(screen.getByLabelText('Postcode'), 'NG1');
    await user.click(screen.getByRole('button', { name: 'Show tariffs' }));
    expect(document.activeElement?.textContent).toContain(postcodeMessages.invalid);
    expect(api.requests).toHaveLength(0);
  });

  it("shows every label of the postcode's region, puts the postcode in the address and focuses the results", async () => {
    const api = stubApi({ [`GET ${labelsPath}`]: jsonReply(eastMidlandsAnswer()) });
    const { user } = renderAt('/Tariffs');
    await user.type(screen.getByLabelText('Postcode'), 'ng1 5fs');
    await user.click(screen.getByRole('button', { name: 'Show tariffs' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Tariffs for East Midlands' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(window.location.search).toBe('?postcode=NG15FS');
    expect(api.paths()).toEqual([labelsPath]);
    expect(labels()).toHaveLength(25);
    expect(screen.getByText('Prices for NG1 5FS on 25 November 2026, including VAT at 5%.')).toBeTruthy();
    expect(
      screen.getByText(/for a home using 2,500 kWh of electricity a year \(3,400 kWh with an Economy 7 meter/),
    ).toBeTruthy();

    const e7 = screen.getByRole('article', { name: 'Home Dual E7 SVT, Monthly Direct Debit' });
    const unitRate = within(e7).getByRole('row', { name: /^Unit rate/ });
    expect(unitRate.textContent).toMatch(/Day: \d+\.\d\dp per kWhNight: \d+\.\d\dp per kWh\d+\.\d\dp per kWh/);
    expect(within(e7).getByRole('row', { name: /^Estimated annual cost £/ }).textContent).toMatch(
      /for 3,400 kWh: 1,972 kWh by day, 1,428 kWh at night/,
    );
    const fixed = screen.getByRole('article', { name: 'Home Gas Fixed 18M, Monthly Direct Debit' });
    expect(within(fixed).getByRole('row', { name: /^Exit fees/ }).textContent).toBe(
      'Exit fees£75.00 per fuel if you leave more than 49 days before the end of the fixed term; none after that',
    );
    expect(within(fixed).getByRole('columnheader', { name: 'Gas' })).toBeTruthy();
    expect(within(fixed).queryByRole('columnheader', { name: 'Electricity' })).toBeNull();
  });

  it('opens a shared label by its address: that label only, and a way back to all of them', async () => {
    stubApi({ [`GET ${labelsPath}`]: jsonReply(eastMidlandsAnswer()) });
    renderAt('/Tariffs?postcode=NG15FS&tariff=home-elec-svt&payment=porob');
    expect(await screen.findByRole('article', { name: 'Home Elec SVT, Pay on receipt of bill' })).toBeTruthy();
    expect(labels()).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Postcode').value).toBe('NG1 5FS');
    expect(screen.getByRole('link', { name: 'Show every tariff for NG1 5FS' }).getAttribute('href')).toBe(
      '/Tariffs?postcode=NG15FS',
    );
    expect(screen.getByRole('link', { name: /^Link to this label/ }).getAttribute('href')).toBe(
      '/Tariffs?postcode=NG15FS&tariff=home-elec-svt&payment=porob',
    );
  });

  it('says so when the API fails, then tries again with the same postcode', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const held = heldReplies();
    const api = stubApi({
      [`GET ${labelsPath}`]: [
        errorReply(503, 'tariff_labels_unavailable', tariffLabelMessages.unavailable),
        held.reply,
      ],
    });
    const { user } = renderAt('/Tariffs?postcode=NG15FS');
    expect((await screen.findByRole('alert')).textContent).toBe(tariffLabelMessages.unavailable);
    await user.click(screen.getByRole('button', { name: 'Show tariffs' }));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(screen.getByText('Finding the tariffs for NG1 5FS…')).toBeTruthy();
    held.answerAll(jsonReply(eastMidlandsAnswer()));
    expect(await screen.findByRole('heading', { name: 'Tariffs for East Midlands' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prints one label on its own', async () => {
    stubApi({ [`GET ${labelsPath}`]: jsonReply(eastMidlandsAnswer()) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderAt('/Tariffs?postcode=NG15FS');
    const gas = await screen.findByRole('article', { name: 'Home Gas SVT, Monthly Direct Debit' });
    await user.click(within(gas).getByRole('button', { name: /^Print this label/ }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(labels().filter((label) => !label.hasAttribute('data-print-hidden'))).toEqual([gas]);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(labels().filter((label) => label.hasAttribute('data-print-hidden'))).toHaveLength(0));
  });
});
