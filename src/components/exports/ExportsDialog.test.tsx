// The exports dialog (spec 1 §4, §8, §9) against a mocked API (msw): progress while pending, the
// poll once a second that stops when nothing is pending, the completion date, the rename failure.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import ExportsDialog from './ExportsDialog';
import { MAX_POLLS, POLL_INTERVAL_MS } from './api';
import { screenWidth } from '../../testing';

const pending = { id: 9, descrizione: 'Tesserati 01-10-2025 10:00', status: 'pending', completed: false, completed_at: null, created_at: '2025-10-01T08:00:00Z', righe: 0, error: null };
const done = { ...pending, status: 'success', completed: true, completed_at: '2025-10-01T08:00:05Z', righe: 120 };
let current: any;
let pendingPolls: number;
let renameStatus: number;
let renames: unknown[];
let stuck: boolean;

const server = setupServer(
  http.get('*/api/userexports', ({ request }) => {
    if (new URL(request.url).searchParams.get('pending') === 'true') {
      pendingPolls++;
      // Finishes after the second poll.
      if (pendingPolls >= 2 && !stuck) current = done;
      return HttpResponse.json({ data: current.status === 'pending' ? [current] : [], total: current.status === 'pending' ? 1 : 0 });
    }
    return HttpResponse.json({ data: [current], total: 1 });
  }),
  http.put('*/api/userexports/:id', async ({ request }) => {
    renames.push(await request.json());
    return renameStatus === 200 ? HttpResponse.json({ error: false, message: 'ok', id: 9 }) : HttpResponse.json({ error: true, message: 'boom' }, { status: renameStatus });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  current = pending;
  pendingPolls = 0;
  renameStatus = 200;
  renames = [];
  stuck = false;
});

const renderDialog = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ExportsDialog open onClose={() => {}} />
      <Notification />
    </AdminContext>,
  );

describe('exports dialog', () => {
  it('polls once a second and gives up after 180 polls when an export stays pending (spec 1 §9)', async () => {
    expect(POLL_INTERVAL_MS).toBe(1000);
    stuck = true;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderDialog();
      await screen.findByTestId('export-row-9');
      for (let i = 0; i < MAX_POLLS + 20; i++) await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      await waitFor(() => expect(pendingPolls).toBe(MAX_POLLS));
      await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
      expect(pendingPolls).toBe(MAX_POLLS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows progress while pending, then the completion date, and stops polling', async () => {
    // Fake timers that also follow real time: the polls run by themselves, and ten more poll intervals
    // are then passed at once, without waiting for them.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderDialog();
      const row = await screen.findByTestId('export-row-9');
      expect(within(row).getByRole('status')).toHaveTextContent('In elaborazione');
      expect(within(row).getByRole('button', { name: 'Scarica' })).toBeDisabled();
      await waitFor(() => expect(screen.getByTestId('export-row-9')).toHaveAttribute('data-status', 'success'));
      expect(screen.getByTestId('completed-at')).toHaveTextContent(/^01-10-2025 \d{2}:00$/);
      expect(within(screen.getByTestId('export-row-9')).getByRole('button', { name: 'Scarica' })).toBeEnabled();
      const polls = pendingPolls;
      await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
      expect(pendingPolls).toBe(polls);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Si è verificato un errore' when a rename fails and keeps the old description", async () => {
    current = done;
    renameStatus = 500;
    renderDialog();
    const row = await screen.findByTestId('export-row-9');
    fireEvent.click(within(row).getByRole('button', { name: 'Modifica descrizione' }));
    const input = within(row).getByRole('textbox', { name: 'Descrizione' });
    fireEvent.change(input, { target: { value: 'Arbitri' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Si è verificato un errore')).toBeInTheDocument();
    expect(within(screen.getByTestId('export-row-9')).getByText('Tesserati 01-10-2025 10:00')).toBeInTheDocument();
  });

  it('renames inline on Enter and confirms it with the save toast', async () => {
    current = done;
    renderDialog();
    const row = await screen.findByTestId('export-row-9');
    fireEvent.click(within(row).getByRole('button', { name: 'Modifica descrizione' }));
    const input = within(row).getByRole('textbox', { name: 'Descrizione' });
    fireEvent.change(input, { target: { value: 'Arbitri' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(row).findByText('Arbitri')).toBeInTheDocument();
    expect(await screen.findByText('Salvataggio effettuato con successo!')).toBeInTheDocument();
    expect(renames).toEqual([{ descrizione: 'Arbitri' }]);
  });

  it("an emptied description is not saved: 'La descrizione è obbligatoria' under the field, which stays open", async () => {
    current = done;
    renderDialog();
    const row = await screen.findByTestId('export-row-9');
    fireEvent.click(within(row).getByRole('button', { name: 'Modifica descrizione' }));
    const input = within(row).getByRole('textbox', { name: 'Descrizione' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(row).findByText('La descrizione è obbligatoria')).toBeInTheDocument();
    expect(input).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('La descrizione è obbligatoria');
    // Leaving the field does not close it on the old text either.
    fireEvent.blur(input);
    expect(within(row).getByRole('textbox', { name: 'Descrizione' })).toBe(input);
    // Typing clears the message; the new text is saved.
    fireEvent.change(input, { target: { value: 'Arbitri' } });
    expect(within(row).queryByText('La descrizione è obbligatoria')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(row).findByText('Arbitri')).toBeInTheDocument();
    expect(renames).toEqual([{ descrizione: 'Arbitri' }]);
  });

  it('keeps its table in a box that scrolls on a phone, named after the dialog', async () => {
    current = done;
    renderDialog();
    const row = await screen.findByTestId('export-row-9');
    const box = screen.getByRole('region', { name: 'Esportazioni' });
    expect(box).toContainElement(row);
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('keeps three columns on a wide screen, in a dialog that does not fill it', async () => {
    current = done;
    screenWidth(1280);
    renderDialog();
    const row = await screen.findByTestId('export-row-9');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Descrizione', 'Stato', 'Azioni']);
    expect(within(row).getAllByRole('cell')).toHaveLength(3);
    expect(screen.getByRole('dialog').className).not.toMatch(/paperFullScreen/);
  });

  it('on a phone fills the screen and tells the status under the description, beside the actions (360 px audit)', async () => {
    current = done;
    screenWidth(360);
    renderDialog();
    const row = await screen.findByTestId('export-row-9');
    expect(screen.getByRole('dialog').className).toMatch(/paperFullScreen/);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Descrizione', 'Azioni']);
    const [description, actions] = within(row).getAllByRole('cell');
    expect(description).toHaveTextContent('Tesserati 01-10-2025 10:00');
    expect(within(description).getByTestId('completed-at')).toHaveTextContent(/^01-10-2025 \d{2}:00$/);
    expect(within(actions).getByRole('button', { name: 'Scarica' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Elimina' })).toBeInTheDocument();
    // The table keeps its named, focusable box of at most 400 px.
    expect(screen.getByRole('region', { name: 'Esportazioni' })).toContainElement(row);
  });
});
