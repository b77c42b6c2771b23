// A toast's role follows its kind (audit): a success or an information is a polite status, an error or
// a warning an alert that interrupts. The admin's notifications and the access pages' alike.
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../testing';
import { useToast } from '../components';
import { ShellNotification } from './ShellNotification';
import ToastView from './access/ToastView';

const Buttons = () => {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Dati salvati con successo')}>Salva</button>
      <button onClick={() => toast.error('Il comitato non è stato salvato')}>Sbaglia</button>
    </>
  );
};

/** A dialog (MUI's modal: it marks the rest of the page aria-hidden) whose button shows a toast. */
const DialogWithToast = () => {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Apri</button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Portafoglio</DialogTitle>
        <DialogContent>
          <Button onClick={() => toast.show("Esportazione avviata: al termine la trovi nell'elenco delle esportazioni", 'info')}>Esporta</Button>
        </DialogContent>
      </Dialog>
    </>
  );
};

/** The nearest ancestor (or itself) marked aria-hidden, or null: what a screen reader never reads. */
const hiddenAncestor = (el: Element | null) => el?.closest('[aria-hidden="true"]') ?? null;

/** The snackbar's content showing `text`. */
const toastOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('.MuiSnackbarContent-root')!;

describe('toast roles', () => {
  it('a success is a status, an error that follows it an alert', async () => {
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <Buttons />
        <ShellNotification />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await toastOf('Dati salvati con successo')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    // Queued behind the success: shown once it has gone, as an alert.
    await user.click(screen.getByRole('button', { name: 'Sbaglia' }));
    expect(await toastOf('Il comitato non è stato salvato')).toHaveAttribute('role', 'alert');
  });

  it("the access pages' success is a status, their error an alert", async () => {
    const { unmount } = render(<ToastView message="La password è stata modificata correttamente" kind="success" onClose={() => undefined} />);
    expect(await screen.findByRole('status')).toHaveTextContent('La password è stata modificata correttamente');
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    render(<ToastView message="Login errata" kind="error" onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login errata');
  });
});

describe('a toast shown while a dialog is open', () => {
  it('is announced: its live region is not in the part of the page the dialog hides', async () => {
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <DialogWithToast />
        <ShellNotification />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Portafoglio' });
    // The dialog has hidden the page behind it, as MUI's modal does.
    expect(hiddenAncestor(screen.getByRole('button', { name: 'Apri', hidden: true }))).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Esporta' }));
    const live = await screen.findByRole('status');
    expect(live).toHaveTextContent('Esportazione avviata');
    expect(hiddenAncestor(live)).toBeNull();
    // The dialog stays as it was: open, its own content readable.
    expect(hiddenAncestor(dialog)).toBeNull();
  });
});
