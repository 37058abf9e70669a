import { poundsText } from '#contracts/number-text';
import { publishedFigures } from '../../../../lib/published-figures';
import {
  citizensAdvice,
  creditReferenceAgencies,
  emergencyNumbers,
  energyOmbudsman,
  networkSites,
} from '../public-bodies';
import {
  brand,
  contactUsItems,
  externalUrls,
  legalIdentity,
  link,
  mail,
  routePaths,
  site,
  strong,
  tel,
  telHref,
} from '../shared';
import { contractTerms } from './contract-terms';
import type { ContentPageData, ContentSection, DefinitionEntry } from '../types';

export { contractTerms };

const t = contractTerms;

/**
 * The glossary: the twelve required terms (docs/product/information-pages.md › Information pages), then the
 * usual terms of a UK household supply contract.
 */
export const glossary: readonly DefinitionEntry[] = [
  {
    term: 'Account',
    definition: `The record we keep of the energy we supply to your Premises, the Charges for it and the payments you make. Each Premises has its own Account and Account number.`,
  },
  {
    term: 'Backbilling',
    definition: `Sending a bill for energy used more than ${t.backbillingMonths} months earlier that you had not been correctly billed for. The limits are in \u2018Billing\u2019.`,
  },
  {
    term: 'Charges',
    definition:
      'Everything you pay us under the Contract: the Unit Rates for the energy you use, the Standing Charges, VAT, and any other fees set out in these terms, such as a missed payment fee.',
  },
  {
    term: 'Contract',
    definition:
      'The agreement between you and us for the supply of electricity, gas or both to your Premises. It is made up of these terms and conditions, the tariff-specific terms for your Tariff and the Tariff details we confirm to you.',
  },
  {
    term: 'Cooling-off Period',
    definition: `The ${t.coolingOffDays} days from the day the Contract is made, during which you can cancel without paying an Exit Fee.`,
  },
  {
    term: 'Credit Meter',
    definition:
      'A meter that records the energy you use so that you pay for it afterwards. We only supply Premises with Credit Meters, either Smart Meters or Traditional Meters.',
  },
  {
    term: 'Deadlock Letter',
    definition:
      'Our final written response to a complaint, saying that we cannot resolve it any further. It lets you take the complaint to the Energy Ombudsman straight away.',
  },
  {
    term: 'Deemed Contract',
    definition:
      'The contract that exists by law when we supply energy to Premises without an agreed Contract, for example when you move into a home we already supply. It starts on the date the supply to you begins.',
  },
  {
    term: 'Direct Debit',
    definition:
      'An instruction you give your bank to let us collect payments from your account, protected by the Direct Debit Guarantee.',
  },
  {
    term: 'Distribution Network Operator',
    definition:
      'The company that owns and runs the local electricity network that carries electricity to your Premises. It is not your supplier and does not bill you.',
  },
  { term: 'Dual Fuel', definition: 'A Tariff under which we supply both electricity and gas to the same Premises.' },
  {
    term: 'Economy 7 (E7)',
    definition:
      'A two-rate electricity arrangement: a cheaper Unit Rate for seven hours at night and a day Unit Rate for the rest of the day. It needs a meter that records the two periods separately.',
  },
  {
    term: 'Energy Ombudsman',
    definition:
      'The free, independent service that settles complaints between energy suppliers and their customers. Its decisions are binding on us.',
  },
  {
    term: 'Exit Fee',
    definition:
      'A fee for leaving a Fixed Tariff before the end of its Fixed Term. Our variable Tariffs have no Exit Fees.',
  },
  {
    term: 'Final Bill',
    definition: 'The last bill for an Account, issued when the Contract ends, based on the closing meter readings.',
  },
  {
    term: 'Fixed Tariff',
    definition: `A Tariff whose Unit Rates and Standing Charges stay the same for a Fixed Term of ${t.fixedTermMonths.slice(0, -1).join(', ')} or ${t.fixedTermMonths.at(-1)} months, except for changes in VAT or other taxes set by law.`,
  },
  { term: 'Fixed Term', definition: 'The length of a Fixed Tariff, counted from the date it starts.' },
  {
    term: 'MPAN and MPRN',
    definition:
      'The Meter Point Administration Number (electricity) and Meter Point Reference Number (gas): unique numbers that identify the supply points at your Premises. They are shown on your bills.',
  },
  {
    term: 'Ofgem',
    definition:
      'The Office of Gas and Electricity Markets, the regulator of Great Britain’s gas and electricity markets. It licenses suppliers and sets the price cap.',
  },
  {
    term: 'Online Account',
    definition: [
      'Your account on our ',
      link('customer portal', externalUrls.portal),
      ', where you see your statements, give meter readings and manage your details.',
    ],
  },
  {
    term: 'POB Tariff',
    definition:
      'The ‘pay on bill’ version of a Standard Variable Tariff, for customers who do not pay by Direct Debit. It is the Tariff we move you to if you breach the terms of your Tariff.',
  },
  { term: 'Premises', definition: 'The home to which we supply energy under the Contract.' },
  {
    term: 'Prepayment Meter',
    definition:
      'A meter that needs credit added before energy can be used. We do not supply Premises with Prepayment Meters.',
  },
  {
    term: 'Price Cap',
    definition:
      'The maximum that suppliers may charge per unit and per day on standard variable and default tariffs, set by Ofgem and reviewed every three months.',
  },
  {
    term: 'Secondary Account Holder',
    definition:
      'A person added to your Account with your authorisation who may manage it with you. They are financially responsible for the Account only if they agree to be themselves.',
  },
  {
    term: 'Smart Meter',
    definition: 'A Credit Meter that sends readings to us automatically over a secure national network.',
  },
  {
    term: 'Standard Variable Tariff (SVT)',
    definition: 'Our main Variable Tariff, with no Fixed Term and no Exit Fees, priced at or below the Price Cap.',
  },
  {
    term: 'Standing Charge',
    definition:
      'A fixed daily charge for each fuel that covers the cost of keeping your Premises connected and supplied, whatever energy you use.',
  },
  {
    term: 'Supply Start Date',
    definition: 'The date we become the supplier of your Premises, also called the switch date.',
  },
  {
    term: 'Tariff',
    definition:
      'The set of prices and conditions under which we supply you: the Unit Rates and Standing Charges, how you pay and, for a Fixed Tariff, the Fixed Term.',
  },
  {
    term: 'Traditional Meter',
    definition: 'A Credit Meter that is not a Smart Meter and has to be read by you or by a meter reader.',
  },
  { term: 'Unit Rate', definition: 'The price of each kilowatt hour (kWh) of electricity or gas you use.' },
  {
    term: 'Variable Tariff',
    definition: 'A Tariff with no Fixed Term whose prices can go up or down after we give you notice.',
  },
  { term: 'We, us, our', definition: `${brand.legalEntity}, company number ${brand.companyNumber}.` },
  { term: 'Working Day', definition: 'Any day except Saturday, Sunday or a bank holiday in England.' },
  {
    term: 'You, your',
    definition:
      'The customer named on the Account (the primary account holder) and, where they have agreed to be responsible, any Secondary Account Holder.',
  },
];

const contractSubsections: readonly ContentSection[] = [
  {
    id: 'contract-start',
    heading: 'When the contract starts',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Your Contract starts when you accept these terms and complete your application with us. A Deemed Contract starts on the date we begin to supply you.',
      },
      {
        kind: 'paragraph',
        text: 'The Contract continues until it is ended under these terms: when you switch to another supplier, when you move out and we close your Account, or when we end it as set out in \u2018Suspension and disconnection\u2019.',
      },
    ],
  },
  {
    id: 'your-responsibilities',
    heading: 'Your responsibilities',
    blocks: [
      { kind: 'paragraph', text: 'While the Contract lasts, you agree to:' },
      {
        kind: 'bullets',
        items: [
          'give us a valid, current e-mail address and tell us straight away if it changes. We run your Account online and send your statements, notices and reminders by e-mail;',
          [
            strong('give us meter readings every month'),
            ': an opening reading when we start to supply you, a regular reading each month and a closing reading when you leave. A Smart Meter that sends readings to us counts as giving them;',
          ],
          'pay the Charges on time;',
          'let us, the network operators and our agents into the Premises when these terms allow it (see \u2018Meters and access to your property\u2019);',
          'not tamper with, move or damage a meter, or let anyone else do so;',
          'tell us if you stop being responsible for paying for the energy used at the Premises, for example because you move out or sell the property;',
          'tell us if anyone in your home needs extra support, so that we can offer our Priority Services Register.',
        ],
      },
    ],
  },
  {
    id: 'secondary-account-holder',
    heading: 'Adding a secondary account holder',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You can ask us to add a Secondary Account Holder to your Account, for example a partner or a relative who helps you. We only add someone with your authorisation as the primary account holder, and you can ask us to remove them at any time.',
      },
      {
        kind: 'paragraph',
        text: 'A Secondary Account Holder can talk to us about the Account and manage it with you. They become financially responsible for the Account only if they agree to that themselves; your authorisation alone does not make them liable for your debts.',
      },
    ],
  },
  {
    id: 'deemed-contracts',
    heading: 'Deemed contracts',
    blocks: [
      {
        kind: 'paragraph',
        text: 'If you take a supply from us without having agreed a Contract with us, the law treats you as having a Deemed Contract. This happens when you move into a home we already supply, or when you cancel during the Cooling-off Period but stay with us because you have not arranged a new supplier.',
      },
      {
        kind: 'paragraph',
        text: 'A Deemed Contract starts on the date the supply to you begins and is charged at our deemed tariff, which can cost more than our other Tariffs. You can choose any of our Tariffs, or switch to another supplier, at any time and without any fee.',
      },
    ],
  },
  {
    id: 'landlords-and-tenants',
    heading: 'Landlords, homeowners, agents and tenants',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The person who lives in the Premises (the tenant or occupier) is normally responsible for the energy used while they live there. The landlord, homeowner or their agent is responsible for the energy used while the Premises are empty, between tenancies and before a new occupier takes over.',
      },
      {
        kind: 'paragraph',
        text: 'Landlords and agents should give us the name of each new tenant and the date and meter readings of every change of occupier, so that each person pays only for their own use. If a tenancy agreement says the landlord pays for energy, the landlord’s contract with us covers that period.',
      },
    ],
  },
];

const tariffSpecificSubsections: readonly ContentSection[] = [
  {
    id: 'tariffs-all',
    heading: 'Terms that apply to every tariff',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Every Tariff is made up of a Unit Rate for each kWh you use and a daily Standing Charge, for each fuel. Economy 7 (E7) tariffs have a day Unit Rate and a night Unit Rate for electricity. The exact prices for your Premises depend on your region and are confirmed to you when you join and on every annual statement.',
      },
      {
        kind: 'paragraph',
        text: 'Our Tariffs are for homes with Credit Meters only. We cannot supply business premises or Prepayment Meters on any of them.',
      },
    ],
  },
  {
    id: 'tariffs-dual-svt',
    heading: 'Home Dual SVT and Home Dual E7 SVT',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Standard Variable Tariffs for Dual Fuel customers: we must supply both your electricity and your gas. Home Dual SVT has a single electricity Unit Rate; Home Dual E7 SVT is for homes with an Economy 7 meter. If either fuel moves to another supplier, your remaining fuel moves to Home Elec SVT or Home Gas SVT (or the E7 equivalent).',
      },
      {
        kind: 'paragraph',
        text: 'Prices are variable and may go up or down. We give you at least 30 days\u2019 notice of any change, and you can leave at any time without an Exit Fee.',
      },
    ],
  },
  {
    id: 'tariffs-elec-svt',
    heading: 'Home Elec SVT and Home Elec E7 SVT',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Standard Variable Tariffs for homes where we supply electricity only. Home Elec SVT has a single Unit Rate; Home Elec E7 SVT has day and night Unit Rates. Prices are variable with at least 30 days\u2019 notice of any change, and there are no Exit Fees.',
      },
    ],
  },
  {
    id: 'tariffs-gas-svt',
    heading: 'Home Gas SVT',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A Standard Variable Tariff for homes where we supply gas only, with a single Unit Rate. Prices are variable with at least 30 days\u2019 notice of any change, and there are no Exit Fees.',
      },
    ],
  },
  {
    id: 'tariffs-fixed',
    heading: 'Home Dual Fixed, Home Dual E7 Fixed, Home Elec Fixed, Home Elec E7 Fixed and Home Gas Fixed',
    blocks: [
      {
        kind: 'paragraph',
        text: `Fixed Tariffs for Dual Fuel (Home Dual Fixed and Home Dual E7 Fixed), electricity only (Home Elec Fixed and Home Elec E7 Fixed) and gas only (Home Gas Fixed). Each is offered for a Fixed Term of ${t.fixedTermMonths[0]}, ${t.fixedTermMonths[1]} or ${t.fixedTermMonths[2]} months. During the Fixed Term your Unit Rates and Standing Charges do not change, except where VAT or another tax set by law changes. Dual Fuel fixed tariffs need us to supply both fuels.`,
      },
      {
        kind: 'paragraph',
        text: `We will write to you at least ${t.fixedEndNoticeDays} days before your Fixed Term ends, with your options and the prices that will apply afterwards. You can leave without any Exit Fee within ${t.penaltyFreeExitDays} days of the end date of your Fixed Term. If you leave earlier, the Exit Fee shown in your Tariff details applies for each fuel.`,
      },
      {
        kind: 'paragraph',
        text: 'When a Fixed Tariff ends and you have not chosen a new Tariff, you move to our Standard Variable Tariff for your fuel and meter type.',
      },
    ],
  },
  {
    id: 'tariffs-pob',
    heading: 'POB variants of the standard variable tariffs',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Each Standard Variable Tariff has a ‘pay on bill’ (POB) variant for customers who do not pay by Direct Debit: Home Dual SVT POB, Home Dual E7 SVT POB, Home Elec SVT POB, Home Elec E7 SVT POB and Home Gas SVT POB. Their prices are variable, with at least 30 days\u2019 notice of any change, and they have no Exit Fees.',
      },
      {
        kind: 'paragraph',
        text: 'POB variants are the fallback for customers in breach of their Tariff\u2019s terms. If you break a condition of your Tariff, for example by cancelling the Direct Debit a Tariff requires, we can move you to the POB variant of the Standard Variable Tariff for your fuel and meter type. We will tell you before we do so and give you the chance to put things right.',
      },
    ],
  },
];

const sections: readonly ContentSection[] = [
  {
    id: 'definitions',
    heading: 'Definitions',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Words with capital letters in these terms have the meanings below. Each term has its own link, so that we can point you straight to it.',
      },
      { kind: 'definitions', entries: glossary, anchorPrefix: 'term', columnHeadings: ['Term', 'Definition'] },
    ],
  },
  {
    id: 'general',
    heading: 'General terms',
    blocks: [
      {
        kind: 'paragraph',
        text: `These terms and conditions apply to the supply of electricity and gas by ${legalIdentity}`,
      },
      {
        kind: 'paragraph',
        text: 'They apply to household customers only. We do not supply business premises; if you need energy for a business, please visit our business energy site.',
      },
      {
        kind: 'links',
        items: [{ text: `Business energy from ${brand.shortName}`, link: externalUrls.businessEnergy }],
      },
      {
        kind: 'paragraph',
        text: 'We may change these terms, for example because the law or our licence changes. We will give you at least 30 days\u2019 notice of any change that is to your disadvantage, and you can switch to another supplier without an Exit Fee before it takes effect.',
      },
      {
        kind: 'paragraph',
        text: `We send notices to the e-mail address on your Account. A notice sent by post is treated as delivered ${t.postalNoticeWorkingDays} working days after posting. You can contact us in any of these ways:`,
      },
      { kind: 'links', items: contactUsItems },
      {
        kind: 'paragraph',
        text: 'These terms are governed by the law of England and Wales. If you live in Scotland, Scots law applies and you can bring proceedings in the Scottish courts.',
      },
    ],
  },
  {
    id: 'licence',
    heading: 'Our licence',
    blocks: [
      {
        kind: 'paragraph',
        text: `${brand.legalEntity} holds gas and electricity supply licences granted by Ofgem. We follow the standard conditions of those licences, including the rules on how we treat customers, how we bill and how we handle complaints and debt. Nothing in these terms takes away your rights under our licences or under consumer law.`,
      },
    ],
  },
  {
    id: 'the-contract',
    heading: 'The contract',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This section explains when the Contract starts, what we ask of you, who else can be part of your Account and how a Deemed Contract works.',
      },
    ],
    subsections: contractSubsections,
  },
  {
    id: 'joining-and-switching',
    heading: 'Joining and switching',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You can join us if your home has Credit Meters. We do not supply business premises or homes with Prepayment Meters. Dual Fuel Tariffs need us to supply both your electricity and your gas.',
      },
      {
        kind: 'paragraph',
        text: `You have a Cooling-off Period of ${t.coolingOffDays} days from the day the Contract is made. If you cancel within those ${t.coolingOffDays} days, there is no Exit Fee, but you still pay for any energy we have supplied to you. If you cancel and do not arrange another supplier, we keep supplying you on a Deemed Contract at our deemed tariff until you choose a Tariff or switch away.`,
      },
      {
        kind: 'paragraph',
        text: [
          `After the Cooling-off Period, or sooner if you ask us to start sooner, we arrange the switch with your current supplier. Most switches complete within a few days. By law your new Tariff starts within ${t.switchCompletesWorkingDays} working days of the day we have everything we need from you, unless you ask for a later date; if it does not, we pay you ${poundsText(publishedFigures.guaranteedStandards.paymentPounds)} automatically under the `,
          link('Guaranteed Standards of Performance', routePaths.guaranteedStandards),
          '.',
        ],
      },
      {
        kind: 'paragraph',
        text: `You can cancel a switch by phone or web chat up to ${t.cancelSwitchWorkingDays} working days before the switch date.`,
      },
      {
        kind: 'paragraph',
        text: 'We may refuse an application or stop a switch if we cannot supply your meter type, if your current supplier objects because of an unpaid debt, or if the details given to us are wrong. We will tell you why.',
      },
    ],
  },
  {
    id: 'your-account',
    heading: 'Your account',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'You manage your Account through your ',
          link('Online Account', externalUrls.portal),
          ', by e-mail or by web chat. There you can see your statements and balance, give meter readings, update your details and change how you pay.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Keep your login details private. You are responsible for what is done through your Online Account with your login details, unless you have told us they may have been misused.',
      },
      {
        kind: 'paragraph',
        text: 'Each Premises has its own Account. You must be at least 18 years old and responsible for paying for the energy used at the Premises to open an Account.',
      },
      {
        kind: 'paragraph',
        text: 'Please give us a meter reading every month. We use it for your monthly statement, and without it we must estimate your use, which can make your balance less accurate.',
      },
    ],
  },
  {
    id: 'credit-checks',
    heading: 'Credit checks',
    blocks: [
      {
        kind: 'paragraph',
        text: 'When you apply, and while you are a customer, we may check your identity and credit history with one or more credit reference agencies. The agencies keep a record of our search.',
      },
      {
        kind: 'paragraph',
        text: `We also tell the agencies how you pay your Account, including missed payments and debts that are not repaid. The agencies keep these records for ${t.creditRecordYears} years, and other organisations may see them when you apply for credit.`,
      },
      { kind: 'paragraph', text: 'The credit reference agencies we may use are:' },
      { kind: 'links', items: creditReferenceAgencies.map((agency) => ({ text: agency.name, link: agency.website })) },
    ],
  },
  {
    id: 'tariffs-prices-and-charges',
    heading: 'Tariffs, prices and charges',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Each Tariff is a Unit Rate for every kWh you use plus a daily Standing Charge, for each fuel. Your Tariff details, your Online Account and your annual statement show the prices that apply to you.',
      },
      {
        kind: 'paragraph',
        text: `Our prices include VAT: ${t.vatOnEnergyPercent}% on domestic energy usage (the Unit Rates and Standing Charges) and ${t.vatOnOtherChargesPercent}% on other charges, such as fees. If the law changes the rate of VAT or another tax, we pass the change on.`,
      },
      {
        kind: 'paragraph',
        text: 'Our Standard Variable Tariffs are priced at or below the Price Cap. We can change the prices of a Variable Tariff after giving you at least 30 days\u2019 notice; you can then switch without an Exit Fee. The prices of a Fixed Tariff do not change during its Fixed Term.',
      },
      {
        kind: 'paragraph',
        text: `If a payment is late or missed, we may charge a fee of ${poundsText(t.missedPaymentFeePounds)} per missed payment, to cover the cost of chasing it. We may also charge interest on overdue amounts at ${t.interestPercentOverBaseRate}% per year above the Bank of England base rate, from the date payment was due until it is paid.`,
      },
    ],
  },
  {
    id: 'billing',
    heading: 'Billing',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We send you a statement every month to the e-mail address on your Account and in your Online Account. It is based on your meter readings or, when we do not have a reading, on an estimate. You also receive an annual statement with your yearly use and a comparison of your Tariff with our others.',
      },
      {
        kind: 'paragraph',
        text: `We will not send you a bill for energy used more than ${t.backbillingMonths} months ago that we had not correctly billed you for before. This backbilling limit does not apply to:`,
      },
      {
        kind: 'bullets',
        items: [
          `bills issued before ${t.backbillingCutOffDate};`,
          `lapsed bills: Charges we billed you correctly within ${t.backbillingMonths} months that are still unpaid;`,
          'energy used while a meter was tampered with or the supply was taken without paying for it;',
          'cases where you behaved obstructively or unreasonably, for example by refusing access to read or replace a meter, and that caused the delay.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'If you think a statement is wrong, tell us. We will check it with you and correct it if we have made a mistake.',
      },
    ],
  },
  {
    id: 'meters-and-access',
    heading: 'Meters and access to your property',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We supply homes with Credit Meters only, either Smart Meters or Traditional Meters. We do not support Prepayment Meters or business meters. We may offer you a Smart Meter at no extra cost; you can say no.',
      },
      {
        kind: 'paragraph',
        text: 'You must let us, your network operators and our authorised agents into your Premises at reasonable times, and after giving you notice, to read, inspect, test, repair, maintain, install or replace a meter or other equipment. In an emergency, or if we suspect tampering, we may need access at short notice, and the law may allow entry under a warrant.',
      },
      {
        kind: 'paragraph',
        text: 'Everyone who visits on our behalf carries identification. If you have any doubt, do not let them in and call us on our free number to check.',
      },
      {
        kind: 'paragraph',
        text: 'If you think your meter is not recording correctly, tell us. We will arrange for it to be checked; if it is faulty, we correct your Account.',
      },
    ],
  },
  {
    id: 'payment-methods',
    heading: 'Payment methods',
    blocks: [
      {
        kind: 'paragraph',
        text: `Your first payment is collected ${t.firstPaymentWorkingDays} working days after you sign up. After that you pay monthly in advance, based on the energy we expect you to use.`,
      },
      {
        kind: 'paragraph',
        text: [
          'Most of our Tariffs are paid by monthly Direct Debit. You can also make a one-off payment by debit or credit card on our ',
          link('Make a payment', routePaths.payment),
          ' page with your Account number and postcode.',
        ],
      },
      {
        kind: 'paragraph',
        text: `Direct Debit collections cannot be cancelled with less than ${t.directDebitCancelNoticeWorkingDays} working days\u2019 notice before the collection date. If a Direct Debit fails, we may present it again within ${t.directDebitRepresentCalendarDays} calendar days and will tell you before we do.`,
      },
      {
        kind: 'paragraph',
        text: `We normally set your Direct Debit so that your payments spread your yearly cost evenly, so your balance goes down in winter and back up in summer. If you prefer, we can collect a higher Direct Debit in the winter months, ${t.winterMonths}, and a lower one for the rest of the year. We review the amount regularly and tell you before it changes.`,
      },
    ],
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    blocks: [
      {
        kind: 'paragraph',
        text: `If your Account is in credit, you can ask for a refund at any time. We assess it on your current balance and your forecast usage for the next ${t.refundForecastMonths} months, so that enough credit stays on the Account to cover the winter months.`,
      },
      {
        kind: 'paragraph',
        text: `To process a refund we need a meter reading taken within the last ${t.refundMeterReadCalendarDays} calendar days and, where your Tariff requires it, an active Direct Debit. We aim to pay your refund within ${t.refundPaymentWorkingDays} working days of agreeing it.`,
      },
      {
        kind: 'paragraph',
        text: `When your Contract ends, any credit shown on your Final Bill is refunded within ${t.finalBillRefundWorkingDays} working days of the Final Bill.`,
      },
    ],
  },
  {
    id: 'trouble-paying',
    heading: 'If you have trouble paying',
    blocks: [
      {
        kind: 'paragraph',
        text: 'If you are worried about paying, please contact us as soon as you can. We will listen, take your circumstances into account and agree a way forward you can afford, such as a payment plan, more time to pay, or a review of your payments and use.',
      },
      {
        kind: 'paragraph',
        text: 'We can check whether you are eligible for government schemes and add you to our Priority Services Register if anyone in your home needs extra support. You can get free, independent advice at any time:',
      },
      {
        kind: 'links',
        items: [
          { boldText: `${citizensAdvice.name}:`, text: citizensAdvice.phone, link: telHref(citizensAdvice.phone) },
          { boldText: 'Website:', text: citizensAdvice.website, link: citizensAdvice.website },
        ],
      },
    ],
  },
  {
    id: 'debt-management',
    heading: 'Debt management',
    blocks: [
      {
        kind: 'paragraph',
        text: `If a payment is missed, we contact you to find out why and how we can help. We may charge the missed payment fee of ${poundsText(t.missedPaymentFeePounds)} per missed payment and interest as set out in \u2018Tariffs, prices and charges\u2019.`,
      },
      {
        kind: 'paragraph',
        text: 'If you miss two or more payments, we may move you to the Standard Variable Tariff for your fuel and meter type and ask you to pay your full monthly balance each month until the Account is back in order.',
      },
      {
        kind: 'paragraph',
        text: `If a debt is still not paid after we have tried to agree a plan with you, we may pass it to a debt collection agency and report it to the credit reference agencies, which keep the record for ${t.creditRecordYears} years. We will always tell you before we do either.`,
      },
    ],
  },
  {
    id: 'moving-home',
    heading: 'Moving home',
    blocks: [
      {
        kind: 'paragraph',
        text: `Please tell us at least ${t.movingHomeNoticeDays} days before you move, and give us meter readings on the day you leave. If you give us less notice, you may stay responsible for the energy used at the Premises until the earliest of: ${t.movingHomeNoticeDays} days after you tell us, the day the next occupier takes over the supply, or the day the supply is disconnected.`,
      },
      {
        kind: 'paragraph',
        text: 'If we can supply your new home, we set up a new Contract for it; your Tariff does not move with you automatically. Your old Account closes once its balance has been paid or transferred to your new Account.',
      },
    ],
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'If something goes wrong, please tell us so that we can put it right. Our ',
          link('complaints procedure', routePaths.complaints),
          ' explains each step and how long it takes.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          `If your complaint is not resolved after ${t.ombudsmanAfterWeeks} weeks, or we have sent you a Deadlock Letter, you can ask the ${energyOmbudsman.name} to look at it for free (`,
          site(energyOmbudsman.website),
          '). Its decision is binding on us. You can get free, independent advice from Citizens Advice at any stage (',
          site(citizensAdvice.website),
          ').',
        ],
      },
    ],
  },
  {
    id: 'disconnection',
    heading: 'Suspension and disconnection',
    blocks: [
      { kind: 'paragraph', text: 'We may suspend or disconnect your supply only:' },
      {
        kind: 'bullets',
        items: [
          'for non-payment, and only after we have offered you ways to pay, given you notice and followed Ofgem\u2019s rules;',
          'if we suspect that a meter has been tampered with or energy is being taken without being paid for;',
          'where the law, a court or the network operator requires it, for example for safety.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'We will not disconnect a home for debt between 1 October and 31 March if everyone who lives there is of pensionable age or under 18, and we will not disconnect for debt a home where someone relies on electrically powered medical equipment. If we disconnect you, you pay the reasonable cost of disconnecting and reconnecting the supply.',
      },
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    blocks: [
      {
        kind: 'paragraph',
        text: `Our liability to you under the Contract is limited to ${poundsText(t.liabilityCapPounds)} per event or connected series of events. We are not liable for losses we could not reasonably have foreseen, or for losses caused by the networks that carry energy to your home, which are run by other companies.`,
      },
      {
        kind: 'paragraph',
        text: 'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit. Your rights as a consumer are not affected.',
      },
    ],
  },
  {
    id: 'personal-information',
    heading: 'Your personal information',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          `${brand.legalEntity} is the data controller of the personal information we hold about you. We use it to supply you, to run your Account, to meet our legal obligations and, with your consent, for the other purposes set out in our `,
          link('privacy policy', routePaths.privacy),
          '. We share it only as that policy explains, for example with network operators, credit reference agencies and the companies that help us run our service.',
        ],
      },
    ],
  },
  {
    id: 'personal-security',
    heading: 'Your personal security',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We will never ask you for your Online Account password, your full card number or your bank PIN by phone, e-mail or text. If anyone contacting you in our name asks for them, do not reply; call us on our free number instead.',
      },
      {
        kind: 'paragraph',
        text: 'Everyone who visits your home on our behalf carries photo identification. You can set up a password with us that our visitors will quote to you.',
      },
    ],
  },
  {
    id: 'emergencies',
    heading: 'Emergencies',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'If you smell gas or think there is a gas leak, call the National Gas Emergency Service straight away on ',
          tel(emergencyNumbers.gas),
          ' (free, 24 hours a day). Open doors and windows, do not use electrical switches or naked flames, and turn off the gas at the meter if you can.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'If you have a power cut, call ',
          link(emergencyNumbers.powerCut, `tel:${emergencyNumbers.powerCut}`),
          ' (free, 24 hours a day) to reach your local electricity network operator. Power cuts are handled by the network operator, not by us.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'If a fault with your meter leaves you without electricity or gas, call us free on ',
          tel(brand.meterFaultLine.phone),
          ` (${brand.meterFaultLine.hours}). Our `,
          link('emergencies page', routePaths.emergencies),
          ' explains what to do in each case.',
        ],
      },
    ],
  },
  {
    id: 'national-terms-of-connection',
    heading: 'National Terms of Connection',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Your electricity is carried to your home by your local Distribution Network Operator. We act as its agent to make a connection agreement with you on the National Terms of Connection: when you enter into your Contract with us, you also enter into that agreement with your network operator.',
      },
      {
        kind: 'links',
        items: [
          { text: 'The National Terms of Connection', link: networkSites.nationalTermsOfConnection },
          {
            text: 'Find your electricity network operator (Energy Networks Association)',
            link: networkSites.findMyNetworkOperator,
          },
        ],
      },
    ],
  },
  {
    id: 'tariff-specific-terms',
    heading: 'Tariff Specific Terms & Conditions',
    blocks: [
      {
        kind: 'paragraph',
        text: 'These terms apply in addition to the general terms above. If a tariff-specific term differs from a general term, the tariff-specific term applies.',
      },
    ],
    subsections: tariffSpecificSubsections,
  },
];

export const termsPage: ContentPageData = {
  title: 'Terms and Conditions',
  metaDescription: `The terms on which ${brand.name} supplies gas and electricity to homes: contract, switching, prices, billing, payments, refunds, moving home, complaints and tariff-specific terms.`,
  lead: [
    `These are the terms on which ${brand.legalEntity} supplies electricity and gas to households in Great Britain (England, Scotland and Wales). Please read them with the Tariff details we confirm to you when you join.`,
    [
      'Questions about these terms? E-mail us at ',
      mail(brand.email),
      ' or call ',
      tel(brand.phone),
      ` free, ${brand.openingHours}.`,
    ],
  ],
  withContents: true,
  sections,
};
