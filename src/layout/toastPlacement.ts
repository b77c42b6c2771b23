// Where a notification appears, for the admin (ShellNotification) and the access pages (ToastView).
// On a computer at the top centre: at the bottom it covered the buttons of dialogs (issue 18). On a
// phone (narrower than the theme's `sm`, 600 px) a long dialog fills the screen's height, and the top
// is its title and first field, which an error's toast hid for its 3 s: there it sits at the bottom,
// over at most the buttons of such a dialog (a tap anywhere else dismisses it).
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SnackbarOrigin } from '@mui/material/Snackbar';
import type { Theme } from '@mui/material/styles';

const ON_COMPUTER: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };
const ON_PHONE: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

export function useToastPlacement(): SnackbarOrigin {
  // Read at the first render (noSsr): the toast does not jump from the top once shown.
  return useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true }) ? ON_PHONE : ON_COMPUTER;
}
