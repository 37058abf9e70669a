import { EmergencyLines } from '../../components/EmergencyLines';
import { ShellIcon } from '../../components/ShellIcon';
import { newTabProps } from '../../lib/link-rules';
import { brand, externalUrls, telHref } from '../../lib/site-config';
import { chatIcon, phoneIcon } from './home-icons';

/**
 * 'Speak to our team': opening hours, web chat (the help centre's new-request page) and the
 * freephone number, on a green panel (home.css).
 */
export function ContactSection() {
  return (
    <section aria-labelledby="speak-to-our-team-heading" className="home-contact">
      <div>
        <h2 className="plain-h2" id="speak-to-our-team-heading">
          Speak to our team
        </h2>
        <p>{brand.openingHours}</p>
      </div>
      <div className="home-contact-actions">
        <a
          {...newTabProps(externalUrls.helpCentreNewRequest)}
          className="shell-button shell-button--contained home-contact-chat"
        >
          <ShellIcon path={chatIcon} className="shell-icon--start" />
          Chat with us
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a href={telHref(brand.phone)} className="shell-link shell-link--inherit home-contact-phone">
          <ShellIcon path={phoneIcon} />
          <span>
            <span className="visually-hidden">Call us free on </span>
            {brand.phone}
          </span>
        </a>
      </div>
      <EmergencyLines className="home-contact-emergency" />
    </section>
  );
}
