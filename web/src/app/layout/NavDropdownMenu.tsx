import Menu from '@mui/material/Menu';
import type { NavLink } from './navigation';
import { NavMenuLink } from './NavMenuLink';
import { ThemeScope } from '../../components/ThemeScope';

interface NavDropdownMenuProps {
  id: string;
  anchor: HTMLElement;
  items: NavLink[];
  onClose: () => void;
}

/** The open dropdown of a desktop navigation group (loaded on first use: keeps the entry chunk small). */
export default function NavDropdownMenu({ id, anchor, items, onClose }: NavDropdownMenuProps) {
  return (
    <ThemeScope>
      <Menu id={id} anchorEl={anchor} open onClose={onClose} disableScrollLock>
        {items.map((item) => (
          <NavMenuLink key={item.label} link={item} onClick={onClose} />
        ))}
      </Menu>
    </ThemeScope>
  );
}
