import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../../lib/site-config';
import { newTabProps } from '../../lib/link-rules';
import { DesktopNavigation } from './DesktopNavigation';
import { MobileNavigation } from './MobileNavigation';
import { signInLink } from './navigation';
import { ShellIcon } from '../../components/ShellIcon';

function BrandLink({ centred = false }: { centred?: boolean }) {
  return (
    <RouterLink to="/" className={centred ? 'shell-brand shell-brand--centred' : 'shell-brand'}>
      {brand.name}
      <span className="visually-hidden"> home</span>
    </RouterLink>
  );
}

/**
 * Fixed top navigation: dropdowns above 960 px, a drawer, centred brand and portal icon below.
 * Both variants are in the markup and a CSS breakpoint shows one (display: none hides the other
 * from assistive technology too): the page is rendered at build time, before any viewport is
 * known, and hydration needs the same markup at every width (web/prerender.ts). Plain elements
 * styled by shell.css: the header hydrates on every page.
 */
export function SiteHeader() {
  return (
    <header className="shell-header">
      <div className="shell-toolbar">
        <div className="shell-header-desktop">
          <BrandLink />
          <nav aria-label="Main" className="shell-nav">
            <DesktopNavigation />
          </nav>
          <a className="shell-button shell-button--contained" {...newTabProps(signInLink.href)}>
            {signInLink.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <div className="shell-header-mobile">
          <MobileNavigation />
          <BrandLink centred />
          <a
            className="shell-icon-button shell-account-icon"
            {...newTabProps(signInLink.href)}
            aria-label="Sign in to your account (opens in a new tab)"
          >
            <ShellIcon name="person" />
          </a>
        </div>
      </div>
    </header>
  );
}
