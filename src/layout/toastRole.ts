// How a toast speaks to a screen reader (audit): an error or a warning interrupts (role alert); a
// success or an information waits for the reader to finish (role status, polite): 'Dati salvati con
// successo' and 'Pagamento effettuato con il portafoglio' cut into whatever was being read. For the
// admin's notifications (ShellNotification) and the access pages' (ToastView).
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export const toastRole = (kind: ToastKind | undefined): 'alert' | 'status' => (kind === 'error' || kind === 'warning' ? 'alert' : 'status');
