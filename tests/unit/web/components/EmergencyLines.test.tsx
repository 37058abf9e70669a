// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmergencyLines } from '../../../../web/src/components/EmergencyLines';
import { ContactSection } from '../../../../web/src/features/home/ContactSection';

describe('EmergencyLines', () => {
  it('gives the gas emergency and power cut numbers as tel: links', () => {
    render(<EmergencyLines />);
    const list = screen.getByRole('list', { name: 'Emergency numbers' });
    const [gas, power] = within(list).getAllByRole('listitem');
    expect(gas?.textContent).toBe('Smell gas? Call the National Gas Emergency Service on 0800 111 999');
    expect(power?.textContent).toBe('Power cut? Call 105');
    expect(screen.getByRole('link', { name: '0800 111 999' }).getAttribute('href')).toBe('tel:+44800111999');
    expect(screen.getByRole('link', { name: '105' }).getAttribute('href')).toBe('tel:105');
  });

  it("is part of the home page's contact block", () => {
    render(<ContactSection />, { wrapper: MemoryRouter });
    const contact = screen.getByRole('region', { name: 'Speak to our team' });
    expect(within(contact).getByRole('list', { name: 'Emergency numbers' })).toBeTruthy();
  });
});
