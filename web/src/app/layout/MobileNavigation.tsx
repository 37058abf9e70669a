import { lazy, Suspense, useEffect, useState } from 'react';
import { earlyTapPending } from '../../lib/early-events';
import { ShellIcon } from '../../components/ShellIcon';

const loadMenuDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadMenuDrawer);

/** Hamburger button for narrow screens; the drawer ("Menu", collapsible sections) loads on first use. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // A tap before hydration is replayed once the app is there (web/public/early-events.js): fetch
  // the drawer now, while that tap is still shown as pending.
  useEffect(() => {
    if (earlyTapPending('menu')) void loadMenuDrawer();
  }, []);
  return (
    <>
      <button
        type="button"
        className="shell-icon-button shell-menu-button"
        aria-label="Open menu"
        data-early-click="menu"
        aria-expanded={open}
        aria-controls={open ? 'site-menu' : undefined}
        onPointerEnter={() => void loadMenuDrawer()}
        onFocus={() => void loadMenuDrawer()}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <ShellIcon name="menu" />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
