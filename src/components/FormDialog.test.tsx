// The shared form-dialog shell: pessimistic save, 422 errors under the fields, 409 in the dialog,
// client checks, success toast, a disabled save that says why.
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { Notification, TextInput } from 'react-admin';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { renderWithAdmin } from '../testing/renderWithAdmin';
import { TIMINGS } from '../lib/timings';

// The real toasts, with their error calls recorded (the duration is not visible in the page).
const toastErrors = vi.hoisted(() => vi.fn());
vi.mock('./notify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./notify')>();
  return {
    ...actual,
    useToast: () => {
      const toast = actual.useToast();
      return { ...toast, error: (message?: string | null, options?: { duration?: number }) => (toastErrors(message, options), toast.error(message, options)) };
    },
  };
});

type Values = { nome: string; email?: string };

function renderDialog(props: Partial<FormDialogProps<Values>> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const onSubmit = props.onSubmit ?? vi.fn(async (v: Values) => ({ id: 1, ...v }));
  renderWithAdmin(
    <>
      <FormDialog<Values> open title="Nuovo Comitato" saveLabel="Memorizza" record={{ nome: '' }} onClose={onClose} onSaved={onSaved} {...props} onSubmit={onSubmit}>
        <TextInput source="nome" label="Nome" />
        <TextInput source="email" label="Email" />
      </FormDialog>
      <Notification />
    </>,
  );
  return { onClose, onSaved, onSubmit };
}

const unprocessable = (errors: Record<string, string[]>) =>
  new HttpError('Uno o più campi non sono stati compilati correttamente', 422, {
    error: true,
    fieldErrors: errors,
    errors: { ...Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]])) },
  });

describe('FormDialog', () => {
  it('awaits the server before closing: the buttons are busy meanwhile (the focus stays on the save, nothing closes), then the toast and onSaved', async () => {
    const user = userEvent.setup();
    let answer!: (v: unknown) => void;
    const onSubmit = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { onClose, onSaved } = renderDialog({ onSubmit, successMessage: 'Il comitato è stato salvato correttamente' });
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo Comitato' });
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Comitato Puglia' } });
    const save = within(dialog).getByRole('button', { name: 'Memorizza' });
    const close = within(dialog).getByRole('button', { name: 'Chiudi' });
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ nome: 'Comitato Puglia' })));
    // Busy, not disabled: a disabled button dropped the focus to <body>, out of the dialog's reach.
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();
    expect(close).toHaveAttribute('aria-disabled', 'true');
    // No second submission, and no close while the save is in flight (as the registration dialogs).
    await user.keyboard('{Enter}');
    await user.click(save);
    await user.keyboard('{Escape}');
    await user.click(close);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    answer({ id: 4 });
    expect(await screen.findByText('Il comitato è stato salvato correttamente')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ id: 4 });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the first message of a 422 under its field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({ onSubmit: vi.fn(async () => Promise.reject(unprocessable({ email: ["L'indirizzo e-mail non è valido", 'secondo'] }))) });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'X' } });
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    expect(await within(dialog).findByText("L'indirizzo e-mail non è valido")).toBeInTheDocument();
    expect(within(dialog).queryByText('secondo')).toBeNull();
    expect(await screen.findByText('Uno o più campi non sono stati compilati correttamente')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // The focus, kept by the save button while the server worked, goes to the field in error.
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
  });

  it('shows a 409 refusal as a message inside the dialog', async () => {
    const user = userEvent.setup();
    const message = 'Nome utente già in uso';
    renderDialog({ onSubmit: vi.fn(async () => Promise.reject(new HttpError(message, 409, { message }))) });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    // No field in error: the focus goes to the refusal, read out first.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveFocus());
  });

  it('a refusal ends the wait in the same render as its message: the message has the focus and Escape closes at once', async () => {
    const user = userEvent.setup();
    const message = 'Esiste già un comitato con questo nome';
    let refuse!: (e: unknown) => void;
    const { onClose } = renderDialog({ onSubmit: vi.fn(() => new Promise((_, reject) => (refuse = reject))) });
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Memorizza' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    // What the buttons said when the message was drawn (the wait must end in that very render).
    let busyWithMessage: string | null | undefined;
    const watch = new MutationObserver(() => {
      if (busyWithMessage === undefined && dialog.querySelector('[role="alert"]')) busyWithMessage = save.getAttribute('aria-disabled');
    });
    watch.observe(dialog, { subtree: true, childList: true, attributes: true });
    refuse(new HttpError(message, 409, { message }));
    const alert = await within(dialog).findByRole('alert');
    watch.disconnect();
    expect(alert).toHaveTextContent(message);
    expect(busyWithMessage).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(alert).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('error toasts last 3000 ms by default, errorDuration when given (wallet errors 18 s)', async () => {
    const user = userEvent.setup();
    const message = 'Il portafoglio non ha credito sufficiente per questa operazione';
    toastErrors.mockClear();
    renderDialog({ errorToast: true, onSubmit: vi.fn(async () => Promise.reject(new HttpError(message, 409, { message }))) });
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(toastErrors).toHaveBeenLastCalledWith(message, { duration: TIMINGS.toast.failure }));
    cleanup();

    toastErrors.mockClear();
    renderDialog({ errorToast: true, errorDuration: TIMINGS.toast.walletError, onSubmit: vi.fn(async () => Promise.reject(new HttpError(message, 409, { message }))) });
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(toastErrors).toHaveBeenLastCalledWith(message, { duration: 18000 }));

    // The 422 toast and a failure without a server message follow it too.
    toastErrors.mockClear();
    cleanup();
    renderDialog({ errorDuration: TIMINGS.toast.walletError, onSubmit: vi.fn(async () => Promise.reject(unprocessable({ nome: ['Il campo Nome è obbligatorio'] }))) });
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(toastErrors).toHaveBeenLastCalledWith('shell.notify.invalid_form', { duration: 18000 }));
    cleanup();
    renderDialog({ errorDuration: TIMINGS.toast.walletError, onSubmit: vi.fn(async () => Promise.reject(new Error('rete'))) });
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(toastErrors).toHaveBeenLastCalledWith('rete', { duration: 18000 }));
  });

  it("runs the client checks first, sends nothing while they fail and says 'Uno o più campi…'", async () => {
    toastErrors.mockClear();
    const user = userEvent.setup();
    const { onSubmit } = renderDialog({ validate: (v) => (v.nome ? {} : { nome: 'Il campo Nome è obbligatorio' }) });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    expect(await within(dialog).findByText('Il campo Nome è obbligatorio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Said as a refusal of the server is (spec 1 §8: the failed certificate save), once per Salva.
    expect(await screen.findByText('Uno o più campi non sono stati compilati correttamente')).toBeInTheDocument();
    expect(toastErrors).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(toastErrors).toHaveBeenCalledTimes(2));
  });

  it('says why the save is disabled', async () => {
    renderDialog({ saveDisabled: 'Seleziona una società' });
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Memorizza' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Seleziona una società');
  });

  it('shows the loading state instead of the form while the record comes', async () => {
    renderDialog({ loading: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    expect(within(dialog).queryByLabelText('Nome')).toBeNull();
  });
});
