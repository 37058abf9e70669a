import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isGroupActive, navigationGroups, type NavGroup } from './navigation';
import { newTabProps } from '../../lib/link-rules';
import { ShellIcon } from '../../components/ShellIcon';

const loadDropdownMenu = () => import('./NavDropdownMenu');
const NavDropdownMenu = lazy(loadDropdownMenu);

function DropdownGroup({ group, active }: { group: NavGroup; active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <button
        type="button"
        className="shell-button"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Fetch the menu code as soon as the pointer or focus gets near, so opening feels instant.
        onPointerEnter={() => void loadDropdownMenu()}
        onFocus={() => void loadDropdownMenu()}
        // Styled as the current section by shell.css.
        aria-current={active ? 'true' : undefined}
      >
        {group.label}
        <ShellIcon name="keyboardArrowDown" />
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <NavDropdownMenu id={menuId} anchor={anchor} items={group.items ?? []} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** Dropdown menus for wider screens (> 960 px). */
export function DesktopNavigation() {
  const { pathname } = useLocation();
  return (
    <ul className="shell-nav-list">
      {navigationGroups.map((group) => (
        <li key={group.label}>
          {group.items ? (
            <DropdownGroup group={group} active={isGroupActive(group, pathname)} />
          ) : (
            // The only direct link (Business Energy) is another site.
            <a className="shell-button" {...newTabProps(group.href ?? '/')}>
              {group.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
