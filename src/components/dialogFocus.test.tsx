// Where the focus is when a dialog opens (every dialog of the app, through the theme): on its first
// field, so the user types at once; on the dialog itself when it has none; on a field that arrives late
// only if the user has not moved the focus meanwhile.
import { describe, expect, it, vi } from 'vitest';
import { useEffect, useState, type ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { TextInput } from 'react-admin';
import { FormDialog } from './FormDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { OptionSelect } from './OptionSelect';
import { firstField } from './dialogFocus';
import { renderWithAdmin } from '../testing/renderWithAdmin';

const save = vi.fn(async () => ({ id: 1 }));

/** The server's answer, given by the test: `answer()` re-renders the dialogs that wait for it. */
let answer: () => void = () => undefined;
function useAnswer() {
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    answer = () => setAnswered(true);
  }, []);
  return answered;
}

/** A plain dialog showing `before`, then `after` once answered; 'Annulla' below. */
function Waiting({ title, before, after }: { title: string; before: ReactNode; after: ReactNode }) {
  const answered = useAnswer();
  return (
    <Dialog open onClose={() => undefined} aria-labelledby="waiting-title">
      <DialogTitle id="waiting-title">{title}</DialogTitle>
      <DialogContent>{answered ? after : before}</DialogContent>
      <DialogActions>
        <Button>Annulla</Button>
      </DialogActions>
    </Dialog>
  );
}

const ruolo = <OptionSelect label="Ruolo" options={[{ id: 1, nome: 'Atleta' }]} value="" onChange={() => undefined} />;
/** A dialog whose select comes from a query. */
const LateField = () => <Waiting title="Tesseramento" before="Caricamento in corso..." after={ruolo} />;

describe('dialog focus on opening', () => {
  it('a form dialog opens with the focus on its first field, skipping a read-only and a disabled one', async () => {
    renderWithAdmin(
      <FormDialog open title="Configura Comitato" record={{ id: 3, codice: 'LOM', nome: '' }} onClose={() => undefined} onSubmit={save}>
        <TextInput source="codice" label="Codice" readOnly />
        <TextInput source="id" label="Id" disabled />
        <TextInput source="nome" label="Nome" />
        <TextInput source="email" label="Email" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Configura Comitato' });
    await waitFor(() => expect(within(dialog).getByLabelText('Nome')).toHaveFocus());
  });

  it('a dialog with no field (a read-only view) keeps the focus on the dialog itself', async () => {
    renderWithAdmin(<Waiting title="Dettagli Transazione" before="Pagamento con carta, esito positivo." after={null} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dettagli Transazione' });
    await waitFor(() => expect(dialog).toHaveFocus());
    // Still there once the opening transition is over.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(dialog).toHaveFocus();
  });

  it('SI/NO keeps its focus on NO', async () => {
    renderWithAdmin(<ConfirmDialog open onConfirm={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'NO' })).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('button', { name: 'NO' })).toHaveFocus();
  });

  it('a record still loading: its first field takes the focus when the form appears', async () => {
    function EditDialog() {
      return (
        <FormDialog open loading={!useAnswer()} title="Configura Comitato" record={{ nome: 'Lazio' }} onClose={() => undefined} onSubmit={save}>
          <TextInput source="nome" label="Nome" />
        </FormDialog>
      );
    }
    renderWithAdmin(<EditDialog />);
    expect(await screen.findByText('Caricamento in corso...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    act(() => answer());
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
  });

  it('a select filled from a query takes the focus once it exists', async () => {
    renderWithAdmin(<LateField />);
    const dialog = await screen.findByRole('dialog', { name: 'Tesseramento' });
    await waitFor(() => expect(dialog).toHaveFocus());
    act(() => answer());
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Ruolo' })).toHaveFocus());
  });

  it('a field that goes away (no twinned club after all) gives the focus back to the dialog, not to the page', async () => {
    const choice = <OptionSelect label="Società" options={undefined} value="" onChange={() => undefined} />;
    renderWithAdmin(<Waiting title="Dai in multiplo" before={choice} after="Nessuna società gemellata per il sesso dell'atleta" />);
    const dialog = await screen.findByRole('dialog', { name: 'Dai in multiplo' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Società' })).toHaveFocus());
    act(() => answer());
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('a field that has the focus keeps it when another appears before it (moving would run its blur)', async () => {
    function Fee() {
      const answered = useAnswer();
      return (
        <Dialog open onClose={() => undefined} aria-labelledby="fee-title">
          <DialogTitle id="fee-title">Configura Costi</DialogTitle>
          <DialogContent>
            {answered && ruolo}
            <input aria-label="Importo" />
          </DialogContent>
        </Dialog>
      );
    }
    renderWithAdmin(<Fee />);
    const dialog = await screen.findByRole('dialog', { name: 'Configura Costi' });
    await waitFor(() => expect(within(dialog).getByLabelText('Importo')).toHaveFocus());
    act(() => answer());
    expect(await within(dialog).findByRole('combobox', { name: 'Ruolo' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(within(dialog).getByLabelText('Importo')).toHaveFocus();
  });

  it('never takes the focus back once the user has moved it', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<LateField />);
    const dialog = await screen.findByRole('dialog', { name: 'Tesseramento' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    act(() => answer());
    expect(await within(dialog).findByRole('combobox', { name: 'Ruolo' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus();
  });

  it('a field the user picks before the opening transition ends keeps the focus', async () => {
    const user = userEvent.setup();
    renderWithAdmin(
      <FormDialog open title="Configura Comitato" record={{ nome: '' }} onClose={() => undefined} onSubmit={save}>
        <TextInput source="nome" label="Nome" />
        <TextInput source="email" label="Email" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Configura Comitato' });
    await user.click(within(dialog).getByLabelText('Email'));
    await user.keyboard('segreteria@figh.it');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('segreteria@figh.it');
  });
});

describe('firstField', () => {
  it('is the first field a user can fill in: not a button, a hidden, read-only or disabled input, nor a file input', () => {
    const box = document.createElement('div');
    box.innerHTML = `
      <button>Cerca</button>
      <input type="hidden" name="id">
      <input type="file" aria-label="Documento">
      <input aria-label="Codice" readonly>
      <input aria-label="Stagione" disabled>
      <div role="combobox" aria-label="Ruolo" aria-disabled="true" tabindex="-1"></div>
      <input aria-label="Nascosto" aria-hidden="true">
      <textarea aria-label="Note"></textarea>
      <input aria-label="Nome">`;
    document.body.append(box);
    expect(firstField(box)?.getAttribute('aria-label')).toBe('Note');
    expect(firstField(box, { invalid: true })).toBeNull();
    box.querySelector('[aria-label="Nome"]')!.setAttribute('aria-invalid', 'true');
    expect(firstField(box, { invalid: true })?.getAttribute('aria-label')).toBe('Nome');
    // A read-only field in error is where the message is.
    box.querySelector('[aria-label="Codice"]')!.setAttribute('aria-invalid', 'true');
    expect(firstField(box, { invalid: true })?.getAttribute('aria-label')).toBe('Codice');
    box.remove();
  });

  it('enters a radio group at its chosen option', () => {
    const box = document.createElement('div');
    box.innerHTML = `<input type="radio" name="tipo" value="societa" aria-label="Società"><input type="radio" name="tipo" value="anagrafica" aria-label="Anagrafica" checked>`;
    document.body.append(box);
    expect(firstField(box)?.getAttribute('aria-label')).toBe('Anagrafica');
    box.remove();
  });
});
