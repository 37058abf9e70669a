import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { isGroupActive, navigationGroups, type NavGroup } from './navigation';
import { newTabProps } from '../../components/SmartLink';

const loadDropdownMenu = () => import('./NavDropdownMenu');
const NavDropdownMenu = lazy(loadDropdownMenu);

const activeStyle = { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 } as const;

function DropdownGroup({ group, active }: { group: NavGroup; active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Fetch the menu code as soon as the pointer or focus gets near, so opening feels instant.
        onPointerEnter={() => void loadDropdownMenu()}
        onFocus={() => void loadDropdownMenu()}
        aria-current={active ? 'true' : undefined}
        sx={active ? activeStyle : undefined}
      >
        {group.label}
      </Button>
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
  const [pathname] = useLocation();
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {navigationGroups.map((group) => (
        <li key={group.label}>
          {group.items ? (
            <DropdownGroup group={group} active={isGroupActive(group, pathname)} />
          ) : (
            // The only direct link (Business Energy) is another site.
            <Button color="inherit" {...newTabProps(group.href ?? '/')}>
              {group.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Button>
          )}
        </li>
      ))}
    </Box>
  );
}
