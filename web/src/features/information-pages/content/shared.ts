import { routePaths } from '#contracts/site-routes';
import { brand, externalUrls, telHref } from '../../../lib/site-config';
import type { Inline, LinkItem } from './types';

/** Small builders so the copy files read like copy. */
export const link = (text: string, href: string): Inline => ({ text, link: href });
export const strong = (text: string): Inline => ({ strong: text });
export const tel = (displayNumber: string): Inline => link(displayNumber, telHref(displayNumber));
export const mail = (address: string): Inline => link(address, `mailto:${address}`);

/** "www.energyombudsman.org" as a link to itself (SmartLink adds the scheme and opens a new tab). */
export const site = (address: string): Inline => link(address, address);

export const legalIdentity = `${brand.legalEntity}, registered in ${brand.registeredIn}, company number ${brand.companyNumber}. Registered office: ${brand.registeredOffice}.`;

/** How to reach us, as link items (types.ts): used wherever a page says 'contact us'. */
export const contactUsItems: readonly LinkItem[] = [
  { boldText: `Phone (free, ${brand.openingHours}):`, text: brand.phone, link: telHref(brand.phone) },
  { boldText: 'E-mail:', text: brand.email, link: `mailto:${brand.email}` },
  { boldText: 'Web chat and online requests:', text: 'our help centre', link: externalUrls.helpCentreNewRequest },
  { boldText: 'Post:', text: `${brand.name}, ${brand.registeredOffice}` },
];

/** The 24-hour meter-fault line as a link item (docs/product/regulatory-pages.md › Contact and emergencies). */
export const meterFaultItem: LinkItem = {
  boldText: `No power or gas because of a fault with your meter (free, ${brand.meterFaultLine.hours}):`,
  text: brand.meterFaultLine.phone,
  link: telHref(brand.meterFaultLine.phone),
};

/** The free line for households struggling to pay, as a link item. */
export const helpPayingItem: LinkItem = {
  boldText: `Struggling to pay (free, ${brand.helpPayingLine.hours}):`,
  text: brand.helpPayingLine.phone,
  link: telHref(brand.helpPayingLine.phone),
};

/** 'Relay UK: dial 18001 before any of our numbers, for example 18001 0808 157 0192.' */
export const textRelayText = `If you are deaf, hard of hearing or have a speech impairment, use ${brand.textRelay.service}: dial ${brand.textRelay.prefix} before any of our numbers, for example ${brand.textRelay.prefix} ${brand.phone}, and a relay assistant will type or speak for you.`;

export { brand, externalUrls, routePaths, telHref };
