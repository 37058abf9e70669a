// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { AtPath } from '../at-path';
import { describe, expect, it } from 'vitest';
import { EmergencyLines } from '../../../../web/src/components/EmergencyLines';
import { ContactSection } from '../../../../web/src/features/home/ContactSection';

describe('EmergencyLines', () => {
  it('gives the gas emergency, power cut and 24-hour meter-fault numbers as tel: links', () => {
    render(<EmergencyLines />, { wrapper: AtPath });
    const list = screen.getByRole('list', { name: 'Emergency numbers' });
    const [gas, power, meter] = within(list).getAllByRole('listitem');
    expect(gas?.textContent).toBe('Smell gas? Call the National Gas Emergency Service on 0800 111 999');
    expect(power?.textContent).toBe('Power cut? Call 105');
    expect(meter?.textContent).toBe(
      'No power or gas because of a fault with your meter? Call us free, every day, 24 hours, on 0808 157 0247',
    );
    expect(screen.getByRole('link', { name: '0800 111 999' }).getAttribute('href')).toBe('tel:+44800111999');
    expect(screen.getByRole('link', { name: '105' }).getAttribute('href')).toBe('tel:105');
    expect(screen.getByRole('link', { name: '0808 157 0247' }).getAttribute('href')).toBe('tel:+448081570247');
  });

  it('says which number is for what, and links to the emergencies page', () => {
    render(<EmergencyLines />, { wrapper: AtPath });
    const whichNumber = screen.getByText(/All three are free/);
    expect(whichNumber.textContent).toContain(
      'Call 105 when the power is off in your street or your area, 0800 111 999 if you smell gas or fear carbon monoxide, and our 24-hour line only when your meter has cut off your supply; for anything else, our customer line, 0808 157 0192, Monday to Friday 9:00 - 17:00.',
    );
    expect(screen.getByRole('link', { name: 'What to do in an emergency' }).getAttribute('href')).toBe('/Emergencies');
  });

  it("is part of the home page's contact block", () => {
    render(<ContactSection />, { wrapper: AtPath });
    const contact = screen.getByRole('region', { name: 'Speak to our team' });
    expect(within(contact).getByRole('list', { name: 'Emergency numbers' })).toBeTruthy();
  });
});
