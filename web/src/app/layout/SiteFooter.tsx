import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { StaticIsland } from '../../components/StaticIsland';
import { useConsent } from '../../features/consent/ConsentContext';
import { brand } from '../../lib/site-config';
import { EmergencyAndSocialLinks, footerSections } from './FooterStaticContent';
import { ShellIcon } from './ShellIcon';

function FooterPanel({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
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
        <StaticIsland>{children}</StaticIsland>
      </div>
    </div>
  );
}

/** Narrow screens: one collapsible panel open at a time; all close when the route changes. */
function FooterPanels() {
  const [pathname] = useLocation();
  const [open, setOpen] = useState<{ title: string; pathname: string } | null>(null);
  const openTitle = open?.pathname === pathname ? open.title : null;
  return (
    <div className="shell-footer-panels">
      {footerSections.map((section) => (
        <FooterPanel
          key={section.title}
          title={section.title}
          open={openTitle === section.title}
          onToggle={() => setOpen(openTitle === section.title ? null : { title: section.title, pathname })}
        >
          {section.content}
        </FooterPanel>
      ))}
    </div>
  );
}

function FooterColumns() {
  return (
    <div className="shell-footer-columns">
      {footerSections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <StaticIsland>{section.content}</StaticIsland>
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
 * (StaticIsland).
 */
export function SiteFooter() {
  const { reopen } = useConsent();
  return (
    <footer className="shell-footer">
      <div className="shell-container">
        <FooterColumns />
        <FooterPanels />
        <StaticIsland>
          <EmergencyAndSocialLinks />
        </StaticIsland>
        <p className="shell-small-print shell-footer-cookies">
          We use cookies to remember your cookie choice and, if you allow it, to run our web chat. Find out more in our{' '}
          <RouterLink href="/Cookies" className="shell-link">
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
