/**
 * Every brand value of the site in one place
 * (docs/product/brand-and-external-sites.md › Brand and external sites), so that a real supplier can re-brand by
 * editing this file. Pure constants: imported by the web app AND by infra/ (for the per-stage URL
 * defaults), so nothing here may touch the browser or Vite.
 */
export const brand = {
  name: 'Fernleaf Energy',
  shortName: 'Fernleaf',
  legalEntity: 'Fernleaf Energy Ltd',
  registeredIn: 'England and Wales',
  companyNumber: '09876543',
  registeredOffice: 'Unit 7, Meadow Court, Lenton Lane, Nottingham, NG7 2PW',
  /** The same address in parts, for structured data (web/src/features/home/OrganizationData.tsx). */
  registeredAddress: { street: 'Unit 7, Meadow Court, Lenton Lane', town: 'Nottingham', postcode: 'NG7 2PW' },
  phone: '0808 157 0192',
  email: 'hello@fernleaf.example',
  dataProtectionEmail: 'dataprotection@fernleaf.example',
  dpo: {
    email: 'dpo@fernleaf.example',
    phone: '0808 157 0193',
  },
  openingHours: 'Monday to Friday 9:00 - 17:00',
  /**
   * Free, every day, 24 hours, for a household left without power or gas by a faulty meter
   * (supply licence condition 31G.3A(c); docs/product/regulatory-pages.md › Contact and emergencies).
   */
  meterFaultLine: { phone: '0808 157 0247', hours: 'every day, 24 hours' },
  /** The free line for households struggling to pay (Consumer Standards). */
  helpPayingLine: { phone: '0808 157 0194', hours: 'Monday to Friday 8:00 - 20:00, Saturday 9:00 - 13:00' },
  /** Text relay: this prefix before any of our numbers. */
  textRelay: { service: 'Relay UK', prefix: '18001' },
  /**
   * Our Citizens Advice star rating, shown on the contact page; null while Citizens Advice does not
   * rate us (it rates suppliers above a size threshold, and we are below it).
   */
  citizensAdviceStars: null as number | null,
  /**
   * Every way to pay (docs/product/regulatory-pages.md › Ways to pay): monthly Direct Debit
   * (`direct_debit_monthly`), or pay on receipt of bill by card on this site (`porob`) at unit
   * rates this many per cent above Direct Debit, with the same standing charge.
   */
  payOnReceiptOfBillUnitRatePremiumPercent: 5,
  copyrightYear: 2025,
} as const;

/** Production defaults of the external sites; each stage may override them. */
export const defaultExternalUrls = {
  /** This site's public origin: canonical URLs, the sitemap and link previews. */
  site: 'https://www.fernleaf.example',
  portal: 'https://my.fernleaf.example',
  getAQuote: 'https://join.fernleaf.example/get-a-quote',
  businessEnergy: 'https://business.fernleaf.example',
  helpCentre: 'https://help.fernleaf.example/hc/en-gb',
  helpCentreNewRequest: 'https://help.fernleaf.example/hc/en-gb/requests/new',
  reviewPage: 'https://reviews.fernleaf.example/review/fernleaf.example',
  socialBase: 'https://social.fernleaf.example',
  chatScript: 'https://chat.fernleaf.example/widget.js',
} as const;

export type ExternalUrls = { [K in keyof typeof defaultExternalUrls]: string };

/** Telephone link target for a displayed UK number ('0808 157 0192' -> 'tel:+448081570192'). */
export function telHref(displayNumber: string): string {
  return `tel:+44${displayNumber.replace(/\s+/g, '').replace(/^0/, '')}`;
}
