// The error block of the access pages: a title and a text (e.g. 'Login errata' / 'Nome utente o password errati').
import { AccessAlert } from './AccessAlert';

export const ErrorBlock = ({ title, text, testId = 'error-block' }: { title?: string; text: string; testId?: string }) => (
  <AccessAlert severity="error" role="alert" testId={testId} title={title}>
    {text}
  </AccessAlert>
);
