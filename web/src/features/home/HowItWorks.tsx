import { poundsText } from '#contracts/number-text';
import { publishedFigures } from '../../lib/published-figures';

/**
 * The four steps of a switch (docs/product/home.md › Home page); the numbers are part of the design.
 * The late-switch payment is the Guaranteed Standards' (web/src/lib/published-figures.ts).
 */
export const switchSteps = [
  { number: '01', title: 'Get a Quote', text: 'Give us your postcode and your usage to see your price in minutes.' },
  { number: '02', title: 'Choose Your Plan', text: 'Compare our tariffs and pick the one that suits your home.' },
  {
    number: '03',
    title: 'Peace of Mind Period',
    text: 'You have a 14-day window to change your mind, with no exit fees.',
  },
  {
    number: '04',
    title: 'Rapid Switch Completion',
    text: `Most switches complete within a few days. By law your new plan starts within five working days of us having everything we need, or we pay you ${poundsText(publishedFigures.guaranteedStandards.paymentPounds)}. We handle everything with your old supplier.`,
  },
] as const;

/** The steps as numbered cards (home.css). */
export function HowItWorks() {
  return (
    <section aria-labelledby="switch-faster-heading">
      <h2 className="plain-h2 home-steps-heading" id="switch-faster-heading">
        Switch Faster, Save Sooner
      </h2>
      <p className="home-steps-subheading">How It Works</p>
      <ol className="home-steps">
        {switchSteps.map((step) => (
          <li key={step.number}>
            <p aria-hidden className="home-step-number">
              {step.number}
            </p>
            <h3>
              <span className="visually-hidden">Step {step.number}: </span>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
