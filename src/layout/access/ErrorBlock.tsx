// The error block of the access pages: a title and a text (e.g. 'Login errata' / 'Nome utente o password errati').
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export const ErrorBlock = ({ title, text, testId = 'error-block' }: { title?: string; text: string; testId?: string }) => (
  <Alert severity="error" role="alert" data-testid={testId} sx={{ mb: 2 }}>
    {title && <AlertTitle>{title}</AlertTitle>}
    {text}
  </Alert>
);
