import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '#contracts/brand';
import { OrganizationData, organizationData } from '../../../../../web/src/features/home/OrganizationData';

describe('the Organization structured data on the home page', () => {
  it("states the company's name, number, registered address and contact points", () => {
    expect(organizationData()).toMatchObject({
      '@type': 'Organization',
      name: 'Fernleaf Energy',
      legalName: 'Fernleaf Energy Ltd',
      url: 'https://www.fernleaf.example/',
      identifier: { value: '09876543' },
      address: { streetAddress: 'Unit 7, Meadow Court, Lenton Lane', postalCode: 'NG7 2PW', addressCountry: 'GB' },
      contactPoint: [{ contactType: 'customer service', telephone: brand.phone, email: brand.email }],
    });
    expect(brand.registeredOffice).toBe(
      `${brand.registeredAddress.street}, ${brand.registeredAddress.town}, ${brand.registeredAddress.postcode}`,
    );
  });

  it('is a JSON-LD block that parses back to the same data', () => {
    const { container } = render(<OrganizationData />);
    const block = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(block?.textContent ?? 'null')).toEqual(organizationData());
  });
});
