// Header of spec 1 §2: burger (small screens), title, export icon, cart badge, season button,
// user name and user menu (Cambio Password, language, Logout).
import { Box, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, type AppBarProps } from 'react-admin';
import { useAppTitle } from './useCurrentApp';
import { DemoBanner } from './DemoBanner';
import { ExportsButton } from './ExportsButton';
import { CartButton } from './CartButton';
import { SeasonButton } from './SeasonButton';
import { ShellUserMenu } from './ShellUserMenu';

const HeaderToolbar = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
    <ExportsButton />
    <CartButton />
    <SeasonButton />
    <LoadingIndicator />
  </Box>
);

export const Header = (props: AppBarProps) => {
  const title = useAppTitle();
  return (
    <AppBar {...props} toolbar={<HeaderToolbar />} userMenu={<ShellUserMenu />}>
      <Typography component="span" variant="h6" data-testid="app-title" sx={{ flex: 1, fontSize: { xs: 15, sm: 18 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {title}
      </Typography>
      <DemoBanner variant="badge" />
    </AppBar>
  );
};
