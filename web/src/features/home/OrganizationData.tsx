import { brand, externalUrls, socialLinks } from '../../lib/site-config';

/** What search engines show about the company (schema.org Organization), from the brand values. */
export function organizationData() {
  const site = new URL(externalUrls.site).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalEntity,
    url: `${site}/`,
    logo: `${site}/favicon.svg`,
    email: brand.email,
    telephone: brand.phone,
    identifier: { '@type': 'PropertyValue', propertyID: 'Companies House company number', value: brand.companyNumber },
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.registeredAddress.street,
      addressLocality: brand.registeredAddress.town,
      postalCode: brand.registeredAddress.postcode,
      addressCountry: 'GB',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: brand.phone,
        email: brand.email,
        areaServed: 'GB',
        availableLanguage: 'en-GB',
      },
    ],
    sameAs: socialLinks.map((link) => link.href),
  };
}

/**
 * The company's structured data as a JSON-LD block. A data block is never executed, so the strict
 * CSP (infra/security-headers.ts) does not apply to it; `<` is escaped so no text can end the element.
 */
export function OrganizationData() {
  const json = JSON.stringify(organizationData()).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
