import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { deferredIsland } from '../../components/deferred-island';
import { useConsent } from '../../features/consent/ConsentContext';
import { brand } from '../../lib/site-config';
import { footerSectionTitles } from './footer-links';
import { ShellIcon } from '../../components/ShellIcon';

// Text and links, drawn with MUI at build time and adopted as they are (FooterStaticContent.tsx).
const SectionContent = deferredIsland(() =>
  import('./FooterStaticContent').then((module) => module.FooterSectionContent),
);
const EmergencyAndSocialLinks = deferredIsland(() =>
  import('./FooterStaticContent').then((module) => module.EmergencyAndSocialLinks),
);

function FooterPanel({ title, open, onToggle }: { title: string; open: boolean; onToggle: () => void }) {
  const contentId = useId();
  return (
    <div className="shell-footer-panel">
      <h2>
        <button
          type="button"
          className="shell-footer-panel-toggle"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={onToggle}
        >
          {title}
          <ShellIcon name="expandMore" />
        </button>
      </h2>
      <div id={contentId} hidden={!open} className="shell-footer-panel-content">
        <SectionContent title={title} />
      </div>
    </div>
  );
}

/** Narrow screens: one collapsible panel open at a time; all close when the route changes. */
function FooterPanels() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ title: string; pathname: string } | null>(null);
  const openTitle = open?.pathname === pathname ? open.title : null;
  return (
    <div className="shell-footer-panels">
      {footerSectionTitles.map((title) => (
        <FooterPanel
          key={title}
          title={title}
          open={openTitle === title}
          onToggle={() => setOpen(openTitle === title ? null : { title, pathname })}
        />
      ))}
    </div>
  );
}

function FooterColumns() {
  return (
    <div className="shell-footer-columns">
      {footerSectionTitles.map((title) => (
        <section key={title}>
          <h2>{title}</h2>
          <SectionContent title={title} />
        </section>
      ))}
    </div>
  );
}

/**
 * The footer: contact details and links (columns from 960 px, collapsible panels below; a CSS
 * breakpoint picks one, so the prerendered HTML is right at every width, as in SiteHeader.tsx),
 * the emergency lines, social links, "Cookie settings" and the company's details. What hydrates is
 * plain elements styled by shell.css; the lists of links are left as the build wrote them
 * (deferredIsland).
 */
export function SiteFooter() {
  const { reopen } = useConsent();
  return (
    <footer className="shell-footer">
      <div className="shell-container">
        <FooterColumns />
        <FooterPanels />
        <EmergencyAndSocialLinks />
        <p className="shell-small-print shell-footer-cookies">
          We use cookies to remember your cookie choice and, if you allow it, to run our web chat. Find out more in our{' '}
          <RouterLink to="/Cookies" className="shell-link">
            cookie policy
          </RouterLink>
          .{' '}
          <button type="button" className="shell-text-button" onClick={reopen}>
            Cookie settings
          </button>
        </p>
        <p className="shell-small-print shell-footer-copyright">
          © {brand.copyrightYear} {brand.legalEntity}. Registered in {brand.registeredIn}, company number{' '}
          {brand.companyNumber}.
        </p>
      </div>
    </footer>
  );
}
