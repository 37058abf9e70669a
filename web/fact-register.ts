import { brand, telHref } from '#contracts/brand';
import { comparativeClaims } from './src/lib/comparative-claims';
import { emergencyNumbers, emergencyTelHrefs } from './src/lib/emergency-numbers';
import { publishedFigures } from './src/lib/published-figures';
import {
  citizensAdvice,
  energyOmbudsman,
  informationCommissioner,
  modernSlaveryHelpline,
} from './src/features/information-pages/content/public-bodies';
import { contractTerms } from './src/features/information-pages/content/legal/contract-terms';

/**
 * The register of facts (docs/product/regulatory-pages.md › Register of facts): every statement
 * the built pages make that depends on a source or a period (phone numbers and their hours, amounts
 * of money, kWh figures, comparative claims, the regulator's figures by period), each with its source
 * and the day it was last checked. The values stay in their own homes (brand.ts, public-bodies.ts,
 * published-figures.ts, contract-terms.ts), which the pages read; the register names them, so a value
 * changed there is still the register's. `npm run build` refuses an entry without a source or with a
 * check over a year old (`checkedPublishedFigures` in web/vite.config.ts), and
 * tests/e2e/built-pages-facts.spec.ts fails on a figure in a built page that is not here.
 *
 * Build-time only: no page imports this module (it would put every fact in every bundle).
 */

/*
 * An entry: a statement that depends on a source or a period, with that source and the day someone
 * last checked it. Both are required, so an entry without them does not compile.
 */

/** A day as 'YYYY-MM-DD'. */
export type CheckedDay = string;

/** Where a fact comes from: a public page, a law, or one of the brand's own records. */
export interface FactSource {
  /** 'Ofgem: get compensation for problems with your energy supplier', 'Brand brief: freephone'. */
  name: string;
  /** The public page, when there is one. */
  url?: string;
}

/** A fact as the site states it, with its source and the day it was last checked against it. */
export interface Fact<Value = string> {
  value: Value;
  source: FactSource;
  /** The day someone last compared `value` with `source`. */
  checked: CheckedDay;
}

/** A claim that compares us with something else, and what on the site shows it true. */
export interface ComparativeClaim extends Fact {
  /** What a visitor can look at on the site to see the claim is true (what was compared, when). */
  basis: string;
}

/** A phone number as the pages show it, and its tel: link. */
export interface PhoneFact extends Fact {
  href: string;
}

export interface FactRegister {
  phones: Record<string, PhoneFact>;
  /** Opening hours, exactly as the pages write them. */
  hours: Record<string, Fact>;
  /** Amounts of money in whole pounds. */
  pounds: Record<string, Fact<number>>;
  /** Energy figures in kWh (typical consumption comes with the priced answers, never from here). */
  kwh: Record<string, Fact<number>>;
  claims: Record<string, ComparativeClaim>;
  /** Deadlines set by others that the pages state, in their own unit (weeks, months). */
  timeLimits: Record<string, Fact<number>>;
  /** The regulator's figures by period (web/src/lib/published-figures.ts), each set whole. */
  periodFigures: Record<string, Fact<unknown>>;
}

/** The day these entries were last compared with their sources. */
const CHECKED = '2026-11-27';

const brandBrief = (item: string): FactSource => ({ name: `Brand brief (BRAND.md): ${item}` });
const regulationBrief = (item: string, url?: string): FactSource => ({
  name: `Regulation brief (REGULATION.md): ${item}`,
  ...(url ? { url } : {}),
});
const ourTerms: FactSource = { name: 'Our Terms and Conditions (/TermsAndConditions), as the specification sets them' };

const phone = (value: string, source: FactSource, href = telHref(value)): PhoneFact => ({
  value,
  href,
  source,
  checked: CHECKED,
});
const fact = <Value>(value: Value, source: FactSource, checked = CHECKED): Fact<Value> => ({ value, source, checked });

const fernleafPricing: FactSource = {
  name: 'Fernleaf price history: Home Dual SVT against each cap period (tariff catalogue)',
};
const claim = (value: string, basis: string, source = fernleafPricing): ComparativeClaim => ({
  value,
  basis,
  source,
  checked: CHECKED,
});

const ombudsmanSource: FactSource = { name: 'Energy Ombudsman: contact us', url: 'https://www.energyombudsman.org' };
const ombudsmanRules: FactSource = {
  name: 'Energy Ombudsman: who we can help (eight weeks, or a deadlock letter; then 12 months for complaints begun since 1 October 2015)',
  url: 'https://www.ombudsman-services.org/sectors/energy/who-can-we-help',
};

/** The regulations that raised both Guaranteed Standards payments (regulation 8 of the 2015 regulations) from £30 to £40. */
const guaranteedStandardsAmendment: FactSource = {
  name: 'The Electricity and Gas (Standards of Performance) (Suppliers) (Amendment) (No. 2) Regulations 2024 (SI 2024/1166), in force 2 January 2025, amending regulation 8 (payments) of SI 2015/1544',
  url: 'https://www.legislation.gov.uk/uksi/2024/1166/made',
};

export const factRegister = {
  phones: {
    customerService: phone(brand.phone, brandBrief('freephone')),
    dataProtectionOfficer: phone(brand.dpo.phone, brandBrief('data protection officer')),
    meterFaults: phone(brand.meterFaultLine.phone, brandBrief('24-hour meter-fault line')),
    helpPaying: phone(brand.helpPayingLine.phone, brandBrief('help with paying')),
    textRelay: phone(brand.textRelay.prefix, {
      name: 'Relay UK: how to call using text relay',
      url: 'https://www.relayuk.bt.com',
    }),
    gasEmergency: phone(
      emergencyNumbers.gas,
      regulationBrief('network emergencies (National Gas Emergency Service)'),
      emergencyTelHrefs.gas,
    ),
    powerCut: phone(
      emergencyNumbers.powerCut,
      { name: 'Energy Networks Association: 105, the power cut line', url: 'https://www.powercut105.com' },
      emergencyTelHrefs.powerCut,
    ),
    emergencyServices: phone('999', { name: 'Emergency services: 999' }, 'tel:999'),
    nhs111: phone('111', { name: 'NHS 111', url: 'https://111.nhs.uk' }, 'tel:111'),
    energyOmbudsman: phone(energyOmbudsman.phone, ombudsmanSource),
    citizensAdvice: phone(citizensAdvice.phone, {
      name: 'Citizens Advice consumer service',
      url: 'https://www.citizensadvice.org.uk',
    }),
    adviceDirectScotland: phone(citizensAdvice.scotland.phone, {
      name: 'Advice Direct Scotland',
      url: 'https://www.advice.scot',
    }),
    informationCommissioner: phone(informationCommissioner.phone, {
      name: "Information Commissioner's Office: contact us",
      url: 'https://ico.org.uk/global/contact-us/',
    }),
    modernSlaveryHelpline: phone(modernSlaveryHelpline.phone, {
      name: 'Modern Slavery & Exploitation Helpline (Unseen)',
      url: 'https://www.modernslaveryhelpline.org',
    }),
  },
  hours: {
    customerService: fact(brand.openingHours, brandBrief('opening hours')),
    meterFaults: fact(brand.meterFaultLine.hours, brandBrief('24-hour meter-fault line')),
    helpPaying: fact(brand.helpPayingLine.hours, brandBrief('help with paying')),
    energyOmbudsman: fact(energyOmbudsman.phoneHours, ombudsmanSource),
  },
  pounds: {
    guaranteedStandardsPayment: fact(
      publishedFigures.guaranteedStandards.paymentPounds,
      publishedFigures.guaranteedStandards.paymentSource,
    ),
    guaranteedStandardsLatePayment: fact(
      publishedFigures.guaranteedStandards.latePaymentPounds,
      guaranteedStandardsAmendment,
    ),
    warmHomeDiscount: fact(
      publishedFigures.warmHomeDiscount.amountPounds,
      regulationBrief('Warm Home Discount', 'https://www.gov.uk/the-warm-home-discount-scheme'),
    ),
    missedPaymentFee: fact(contractTerms.missedPaymentFeePounds, ourTerms),
    liabilityCap: fact(contractTerms.liabilityCapPounds, ourTerms),
  },
  kwh: {},
  claims: {
    belowPriceCap: claim(
      comparativeClaims.belowPriceCap,
      "The price-cap badges beside it: Home Dual SVT against Ofgem's cap for the same region, payment method and typical consumption, worked out when the page is loaded.",
    ),
    belowPriceCapShort: claim(
      comparativeClaims.belowPriceCapShort,
      'The price-cap badges on the same page (home), as for belowPriceCap.',
    ),
    underCapSince2019: claim(
      comparativeClaims.underCapSince2019,
      "The home page's price-cap badges show the current period; earlier periods are in our price history.",
      { ...fernleafPricing, url: 'https://www.ofgem.gov.uk/energy-price-cap' },
    ),
  },
  timeLimits: {
    ombudsmanAfterWeeks: fact(energyOmbudsman.afterWeeks, ombudsmanRules),
    ombudsmanWithinMonths: fact(energyOmbudsman.withinMonths, ombudsmanRules),
  },
  periodFigures: {
    complaints: fact(publishedFigures.complaints, {
      name: "Brand brief (BRAND.md): annual figures, complaints (this brand's samples)",
    }),
    fuelMix: fact(publishedFigures.fuelMix, {
      name: 'Brand brief (BRAND.md): annual figures, fuel mix disclosure and the UK average (corrected sample)',
    }),
    guaranteedStandards: fact(publishedFigures.guaranteedStandards, guaranteedStandardsAmendment),
    warmHomeDiscount: fact(
      publishedFigures.warmHomeDiscount,
      regulationBrief('Warm Home Discount', 'https://www.gov.uk/the-warm-home-discount-scheme'),
    ),
  },
} satisfies FactRegister;

/** Midnight UTC of a real 'YYYY-MM-DD' day, else NaN. */
function dayOf(date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date ? time : Number.NaN;
}

/** A check older than this is stale: someone looks at each source at least once a year. */
const CHECK_AT_LEAST_EVERY_DAYS = 366;

function entryProblems(name: string, entry: unknown, today: string): string[] {
  if (typeof entry !== 'object' || entry === null) return [`${name}: not an entry`];
  const { source, checked } = entry as Partial<Fact<unknown>>;
  const problems: string[] = [];
  if (typeof source?.name !== 'string' || source.name.trim() === '') problems.push(`${name}: no source`);
  else if (source.url !== undefined && !/^https:\/\/\S+$/.test(source.url))
    problems.push(`${name}: the source's address is not an https address`);
  if (typeof checked !== 'string' || Number.isNaN(dayOf(checked)))
    problems.push(`${name}: no checked date (YYYY-MM-DD)`);
  else if (checked > today) problems.push(`${name}: checked ${checked}, after today (${today})`);
  else if ((dayOf(today) - dayOf(checked)) / 86_400_000 > CHECK_AT_LEAST_EVERY_DAYS)
    problems.push(`${name}: last checked ${checked}, over a year ago: check it against its source`);
  return problems;
}

/** Every problem with the register on `today`: an entry without a source, or with no or an old check. */
export function factRegisterProblems(register: unknown, today: string): string[] {
  if (typeof register !== 'object' || register === null) return ['(register): not an object'];
  return Object.entries(register as Record<string, unknown>).flatMap(([group, entries]) =>
    typeof entries === 'object' && entries !== null
      ? Object.entries(entries as Record<string, unknown>).flatMap(([key, entry]) =>
          entryProblems(`${group}.${key}`, entry, today),
        )
      : [`${group}: not a group of entries`],
  );
}

/** Throws, listing every problem, unless each entry has a source and a current check (web/vite.config.ts). */
export function assertFactRegisterCurrent(register: unknown, today: string): void {
  const problems = factRegisterProblems(register, today);
  if (problems.length > 0)
    throw new Error(`The register of facts is not current on ${today}:\n- ${problems.join('\n- ')}`);
}
