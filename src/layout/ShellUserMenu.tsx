// User menu of the header: the user's name, Cambio Password, language (Italiano / English), Logout.
import { forwardRef, lazy, Suspense, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Divider, useMediaQuery, type Theme } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { Logout, UserMenu, useGetIdentity, useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { LOCALES } from '../providers/i18nProvider';

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

const LanguageItems = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const menu = useUserMenu();
  return (
    <>
      {LOCALES.map((l) => (
        <MenuItem
          key={l.locale}
          lang={l.locale}
          selected={l.locale === locale}
          onClick={() => {
            setLocale(l.locale);
            menu?.onClose();
          }}
          aria-label={`${translate('shell.header.language')}: ${l.name}`}
        >
          <ListItemIcon>{l.locale === locale ? <CheckIcon fontSize="small" /> : <TranslateIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{l.name}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
};

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
        <LanguageItems />
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
