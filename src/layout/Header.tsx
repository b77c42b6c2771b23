// Header of spec 1 §2: burger (small screens), title, export icon, cart badge, season button,
// user name and user menu (Cambio Password, language, Logout). On a phone it collapses: application
// name only, season as an icon, a smaller demo badge, no refresh button.
import { Box, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, LoadingIndicator, useSidebarState, useTranslate, type AppBarProps } from 'react-admin';
import { SIDEBAR_ID } from './Sidebar';
import { useAppTitle, useCurrentApp } from './useCurrentApp';
import { useMenuTexts } from './menuTexts';
import { DemoBanner } from './DemoBanner';
import { ExportsButton } from './ExportsButton';
import { CartButton } from './CartButton';
import { SeasonButton } from './SeasonButton';
import { ShellUserMenu } from './ShellUserMenu';
import { useRefreshSession } from './useSessionRefresh';

const HeaderToolbar = () => {
  const translate = useTranslate();
  const refreshSession = useRefreshSession();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, flexShrink: 0 }}>
      <ExportsButton />
      <CartButton />
      <SeasonButton />
      {/* The spinner shown while a request runs is a progressbar: it needs a name (axe). Idle, it is
          react-admin's refresh button; on a phone it gives its place to the application's name (at
          360 px, with the export, cart and season icons and the demo badge, the name was one glyph).
          Besides the page's data it reads the session again: permissions changed since login. */}
      <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <LoadingIndicator aria-label={translate('ra.page.loading')} onClick={() => void refreshSession()} />
      </Box>
    </Box>
  );
};

/**
 * The burger, in place of react-admin's (hidden: it cannot say its state): 'Apri il menu' / 'Chiudi il
 * menu' as before, and whether the sidebar it controls is open (aria-expanded, aria-controls).
 */
const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <Tooltip title={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu')} enterDelay={500}>
      <IconButton color="inherit" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={SIDEBAR_ID} sx={{ mr: '0.2em' }}>
        <MenuIcon
          sx={(t) => ({
            transform: open ? 'rotate(180deg)' : 'none',
            transition: t.transitions.create('transform', { easing: t.transitions.easing.sharp, duration: t.transitions.duration.leavingScreen }),
          })}
        />
      </IconButton>
    </Tooltip>
  );
};

export const Header = (props: AppBarProps) => {
  const translate = useTranslate();
  const title = useAppTitle();
  const app = useCurrentApp();
  const { appName } = useMenuTexts();
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <AppBar {...props} toolbar={<HeaderToolbar />} userMenu={<ShellUserMenu />} sx={{ '& .RaAppBar-menuButton': { display: 'none' } }}>
      <SidebarToggle />
      <Typography
        component="span"
        variant="h6"
        data-testid="app-title"
        title={title}
        sx={{ flex: 1, minWidth: 0, fontSize: { xs: 15, sm: 18 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {/* A phone shows the application's name only; the full title stays in the tooltip and the tab. */}
        {small && app ? appName(app) : title}
      </Typography>
      <DemoBanner variant="badge" text={translate('shell.demo_banner')} />
    </AppBar>
  );
};
