// User menu of the header (spec 1 §2): the user's name, Cambio Password, Logout. The interface speaks
// Italian only (it-IT): no language choice.
// react-admin's UserMenu, redone for what its button did not say: that it opens a menu (aria-haspopup)
// and whether it is open (aria-expanded, aria-controls). Named after the user where the button shows
// the name (name = visible text), 'Profilo' where it is an icon (a phone, or the name still loading).
import { forwardRef, lazy, Suspense, useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import { Button, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Logout, useGetIdentity, useTranslate, UserMenuContextProvider, useUserMenu } from 'react-admin';

const ChangePasswordDialog = lazy(() => import('../components/ChangePasswordDialog'));

const ChangePasswordItem = forwardRef<HTMLLIElement, { onOpen: () => void }>(function ChangePasswordItem({ onOpen }, ref) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.header.change_password')}</ListItemText>
    </MenuItem>
  );
});

export const ShellUserMenu = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const large = useMediaQuery((t: Theme) => t.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const menuId = useId();
  const open = anchor !== null;
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  const popup = {
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  } as const;
  const fullName = large && !isPending && identity?.fullName ? String(identity.fullName) : null;
  const profile = translate('ra.auth.user_menu');
  return (
    <>
      {fullName ? (
        <Button color="inherit" variant="text" startIcon={<AccountCircle />} sx={{ textTransform: 'none', ml: 0.5 }} {...popup}>
          {fullName}
        </Button>
      ) : (
        <Tooltip title={profile}>
          <IconButton color="inherit" aria-label={profile} {...popup}>
            <AccountCircle />
          </IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          disableScrollLock
          anchorEl={anchor}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          open={open}
          onClose={close}
          slotProps={{ list: { id: menuId } }}
        >
          <ChangePasswordItem onOpen={() => setChanging(true)} />
          <Divider />
          <Logout />
        </Menu>
      </UserMenuContextProvider>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open askOldPassword onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
};
