// Sidebar of spec 1 §2: the current application's navigation menu (collapsible child menus), the
// applications visible to the user and Logout. A plain <nav> list: links, not an ARIA menu. One width
// for every application (the theme's), a page icon for a link and an expand chevron only on a group.
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PageIcon from '@mui/icons-material/ArticleOutlined';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useSidebarState, useTranslate } from 'react-admin';
import { isNavItemVisible, visibleApps } from '../lib/access';
import { useSession, type NavigationItem } from '../lib/session';
import { LAUNCHER_PATH } from '../lib/paths';
import { appIcon, AppsIcon } from './appIcons';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './theme';
import { useCurrentApp } from './useCurrentApp';
import { useMenuTexts } from './menuTexts';
import { openablePageOf } from './openable';

/** The sidebar's navigation: the header's burger names it as what it opens and closes (aria-controls). */
export const SIDEBAR_ID = 'app-sidebar';

const samePage = (a: string, b: string) => a.toLowerCase().replace(/\/+$/, '') === b.toLowerCase().replace(/\/+$/, '');

/** One link of the sidebar; shows only its icon (with a tooltip) when the sidebar is closed. */
const SideLink = ({ to, label, icon, depth = 0, testId }: { to: string; label: string; icon: ReactNode; depth?: number; testId?: string }) => {
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const active = samePage(pathname, to);
  const button = (
    <ListItemButton component={Link} to={to} selected={active} aria-current={active ? 'page' : undefined} onClick={() => small && setOpen(false)} sx={{ pl: 2 + depth * 2 }} data-testid={testId}>
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} sx={{ display: open ? 'block' : 'none' }} />
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {open ? (
        button
      ) : (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      )}
    </ListItem>
  );
};

const NavEntry = ({ item, abilities, depth }: { item: NavigationItem; abilities: string[]; depth: number }) => {
  const [expanded, setExpanded] = useState(true);
  const [sidebarOpen] = useSidebarState();
  const label = useMenuTexts().itemLabel(item);
  const children = (item.child_menu ?? []).filter((c) => isNavItemVisible(c, abilities));
  if (!children.length) return <SideLink to={item.params} label={label} icon={<PageIcon />} depth={depth} />;
  return (
    <>
      <ListItem disablePadding>
        <ListItemButton onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-label={sidebarOpen ? undefined : label} sx={{ pl: 2 + depth * 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>{expanded ? <ExpandLess /> : <ExpandMore />}</ListItemIcon>
          <ListItemText primary={label} sx={{ display: sidebarOpen ? 'block' : 'none' }} />
        </ListItemButton>
      </ListItem>
      <Collapse in={expanded} timeout="auto" unmountOnExit component="li">
        <List disablePadding>
          {children.map((c) => (
            <NavEntry key={`${c.name}-${c.params}`} item={c} abilities={abilities} depth={depth + 1} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

/** A separator that keeps the list valid (a MUI Divider as <li role="separator"> is not a list item). */
const Separator = () => <Box component="li" aria-hidden="true" sx={{ borderTop: 1, borderColor: 'divider', my: 1 }} />;

const Heading = ({ children }: { children: ReactNode }) => {
  const [open] = useSidebarState();
  return open ? <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px', color: 'text.secondary' }}>{children}</ListSubheader> : null;
};

export const Sidebar = () => {
  const translate = useTranslate();
  const s = useSession();
  const current = useCurrentApp();
  const logout = useLogout();
  // A user's own sign-out, as the user menu's: the login page gets no way back to this page, so the next
  // person to sign in starts at the launcher (react-admin's useLogout hands the page over by default).
  const signOut = () => logout({}, undefined, false);
  const [open] = useSidebarState();
  const { appName } = useMenuTexts();
  const apps = visibleApps(s).filter((a) => !a.external);
  const nav = current ? current.navigation_menu.filter((i) => isNavItemVisible(i, s.abilities)) : [];
  return (
    <Box
      component="nav"
      id={SIDEBAR_ID}
      aria-label={translate('shell.sidebar.applications')}
      data-testid="sidebar"
      sx={{ pt: 1, width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH, maxWidth: '100%' }}
    >
      <List dense disablePadding>
        {current && <Heading>{appName(current)}</Heading>}
        {nav.map((item) => (
          <NavEntry key={`${item.name}-${item.params}`} item={item} abilities={s.abilities} depth={0} />
        ))}
        {current && <Separator />}
        <Heading>{translate('shell.sidebar.applications')}</Heading>
        <SideLink to={LAUNCHER_PATH} label={translate('shell.sidebar.launcher')} icon={<AppsIcon />} />
        {apps.map((app) => {
          // As the launcher's card: only to a page the user may open (none: its card says so).
          const to = openablePageOf(app, s);
          if (!to) return null;
          const Icon = appIcon(app.icon);
          return <SideLink key={app.key} to={to} label={appName(app)} icon={<Icon />} testId={`sidebar-app-${app.key}`} />;
        })}
        <Separator />
        <ListItem disablePadding>
          <ListItemButton onClick={signOut} data-testid="sidebar-logout" aria-label={open ? undefined : translate('shell.sidebar.logout')}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <ExitIcon />
            </ListItemIcon>
            <ListItemText primary={translate('shell.sidebar.logout')} sx={{ display: open ? 'block' : 'none' }} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
};
