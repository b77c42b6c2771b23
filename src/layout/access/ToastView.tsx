// The snackbar of the access pages' notifications, loaded when the first message is shown: Snackbar
// and its transitions stay out of the login page's first paint (issue 19). The access pages have no
// MUI theme (plain CSS), so the snackbar brings the federation's own; it may outlive the access page
// that showed it (forced change → launcher) and sits outside react-admin's theme. A success is a
// polite status, an error an alert (../toastRole.ts).
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { accessThemeOptions } from '../federationTheme';
import { TIMINGS } from '../../lib/timings';
import { useToastPlacement } from '../toastPlacement';
import { toastRole } from '../toastRole';

const theme = createTheme(accessThemeOptions);

export interface ToastViewProps {
  message: string;
  kind: 'success' | 'error' | 'info' | 'warning';
  onClose: () => void;
}

const ToastView = (props: ToastViewProps) => (
  <ThemeProvider theme={theme}>
    <PlacedToast {...props} />
  </ThemeProvider>
);

/** Inside the theme: the placement reads its breakpoints. */
const PlacedToast = ({ message, kind, onClose }: ToastViewProps) => (
  <Snackbar open onClose={onClose} autoHideDuration={TIMINGS.toast.default} anchorOrigin={useToastPlacement()}>
    <Alert severity={kind} variant="filled" role={toastRole(kind)}>
      {message}
    </Alert>
  </Snackbar>
);

export default ToastView;
