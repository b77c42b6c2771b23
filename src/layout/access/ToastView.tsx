// The snackbar of the access pages' notifications, loaded when the first message is shown: Snackbar
// and its transitions stay out of the login page's first paint (issue 19).
import { Alert, Snackbar } from '@mui/material';
import { TIMINGS } from '../../lib/timings';

export interface ToastViewProps {
  message: string;
  kind: 'success' | 'error' | 'info' | 'warning';
  onClose: () => void;
}

const ToastView = ({ message, kind, onClose }: ToastViewProps) => (
  <Snackbar open onClose={onClose} autoHideDuration={TIMINGS.toast.default} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
    <Alert severity={kind} variant="filled">
      {message}
    </Alert>
  </Snackbar>
);

export default ToastView;
