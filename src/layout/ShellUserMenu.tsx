// User menu of the header (spec 1 §2): the user's name, Cambio Password, Logout. The interface speaks
// Italian only (it-IT): no language choice.
import { forwardRef, lazy, Suspense, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Divider, useMediaQuery, type Theme } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

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

/** The menu button's name: the user's name where the button shows it (name = visible text), 'Profilo' where it is an icon. */
function useMenuLabel(): string {
  const { identity } = useGetIdentity();
  const large = useMediaQuery((t: Theme) => t.breakpoints.up('sm'));
  return large && identity?.fullName ? String(identity.fullName) : 'ra.auth.user_menu';
}

export const ShellUserMenu = () => {
  const [changing, setChanging] = useState(false);
  const label = useMenuLabel();
  return (
    <>
      <UserMenu label={label}>
        <ChangePasswordItem onOpen={() => setChanging(true)} />
        <Divider />
        <Logout />
      </UserMenu>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open askOldPassword onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
};
