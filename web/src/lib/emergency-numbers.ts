/**
 * The national emergency lines every household in Great Britain can call, free, 24 hours a day.
 * Public facts, not brand values; shown in the footer and the home page's contact block
 * (web/src/components/EmergencyLines.tsx) and quoted by the Terms.
 */
export const emergencyNumbers = {
  /** National Gas Emergency Service, free, 24 hours. */
  gas: '0800 111 999',
  /** National power cut line in Great Britain, free, 24 hours. */
  powerCut: '105',
} as const;

/** tel: targets: 105 is a short code, dialled as it is (no +44 form). */
export const emergencyTelHrefs = {
  gas: 'tel:+44800111999',
  powerCut: 'tel:105',
} as const;
