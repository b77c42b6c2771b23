// The generated add/edit dialog and row actions: inputs from the declaration, create vs update,
// server field errors under fields, refusals in the dialog, success toast, SI/NO delete, custom actions.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { optionalText, requiredText } from '../../resources/fields';
import { comitato } from '../../resources/reference/comitato';
import { configurazioni } from '../../resources/reference/configurazioni';
import { disciplinestagioni } from '../../resources/reference/disciplinestagioni';
import { stagione } from '../../resources/reference/stagione';
import { tipologiatesseramento } from '../../resources/reference/tipologiatesseramento';
import { pageReload, takeNoticeAfterReload } from '../lib/reloadPage';
import { session } from '../lib/session';
import { fakeProvider, renderScreen, type Row } from './testing';

const comitati: Row[] = [{ id: 7, nome: 'Comitato Lazio', email: 'lazio@figh.it', telefono: null, fax: null, deleted_at: null }];

/** The error the shell's http client throws for a 422 answer. */
const fieldError = (errors: Record<string, string[]>) =>
  new HttpError('Uno o più campi non sono stati compilati correttamente', 422, {
    error: true,
    message: 'Uno o più campi non sono stati compilati correttamente',
    errors: { ...Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]])), root: { serverError: 'x' } },
    fieldErrors: errors,
  });
const refusal = (message: string) => new HttpError(message, 409, { error: true, message, errorMessage: message });

const openRowMenu = async (text: string) => {
  const row = (await screen.findByText(text)).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: /^Azioni per / }));
};

beforeEach(() => session.update({ season: { id: 2, nome: '2025/2026' } }));
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('add/edit dialog', () => {
  it('adds a record: the dialog shows the declared inputs, POSTs and confirms with the spec message', async () => {
    const provider = fakeProvider(comitati);
    renderScreen(comitato, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Nuovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Comitato' });
    for (const label of ['Nome', 'Email', 'Telefono', 'Fax']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Comitato Puglia' } });
    const calls = provider.getList.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva Configurazione' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    expect(provider.create.mock.calls[0][0]).toBe('comitati');
    expect(provider.create.mock.calls[0][1].data).toMatchObject({ nome: 'Comitato Puglia' });
    expect(await screen.findByText('Il comitato è stato salvato correttamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configura Comitato' })).toBeNull());
    // The grid is refreshed.
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('edits a record: loads it first, then PUTs through update', async () => {
    const provider = fakeProvider(comitati);
    renderScreen(comitato, provider);
    await openRowMenu('Comitato Lazio');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Comitato' });
    await waitFor(() => expect(provider.getOne).toHaveBeenCalledWith('comitati', expect.objectContaining({ id: 7 })));
    const nome = await within(dialog).findByLabelText('Nome');
    expect(nome).toHaveValue('Comitato Lazio');
    fireEvent.change(nome, { target: { value: 'Comitato Regionale Lazio' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva Configurazione' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1]).toMatchObject({ id: 7, data: { nome: 'Comitato Regionale Lazio' } });
    // The body the declaration names (spec 1 §7), not the loaded record's id and timestamps.
    expect(Object.keys(provider.update.mock.calls[0][1].data).sort()).toEqual(['email', 'fax', 'nome', 'telefono']);
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('shows the first server message under its field and the failure notification', async () => {
    const provider = fakeProvider(comitati, { create: vi.fn(async () => Promise.reject(fieldError({ email: ["L'indirizzo e-mail non è valido", 'secondo'] }))) });
    renderScreen(comitato, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Nuovo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'X' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva Configurazione' }));
    expect(await within(dialog).findByText("L'indirizzo e-mail non è valido")).toBeInTheDocument();
    expect(within(dialog).queryByText('secondo')).toBeNull();
    expect(await screen.findByText('Uno o più campi non sono stati compilati correttamente')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a business refusal (error set) inside the dialog and keeps it open', async () => {
    const message = 'La disciplina selezionata è già configurata per questa stagione';
    const provider = fakeProvider([], { create: vi.fn(async () => Promise.reject(refusal(message))) });
    provider.getList.mockImplementation(async (resource: string) =>
      resource === 'disciplina'
        ? { data: [{ id: 1, nome: 'Pallamano' }], total: 1, pageInfo: { hasNextPage: false, hasPreviousPage: false } }
        : { data: [], total: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    );
    renderScreen(disciplinestagioni, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Nuova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Disciplina per Stagione' });
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Disciplina' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pallamano' }));
    fireEvent.change(within(dialog).getByLabelText('Data Inizio'), { target: { value: '01092025' } });
    fireEvent.change(within(dialog).getByLabelText('Data Fine'), { target: { value: '30062026' } });
    expect(within(dialog).getByLabelText('Data Inizio')).toHaveValue('01/09/2025');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva Configurazione' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(provider.create.mock.calls[0][1].data).toMatchObject({ disciplina_id: 1, data_inizio: '2025-09-01', data_fine: '2026-06-30' });
  });

  it('the discipline picker offers the disciplines only, no blank choice that saving would refuse', async () => {
    const provider = fakeProvider([]);
    provider.getList.mockImplementation(async (resource: string) =>
      resource === 'disciplina'
        ? {
            data: [
              { id: 1, nome: 'Pallamano' },
              { id: 2, nome: 'Beach Handball' },
            ],
            total: 2,
            pageInfo: { hasNextPage: false, hasPreviousPage: false },
          }
        : { data: [], total: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    );
    renderScreen(disciplinestagioni, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Nuova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Disciplina per Stagione' });
    // Named as before: no required mark either.
    const picker = await within(dialog).findByRole('combobox', { name: 'Disciplina' });
    expect(within(dialog).queryByText('*', { exact: false })).toBeNull();
    fireEvent.mouseDown(picker);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pallamano', 'Beach Handball']);
  });

  it('a select the body accepts empty keeps its blank first choice; one it refuses has none', async () => {
    const livelli = [
      { id: 'R', name: 'Regionale' },
      { id: 'N', name: 'Nazionale' },
    ];
    const decl = {
      ...comitato,
      fields: [...comitato.fields, { source: 'livello', label: 'Livello', type: 'select' as const, choices: livelli }, { source: 'area', label: 'Area', type: 'select' as const, choices: livelli }],
      body: comitato.body.extend({ livello: optionalText(1), area: requiredText(1) }),
    };
    renderScreen(decl, fakeProvider(comitati));
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Nuovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Comitato' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Livello' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent?.trim()),
    ).toEqual(['', 'Regionale', 'Nazionale']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Area' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Regionale', 'Nazionale']);
  });

  it('validates with the shared schema before sending: date errors appear under the date fields', async () => {
    const provider = fakeProvider([]);
    renderScreen(stagione, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Nuova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Stagione' });
    expect(within(dialog).getByLabelText('Anno Under')).toHaveValue('2010');
    expect(within(dialog).getByLabelText('Anno Over')).toHaveValue('2011');
    expect(within(dialog).getByLabelText('Numero Massimo Trasferimenti')).toHaveValue('0');
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: '2030/2031' } });
    fireEvent.change(within(dialog).getByLabelText('Data Inizio'), { target: { value: '01072031' } });
    fireEvent.change(within(dialog).getByLabelText('Data Fine'), { target: { value: '30062031' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva Configurazione' }));
    expect(await within(dialog).findByText('La data di fine deve essere successiva alla data di inizio')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('causali: no client validation, the server decides; its refusal also shows as a notification', async () => {
    const provider = fakeProvider([], { create: vi.fn(async () => Promise.reject(refusal('Causale non ammessa'))) });
    renderScreen(tipologiatesseramento, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Causale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Causale' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    expect(provider.create.mock.calls[0][1].data).toMatchObject({ famiglia: 0, approvazione_automatica: false, editMode: false });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Causale non ammessa');
    // The notification arrives after the alert: wait for both (findAllByText would settle on the first).
    await waitFor(() => expect(screen.getAllByText('Causale non ammessa')).toHaveLength(2));
  });

  it('money fields show it-IT amounts with the ####.## mask', async () => {
    const fees: Row[] = [
      {
        id: 3,
        stagione_affiliazione_id: 2,
        tipologia_tesseramento_id: 5,
        tipologiatesseramento: { id: 5, nome: 'Atleta' },
        importo: 1234.5,
        importo_tesseramento: 0,
        importo_trasferimento_under: 10,
        importo_trasferimento_senior: 20,
        deleted_at: null,
      },
    ];
    const provider = fakeProvider(fees);
    renderScreen(configurazioni, provider);
    expect(await screen.findByText('1.234,50 €')).toBeInTheDocument();
    // The list asks the spec's path for the selected season.
    expect(provider.getList.mock.calls[0][1].meta).toMatchObject({ endpoint: 'configurazioni/stagioni/2' });
    await openRowMenu('Atleta');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Costi' });
    const importo = await within(dialog).findByLabelText('Importo');
    expect(importo).toHaveValue('1.234,50');
    fireEvent.change(importo, { target: { value: '123456' } });
    expect(importo).toHaveValue('1.234');
  });

  it('opens with the focus on Causale once its choices arrive, not on Importo after it (Configura Costi)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const rows = fakeProvider([]);
    const causali = { data: [{ id: 4, nome: 'Atleta Senior', codice: 'AS', famiglia_ruolo: 'Atleta' }], total: 1 };
    const provider = fakeProvider([], { getList: vi.fn(async (resource: string, p: any) => (resource === 'causali' ? answered.then(() => causali) : rows.getList(resource, p))) });
    renderScreen(configurazioni, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Importo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Costi' });
    // While the causali load, the focus stays on the dialog: on Importo it would leave 0,00 behind on its way to Causale.
    await waitFor(() => expect(dialog).toHaveFocus());
    answer();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Causale' })).toHaveFocus());
    expect(within(dialog).getByLabelText('Importo')).toHaveValue('');
  });

  it('says where causali come from when there is none to give an amount to (Configurazioni Importi)', async () => {
    const provider = fakeProvider([]);
    renderScreen(configurazioni, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Importo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Costi' });
    expect(await within(dialog).findByText('Nessuna causale: si creano in Gestione Causali (applicazione Causali)')).toBeInTheDocument();
  });
});

describe('row actions', () => {
  it("deletes after 'Sei sicuro di voler eliminare il record selezionato?' answered SI", async () => {
    const provider = fakeProvider(comitati);
    renderScreen(comitato, provider);
    await openRowMenu('Comitato Lazio');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: 'Conferma' });
    expect(confirm).toHaveTextContent('Sei sicuro di voler eliminare il record selezionato?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('comitati', expect.objectContaining({ id: 7 })));
  });

  it('keeps the confirmation open with the server reason when the delete is refused', async () => {
    const reason = 'Il record non può essere eliminato perché è utilizzato da altri dati (tesserati)';
    const provider = fakeProvider(comitati, { delete: vi.fn(async () => Promise.reject(refusal(reason))) });
    renderScreen(comitato, provider);
    await openRowMenu('Comitato Lazio');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: 'Conferma' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'SI' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(reason);
  });

  it('NO closes the confirmation without deleting', async () => {
    const provider = fakeProvider(comitati);
    renderScreen(comitato, provider);
    await openRowMenu('Comitato Lazio');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Elimina' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Conferma' })).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conferma' })).toBeNull());
    expect(provider.delete).not.toHaveBeenCalled();
  });

  it("opens a season with POST /stagione/{id}/open after 'Vuoi aprire la Stagione Selezionata?', then the page reloads on it; not offered for the open one", async () => {
    const opened = { id: 4, nome: '2026/2027', aperta: true, data_inizio: '2026-07-01', data_fine: '2027-06-30' };
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const fetchMock = vi.fn(async (url: string) =>
      /\/api\/me$/.test(url) ? json({ me: { id: 1, name: 'Admin', email: 'admin@demo.it' }, stagione: opened, abilities: [], app_menu: [] }) : json({ error: false, message: 'ok', id: 4 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const seasons: Row[] = [
      { id: 4, nome: '2026/2027', aperta: false, data_inizio: '2026-07-01', data_fine: '2027-06-30', deleted_at: null },
      { id: 3, nome: '2025/2026', aperta: true, data_inizio: '2025-07-01', data_fine: '2026-06-30', deleted_at: null },
    ];
    renderScreen(stagione, fakeProvider(seasons));
    await openRowMenu('2025/2026');
    expect(await screen.findByRole('menuitem', { name: 'Modifica' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Apri Stagione' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await openRowMenu('2026/2027');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Apri Stagione' }));
    const confirm = await screen.findByRole('dialog', { name: 'Conferma' });
    expect(confirm).toHaveTextContent('Vuoi aprire la Stagione Selezionata?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/stagione\/4\/open$/);
    expect(init.method).toBe('POST');
    // Spec 1 §4: on success the page reloads, its header on the season just opened, the toast after the reload.
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(session.get().season).toEqual(opened);
    expect(takeNoticeAfterReload()).toEqual({ message: 'La stagione è stata aperta correttamente', kind: 'success' });
  });

  it("offers 'Elimina' on a closed season, never on the open one (the server refuses: 'Non è possibile eliminare la stagione aperta')", async () => {
    const seasons: Row[] = [
      { id: 4, nome: '2026/2027', aperta: false, data_inizio: '2026-07-01', data_fine: '2027-06-30', deleted_at: null },
      { id: 3, nome: '2025/2026', aperta: true, data_inizio: '2025-07-01', data_fine: '2026-06-30', deleted_at: null },
    ];
    renderScreen(stagione, fakeProvider(seasons));
    await openRowMenu('2025/2026');
    expect(await screen.findByRole('menuitem', { name: 'Modifica' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Elimina' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await openRowMenu('2026/2027');
    expect(await screen.findByRole('menuitem', { name: 'Elimina' })).toBeInTheDocument();
  });

  it("says 'Errore in fase di apertura stagione' when opening fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":true,"message":"no"}', { status: 500, headers: { 'Content-Type': 'application/json' } })),
    );
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    renderScreen(stagione, fakeProvider([{ id: 4, nome: '2026/2027', aperta: false, deleted_at: null }]));
    await openRowMenu('2026/2027');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Apri Stagione' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Conferma' })).getByRole('button', { name: 'SI' }));
    expect(await screen.findByText('Errore in fase di apertura stagione')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(session.get().season).toEqual({ id: 2, nome: '2025/2026' });
  });
});

describe('toolbar actions on the header season (Configurazioni Importi)', () => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it("'Copia importi dalla stagione precedente' names both seasons, POSTs on SI, says how many were copied and reads the grid again", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST' ? json({ error: false, message: 'Copiati 29 importi', count: 29 }) : json({ values: { from: '2024/2025', to: '2025/2026' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const provider = fakeProvider([]);
    renderScreen(configurazioni, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Copia importi dalla stagione precedente' }));
    const confirm = await screen.findByRole('dialog', { name: 'Conferma' });
    expect(confirm).toHaveTextContent('Vuoi copiare gli importi della stagione 2024/2025 nella stagione 2025/2026? Le causali già configurate restano come sono.');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0][0]).toMatch(/\/api\/configurazioni\/copia-stagione-precedente\/2$/);
    const reads = provider.getList.mock.calls.length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'SI' }));
    expect(await screen.findByText('Copiati 29 importi')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/configurazioni\/copia-stagione-precedente\/2$/);
    expect(init.method).toBe('POST');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conferma' })).toBeNull());
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(reads));
  });

  it('NO copies nothing; a season without a previous one is said at once, without a question', async () => {
    const fetchMock = vi.fn(async () => json({ values: { from: '2024/2025', to: '2025/2026' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(configurazioni, fakeProvider([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Copia importi dalla stagione precedente' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Conferma' })).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conferma' })).toBeNull());
    expect(fetchMock).toHaveBeenCalledOnce();

    const reason = 'Nessuna stagione precedente alla stagione 2025/2026';
    fetchMock.mockImplementation(async () => json({ error: true, message: reason, errorMessage: reason }, 409));
    fireEvent.click(screen.getByRole('button', { name: 'Copia importi dalla stagione precedente' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Conferma' })).toBeNull();
  });

  it('a double click reads the values once and asks once; the button keeps the focus, aria-disabled, meanwhile', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(configurazioni, fakeProvider([]));
    const button = await screen.findByRole('button', { name: 'Copia importi dalla stagione precedente' });
    button.focus();
    // Both clicks before React renders again: a guard read from the render's state would let both through.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    answer(json({ values: { from: '2024/2025', to: '2025/2026' } }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Conferma' })).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conferma' })).toBeNull());
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Conferma' })).toBeNull();
  });

  it("the declaration names the toolbar button's icon", async () => {
    renderScreen(configurazioni, fakeProvider([]));
    const button = await screen.findByRole('button', { name: 'Copia importi dalla stagione precedente' });
    expect(button.querySelector('[data-testid="ContentCopyIcon"]')).not.toBeNull();
    cleanup();
    renderScreen({ ...configurazioni, toolbarActions: configurazioni.toolbarActions!.map(({ icon: _icon, ...a }) => a) }, fakeProvider([]));
    expect((await screen.findByRole('button', { name: 'Copia importi dalla stagione precedente' })).querySelector('svg')).toBeNull();
  });

  it("'Configura Costi' says the season the fee goes into (the header's)", async () => {
    renderScreen(configurazioni, fakeProvider([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Importo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Costi' });
    expect(within(dialog).getByText(/^Stagione:/)).toHaveTextContent('Stagione: 2025/2026');
  });
});
