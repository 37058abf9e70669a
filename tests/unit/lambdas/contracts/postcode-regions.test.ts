import { describe, expect, it } from 'vitest';
import { postcodeMessages } from '#contracts/postcode-rules';
import {
  DEFAULT_REGION_ID,
  distributionRegions,
  districtExceptions,
  postcodeAreaRegions,
  regionForPostcode,
  regionMessages,
} from '#contracts/postcode-regions';

/** Every postcode area of Great Britain (Royal Mail's list without BT, GY, IM and JE). */
const greatBritainAreas = `AB AL B BA BB BD BH BL BN BR BS CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY
E EC EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN
NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA
WC WD WF WN WR WS WV YO ZE`.split(/\s+/);

const regionName = (postcode: string) => {
  const lookup = regionForPostcode(postcode);
  return lookup.ok ? lookup.region.name : lookup.message;
};

describe('postcode -> electricity distribution region', () => {
  it('lists exactly the 120 postcode areas of Great Britain', () => {
    expect(greatBritainAreas).toHaveLength(120);
    expect(Object.keys(postcodeAreaRegions).sort()).toEqual([...greatBritainAreas].sort());
  });

  it.each(greatBritainAreas)('resolves every postcode in area %s to one of the 14 regions', (area) => {
    // A district number and inward code that exist in every area's format.
    const lookup = regionForPostcode(`${area}1 1AA`);
    expect(lookup.ok).toBe(true);
    if (lookup.ok) expect(Object.keys(distributionRegions)).toContain(String(lookup.region.id));
  });

  it('uses all 14 regions, numbered 10 to 23, and only those', () => {
    const used = new Set([...Object.values(postcodeAreaRegions), ...Object.values(districtExceptions)]);
    expect([...used].sort()).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(DEFAULT_REGION_ID).toBe(11);
  });

  it('lists exceptions only for districts of a listed area, each differing from its area', () => {
    for (const [district, region] of Object.entries(districtExceptions)) {
      const area = /^[A-Z]+/.exec(district)?.[0] ?? '';
      expect(postcodeAreaRegions[area], district).toBeDefined();
      expect(postcodeAreaRegions[area], district).not.toBe(region);
    }
  });

  it.each([
    ['NG1 5FS', 'East Midlands'],
    ['SW1A 1AA', 'London'],
    ['EC1A 1BB', 'London'],
    ['CB2 1TN', 'Eastern'],
    ['L1 8JQ', 'Merseyside and North Wales'],
    ['LL55 4UR', 'Merseyside and North Wales'],
    ['B33 8TH', 'West Midlands'],
    ['NE1 7RU', 'North East'],
    ['M1 1AE', 'North West'],
    ['IV2 3EB', 'North Scotland'],
    ['ZE1 0AA', 'North Scotland'],
    ['EH1 1YZ', 'South Scotland'],
    ['CT1 2EH', 'South East'],
    ['SO14 7DU', 'Southern'],
    ['CF10 1EP', 'South Wales'],
    ['PL1 2AA', 'South West'],
    ['LS1 4DY', 'Yorkshire'],
  ])('%s is in %s', (postcode, region) => {
    expect(regionName(postcode)).toBe(region);
  });

  it.each([
    // Districts on a boundary, served by another region than most of their area.
    ['B77 1AA', 'East Midlands'], // Tamworth, not Birmingham's West Midlands
    ['S40 1AA', 'East Midlands'], // Chesterfield, not Sheffield's Yorkshire
    ['S21 4AA', 'East Midlands'], // Eckington, Derbyshire (checked 23 Nov 2026)
    ['PE9 1AA', 'East Midlands'], // Stamford, not Peterborough's Eastern
    ['PE29 3AA', 'Eastern'], // Huntingdon: UK Power Networks (checked 23 Nov 2026)
    ['PE2 8AA', 'Eastern'], // Peterborough
    ['S1 2HE', 'Yorkshire'],
    ['PR8 1AA', 'Merseyside and North Wales'], // Southport, not Preston's North West
    ['PR1 2AA', 'North West'],
    ['PA1 1AA', 'South Scotland'], // Paisley, not Argyll's North Scotland
    ['PA34 4AA', 'North Scotland'], // Oban
    ['G84 7AA', 'South Scotland'], // Helensburgh: SP Energy Networks, as Glasgow (checked 23 Nov 2026)
    ['G2 1AA', 'South Scotland'],
    ['SY1 1AA', 'West Midlands'], // Shrewsbury, not mid-Wales
    ['SY23 1AA', 'Merseyside and North Wales'], // Aberystwyth
    ['GU1 1AA', 'South East'], // Guildford, not Aldershot's Southern
    ['GU11 1AA', 'Southern'],
    ['W5 1AA', 'Southern'], // Ealing, not London
    ['W1A 0AX', 'London'],
    ['N1 9GU', 'London'],
    ['N9 0AA', 'Eastern'],
    ['WA14 1AA', 'North West'], // Altrincham, not Warrington's Merseyside and North Wales
    ['wa1 1aa', 'Merseyside and North Wales'],
    ['MK40 1AA', 'Eastern'], // Bedford, not Milton Keynes's East Midlands
    ['DA1 1AA', 'South East'], // Dartford, not Bexley's London
    ['DA5 1AA', 'London'],
  ])('boundary district %s is in %s', (postcode, region) => {
    expect(regionName(postcode)).toBe(region);
  });

  it('reads postcodes in any case and spacing', () => {
    expect(regionName(' sw1a1aa ')).toBe('London');
    expect(regionName('s401aa')).toBe('East Midlands');
  });

  it.each(['BT1 5GS', 'BT48 6DQ', 'JE2 3QA', 'GY1 1AA', 'IM1 1AA', 'GIR 0AA'])(
    'refuses %s: not in Great Britain',
    (postcode) => {
      expect(regionForPostcode(postcode)).toEqual({ ok: false, message: regionMessages.notGreatBritain });
    },
  );

  it.each(['', 'ABC', 'SW1A 1A', 'Q1 1AA1'])('refuses %j with the format message', (postcode) => {
    expect(regionForPostcode(postcode)).toEqual({ ok: false, message: postcodeMessages.invalid });
  });
});
