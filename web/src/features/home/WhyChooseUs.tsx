import { ShellIcon } from '../../components/ShellIcon';
import { comparativeClaims } from '../../lib/comparative-claims';
import { boltIcon, headsetMicIcon, questionAnswerIcon } from './home-icons';

const benefits: { title: string; text: string; icon: string }[] = [
  {
    title: comparativeClaims.belowPriceCapShort,
    text: 'Our standard variable tariff sits below the Ofgem price cap, so you pay less without being tied in.',
    icon: boltIcon,
  },
  {
    title: 'Customer Service Excellence',
    text: 'A friendly UK team that knows your account and answers by phone, e-mail or web chat.',
    icon: headsetMicIcon,
  },
  {
    title: 'Quick Queries Resolution',
    text: 'Most questions are sorted on first contact, and we keep you updated until everything is done.',
    icon: questionAnswerIcon,
  },
];

/** Three reasons, each in a card with its icon (home.css). */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us-heading">
      <h2 className="plain-h2 home-section-heading" id="why-choose-us-heading">
        Why Choose Us?
      </h2>
      <ul className="home-benefits">
        {benefits.map(({ title, text, icon }) => (
          <li key={title}>
            <div className="home-benefit">
              <div className="home-benefit-icon">
                <ShellIcon path={icon} />
              </div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
