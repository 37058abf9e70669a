import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isExternalHref, newTabProps } from '../../lib/link-rules';
import { isGroupActive, navigationGroups, signInLink, type NavLink } from './navigation';
import { ThemeScope } from '../../components/ThemeScope';

function DrawerLink({ link, onNavigate, nested = false }: { link: NavLink; onNavigate: () => void; nested?: boolean }) {
  const external = isExternalHref(link.href);
  const linkProps = external
    ? { component: 'a' as const, ...newTabProps(link.href) }
    : { component: RouterLink, to: link.href };
  return (
    // Every child of a list is an <li> (WCAG 1.3.1); the link sits inside it.
    <li>
      <ListItemButton {...linkProps} onClick={onNavigate} sx={{ pl: nested ? 4 : 2 }}>
        <ListItemText
          primary={link.label}
          secondary={external ? <span className="visually-hidden">opens in a new tab</span> : undefined}
        />
      </ListItemButton>
    </li>
  );
}

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The drawer itself, loaded the first time the menu is opened (keeps the entry chunk small). */
export default function MenuDrawer({ open, onClose: close }: MenuDrawerProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const { pathname } = useLocation();
  return (
    <ThemeScope>
      <Drawer
        id="site-menu"
        anchor="left"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' }, 'aria-labelledby': 'site-menu-title' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id="site-menu-title" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Main">
          <List disablePadding>
            {navigationGroups.map((group) => {
              if (!group.items)
                return (
                  <DrawerLink
                    key={group.label}
                    link={{ label: group.label, href: group.href ?? '/' }}
                    onNavigate={close}
                  />
                );
              const isOpen = expanded === group.label;
              const sectionId = `menu-section-${group.label.replace(/\s+/g, '-').toLowerCase()}`;
              return (
                <li key={group.label}>
                  <ListItemButton
                    aria-expanded={isOpen}
                    aria-controls={sectionId}
                    onClick={() => setExpanded(isOpen ? null : group.label)}
                    aria-current={isGroupActive(group, pathname) ? 'true' : undefined}
                    sx={
                      isGroupActive(group, pathname)
                        ? { color: 'primary.main', '& .MuiListItemText-primary': { fontWeight: 700 } }
                        : undefined
                    }
                  >
                    <ListItemText primary={group.label} />
                    <ExpandMoreIcon
                      sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                    />
                  </ListItemButton>
                  <Collapse in={isOpen} id={sectionId} unmountOnExit>
                    <List disablePadding>
                      {group.items.map((item) => (
                        <DrawerLink key={item.label} link={item} onNavigate={close} nested />
                      ))}
                    </List>
                  </Collapse>
                </li>
              );
            })}
            <DrawerLink link={signInLink} onNavigate={close} />
          </List>
        </Box>
      </Drawer>
    </ThemeScope>
  );
}
