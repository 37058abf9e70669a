import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { isExternalHref, newTabProps } from '../../lib/link-rules';
import type { NavLink } from './navigation';

/** A dropdown entry: a router link inside the site, a new tab for external sites. */
export function NavMenuLink({ link, ...props }: { link: NavLink } & Omit<MenuItemProps<'a'>, 'href'>) {
  if (isExternalHref(link.href)) {
    return (
      <MenuItem component="a" {...newTabProps(link.href)} {...props}>
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </MenuItem>
    );
  }
  return (
    <MenuItem component={RouterLink} to={link.href} {...props}>
      {link.label}
    </MenuItem>
  );
}
