import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { newQueryClient } from '../../src/providers/queryClient';
import UtentiList from './UtentiList';
import UtenteDetail from './UtenteDetail';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL, init?: RequestInit) => Response | undefined;
let calls: { method: string; path: string; body?: any }[] = [];

function serve(handler: Handler) {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    calls.push({ method: init?.method ?? 'GET', path: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return handler(url, init) ?? json(404, { error: true, message: 'Risorsa non trovata' });
  });
}

const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, per_page: 30, total: data.length });
const mario = {
  id: 5,
  name: 'Mario Rossi',
  email: 'mario@example.it',
  tipo_utente: 'societa',
  societa_id: 7,
  anagrafica_id: null,
  deleted_at: null,
  abilitato: true,
  societa: { id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'DEMO01' },
  anagrafica: null,
  societa_anagrafica: 'Pallamano Demo',
};
const luca = { ...mario, id: 6, name: 'Luca Bianchi', email: 'luca@example.it', deleted_at: '2026-01-01T10:00:00Z', abilitato: false, societa_anagrafica: 'Altra Societa' };

beforeEach(() => {
  session.clear();
  session.update({ token: '1|abcdefghijklmnopqrstuvwxyz', profile: { id: 1, name: 'Admin', email: 'admin@demo.it', tipo_utente: 'sysadmin' }, abilities: ['sysadmin:all'], userType: 'sysadmin' });
});
afterEach(() => vi.restoreAllMocks());

// Whole screens with react-admin and MUI: slower than a unit (the unit project's time-out allows for it).
describe('Lista Utenti', () => {
  it('shows the users with their club or person and the enabled icon, and offers the spec row actions', async () => {
    serve((url) => {
      if (url.pathname === '/api/utente') return json(200, page([mario, luca]));
      if (url.pathname === '/api/utente/5/disable') return json(200, { error: false, message: 'Utente disabilitato correttamente', id: 5 });
    });
    renderWithAdmin(<UtentiList />, { path: '/utentilist' });
    expect(await screen.findByRole('heading', { name: 'Lista Utenti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuovo Utente' })).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Lista Utenti' });
    for (const header of ['#', 'Nome utente', 'Societa / Anagrafica', 'Abilitato']) expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = (await within(grid).findByText('Mario Rossi')).closest('tr')!;
    expect(within(row).getByText('Pallamano Demo')).toBeInTheDocument();
    expect(row.querySelector('[data-value="true"]')).not.toBeNull();
    const disabledRow = within(grid).getByText('Luca Bianchi').closest('tr')!;
    expect(disabledRow.querySelector('[data-value="false"]')).not.toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Azioni per Mario Rossi' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Cambia password', 'Gestione Utente', 'Disabilita']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Disabilita' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText("Vuoi diabilitare l'utente selezionato?")).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/utente/5/disable')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(disabledRow).getByRole('button', { name: 'Azioni per Luca Bianchi' }));
    const menu2 = await screen.findByRole('menu');
    expect(within(menu2).getByRole('menuitem', { name: 'Abilita' })).toBeInTheDocument();
    expect(within(menu2).queryByRole('menuitem', { name: 'Disabilita' })).toBeNull();
  });

  it('changes another user’s password with the temporary-password toggle through changePasswordUtente', async () => {
    serve((url) => {
      if (url.pathname === '/api/utente') return json(200, page([mario]));
      if (url.pathname === '/api/changePasswordUtente') return json(200, { error: false, message: 'La password è stata modificata correttamente' });
    });
    renderWithAdmin(<UtentiList />, { path: '/utentilist' });
    const row = (await screen.findByText('Mario Rossi')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Azioni per Mario Rossi' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cambia password' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: 'Password temporanea' })).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText(/Nuova password/), { target: { value: 'Nuova2026x' } });
    fireEvent.change(within(dialog).getByLabelText(/Conferma password/), { target: { value: 'Nuova2026x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/changePasswordUtente')?.body).toEqual({ user_id: 5, password: 'Nuova2026x', confirmpassword: 'Nuova2026x', temp: true }));
  });

  it('a limited administrator is not offered what the server refuses: password, enabling or disabling a system administrator, disabling itself', async () => {
    session.update({ profile: { id: 2, name: 'Segreteria', email: 'segreteria@demo.it', tipo_utente: 'admin' }, abilities: ['utenti:read', 'utenti:write'], userType: 'admin' });
    const root = { ...mario, id: 1, name: 'Admin', tipo_utente: 'sysadmin', societa_id: null, societa: null, societa_anagrafica: null };
    const itself = { ...root, id: 2, name: 'Segreteria', tipo_utente: 'admin' };
    serve((url) => (url.pathname === '/api/utente' ? json(200, page([root, itself, mario])) : undefined));
    renderWithAdmin(<UtentiList />, { path: '/utentilist' });
    const menuOf = async (name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Azioni per ${name}` }));
      const menu = await screen.findByRole('menu');
      const items = within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent);
      fireEvent.keyDown(menu, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return items;
    };
    expect(await menuOf('Admin')).toEqual(['Gestione Utente']);
    expect(await menuOf('Segreteria')).toEqual(['Cambia password', 'Gestione Utente']);
    expect(await menuOf('Mario Rossi')).toEqual(['Cambia password', 'Gestione Utente', 'Disabilita']);
  });

  it('sends the side filter as search and flag', async () => {
    serve((url) => (url.pathname === '/api/utente' ? json(200, page([mario])) : undefined));
    renderWithAdmin(<UtentiList />, { path: '/utentilist' });
    await screen.findByText('Mario Rossi');
    fireEvent.change(screen.getByPlaceholderText('Nome utente...'), { target: { value: 'mar' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Societa' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Allenatori' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/utente?') && c.path.includes('search=mar') && c.path.includes('flag=societa%3Aallenatore'))).toBe(true));
  });
});

describe('Gestione Utente', () => {
  const detail = {
    ...mario,
    abilities: ['economicssocieta:read', 'economicssocieta:write'],
    permissions: [
      { application_id: 2, application_codice: 'societa', application_descrizione: 'Società', permission_id: 4, codice: 'economicssocieta', descrizione: 'Società', read: true, write: true },
    ],
  };
  const apps = page([
    { id: 2, codice: 'societa', descrizione: 'Società', permissions: [{ id: 4, codice: 'economicssocieta', descrizione: 'Società' }] },
    { id: 3, codice: 'causali', descrizione: 'Causali', permissions: [{ id: 7, codice: 'causali', descrizione: 'Gestione Causali' }] },
  ]);

  it('shows one permissions grid per application; Rimuovi Permessi asks SI/NO, then sends read and write false', async () => {
    serve((url) => {
      if (url.pathname === '/api/utente/5') return json(200, detail);
      if (url.pathname === '/api/utente/updatePermissions') return json(200, { error: false, message: 'Permessi aggiornati correttamente', id: 5 });
    });
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mario Rossi' })).toBeInTheDocument();
    // The user type reads 'Società' (the list's column header keeps the spec's 'Societa / Anagrafica').
    expect(screen.getByText('mario@example.it · Società · Pallamano Demo')).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Società' });
    for (const header of ['Ruolo', 'Read', 'Write']) expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    fireEvent.click(within(grid).getByRole('button', { name: /Rimuovi Permessi/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Conferma' });
    expect(confirm).toHaveTextContent('Vuoi rimuovere i permessi selezionati?');
    expect(calls.some((c) => c.path === '/api/utente/updatePermissions')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/utente/updatePermissions')?.body).toEqual({ userId: 5, mainApp: 2, childPermission: 4, read: false, write: false }));
  });

  it("'Aggiungi permessi': Read on and Write off by default, one permission of the chosen application", async () => {
    serve((url) => {
      if (url.pathname === '/api/utente/5') return json(200, detail);
      if (url.pathname === '/api/getAppsAndPermissions') return json(200, apps);
      if (url.pathname === '/api/utente/updatePermissions') return json(200, { error: false, message: 'Permessi aggiornati correttamente', id: 5 });
    });
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/5' });
    await screen.findByRole('heading', { level: 1, name: 'Mario Rossi' });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Permesso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi permessi' });
    expect(within(dialog).getByRole('switch', { name: 'Read' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Write' })).not.toBeChecked();
    const submit = within(dialog).getByRole('button', { name: 'Inserisci Permessi' });
    expect(submit).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Applicazione' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Causali' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Permesso' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gestione Causali' }));
    fireEvent.click(submit);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/utente/updatePermissions')?.body).toEqual({ userId: 5, mainApp: 3, childPermission: 7, read: true, write: false }));
  });

  it('on its own account the administrator cannot add or remove permissions', async () => {
    serve((url) => (url.pathname === '/api/utente/1' ? json(200, { ...detail, id: 1, name: 'Admin' }) : undefined));
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/1' });
    expect(await screen.findByText(/Non puoi modificare i tuoi permessi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi Permesso' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Rimuovi Permessi/ })).toBeNull();
  });

  it("'Modifica' opens the add-user dialog prefilled; Memorizza sends PUT utente/{id} without the blank passwords, then the page and the list read the user again", async () => {
    let current = detail;
    serve((url, init) => {
      if (url.pathname === '/api/utente/5' && init?.method === 'PUT') {
        current = { ...detail, name: 'Mario Verdi' };
        return json(200, { error: false, message: 'Dati salvati con successo', id: 5 });
      }
      if (url.pathname === '/api/utente/5') return json(200, current);
    });
    const queryClient = newQueryClient();
    // A page of the user list already read (react-admin's key starts with the resource).
    const listKey = ['utente', 'getInfiniteList', { filter: {} }];
    queryClient.setQueryData(listKey, { pages: [], pageParams: [] });
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/5', notifications: true, queryClient });
    await screen.findByRole('heading', { level: 1, name: 'Mario Rossi' });
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Utente' });
    expect(within(dialog).getByLabelText(/^Nome Utente/)).toHaveValue('Mario Rossi');
    expect(within(dialog).getByLabelText(/^Email Utente/)).toHaveValue('mario@example.it');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Conferma Password')).toHaveValue('');
    expect(within(dialog).getByText('Lascia vuoto per non cambiarla; una nuova password è provvisoria')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Società' })).toBeChecked();
    expect(within(dialog).getByText('Selezionato: DEMO01 - Pallamano Demo')).toBeInTheDocument();
    // The required lookup shows the linked club, not an empty box.
    expect(within(dialog).getByRole('combobox', { name: /^Società/ })).toHaveValue('DEMO01 - Pallamano Demo');
    const save = within(dialog).getByRole('button', { name: 'Memorizza' });
    fireEvent.change(within(dialog).getByLabelText(/^Nome Utente/), { target: { value: '   ' } });
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.change(within(dialog).getByLabelText(/^Nome Utente/), { target: { value: ' Mario Verdi ' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/utente/5', body: { name: 'Mario Verdi', email: 'mario@example.it', tipo_utente: 'societa', societa_id: 7 } }),
    );
    expect(await screen.findByText('Dati salvati con successo')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mario Verdi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica Utente' })).toBeNull());
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it("'Modifica': a new password goes with its confirmation; the server's first message of each field shows beside it, a refusal inside the dialog", async () => {
    let answer = json(422, {
      error: true,
      message: 'Uno o più campi non sono stati compilati correttamente',
      errors: { email: ["L'indirizzo e-mail è già utilizzato da un altro utente", 'secondo'], password: ['La password è troppo debole'], societa_id: ['La società selezionata non esiste'] },
    });
    serve((url, init) => {
      if (url.pathname === '/api/utente/5' && init?.method === 'PUT') return answer;
      if (url.pathname === '/api/utente/5') return json(200, detail);
    });
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/5' });
    await screen.findByRole('heading', { level: 1, name: 'Mario Rossi' });
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Utente' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'debole' } });
    fireEvent.change(within(dialog).getByLabelText('Conferma Password'), { target: { value: 'debole' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    expect(await within(dialog).findByText("L'indirizzo e-mail è già utilizzato da un altro utente")).toBeInTheDocument();
    expect(within(dialog).queryByText('secondo')).toBeNull();
    expect(within(dialog).getByText('La password è troppo debole')).toBeInTheDocument();
    expect(within(dialog).getByText('La società selezionata non esiste')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ password: 'debole', password_confirmation: 'debole' });

    answer = json(409, { error: true, message: 'Non puoi modificare un utente che ha permessi che non possiedi' });
    fireEvent.change(within(dialog).getByLabelText(/^Email Utente/), { target: { value: 'mario.rossi@example.it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Non puoi modificare un utente che ha permessi che non possiedi');
    expect(screen.getByRole('dialog', { name: 'Modifica Utente' })).toBeInTheDocument();
  });

  it("'Modifica': typing in the club box searches again; the row chosen shows in the box and is sent", async () => {
    serve((url, init) => {
      if (url.pathname === '/api/utente/5' && init?.method === 'PUT') return json(200, { error: false, message: 'Dati salvati con successo', id: 5 });
      if (url.pathname === '/api/utente/5') return json(200, detail);
      if (url.pathname === '/api/societa') return json(200, page([{ id: 9, nome: 'Altra Societa', codice_affiliazione: 'ALT01' }]));
    });
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/5' });
    await screen.findByRole('heading', { level: 1, name: 'Mario Rossi' });
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Utente' });
    const box = within(dialog).getByRole('combobox', { name: /^Società/ });
    fireEvent.change(box, { target: { value: 'Altra' } });
    expect(box).toHaveValue('Altra');
    fireEvent.click(await within(dialog).findByRole('option', { name: 'ALT01 - Altra Societa' }));
    expect(box).toHaveValue('ALT01 - Altra Societa');
    expect(within(dialog).getByText('Selezionato: ALT01 - Altra Societa')).toBeInTheDocument();
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ tipo_utente: 'societa', societa_id: 9 }));
  });

  it("'Modifica' on an administrator's account: its type is shown, not offered, and not sent", async () => {
    const admin = { ...detail, id: 8, name: 'Segreteria', tipo_utente: 'admin', societa_id: null, societa: null, societa_anagrafica: null };
    serve((url, init) => {
      if (url.pathname === '/api/utente/8' && init?.method === 'PUT') return json(200, { error: false, message: 'Dati salvati con successo', id: 8 });
      if (url.pathname === '/api/utente/8') return json(200, admin);
    });
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/8' });
    await screen.findByRole('heading', { level: 1, name: 'Segreteria' });
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Utente' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByText('Tipo utente: Amministratore')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Email Utente/), { target: { value: 'segreteria2@example.it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Segreteria', email: 'segreteria2@example.it' }));
  });

  describe('a limited administrator', () => {
    beforeEach(() => {
      session.update({
        profile: { id: 2, name: 'Segreteria', email: 'segreteria@demo.it', tipo_utente: 'admin' },
        abilities: ['utenti:read', 'utenti:write', 'economicssocieta:read', 'economicssocieta:write', 'trasferimentirichiesti:read'],
        userType: 'admin',
      });
    });

    it.each([
      [
        'a system administrator',
        { ...detail, id: 1, name: 'Admin', tipo_utente: 'sysadmin', abilities: ['sysadmin:all'] },
        'Solo un amministratore di sistema può modificare un amministratore di sistema.',
      ],
      [
        'an account holding rights it lacks',
        { ...detail, id: 3, name: 'Altro Admin', tipo_utente: 'admin', abilities: ['configurazioni:read'] },
        'Non puoi modificare un utente che ha permessi che non possiedi.',
      ],
    ])('cannot change %s: Modifica and Aggiungi Permesso are disabled, saying why, and nothing is removable', async (_, account, why) => {
      serve((url) => (url.pathname === `/api/utente/${account.id}` ? json(200, account) : undefined));
      renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: `/utente/${account.id}` });
      await screen.findByRole('heading', { level: 1, name: account.name });
      expect(screen.getByText(why)).toBeInTheDocument();
      for (const name of ['Modifica', 'Aggiungi Permesso']) {
        expect(screen.getByRole('button', { name })).toBeDisabled();
        expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(why);
      }
      expect(screen.queryByRole('button', { name: /Rimuovi Permessi/ })).toBeNull();
    });

    it("'Aggiungi permessi' offers Write only of what it writes", async () => {
      const club = { ...detail, abilities: [], permissions: [] };
      serve((url) => {
        if (url.pathname === '/api/utente/5') return json(200, club);
        if (url.pathname === '/api/getAppsAndPermissions')
          return json(
            200,
            page([
              {
                id: 2,
                codice: 'societa',
                descrizione: 'Società',
                permissions: [
                  { id: 4, codice: 'economicssocieta', descrizione: 'Società' },
                  { id: 9, codice: 'trasferimentirichiesti', descrizione: 'Trasferimenti richiesti' },
                ],
              },
            ]),
          );
        if (url.pathname === '/api/utente/updatePermissions') return json(200, { error: false, message: 'Permessi aggiornati correttamente', id: 5 });
      });
      renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/5' });
      await screen.findByRole('heading', { level: 1, name: 'Mario Rossi' });
      expect(screen.getByRole('button', { name: 'Modifica' })).toBeEnabled();
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Permesso' }));
      const dialog = await screen.findByRole('dialog', { name: 'Aggiungi permessi' });
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Applicazione' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Società' }));
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Permesso' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Società' }));
      const write = within(dialog).getByRole('switch', { name: 'Write' });
      expect(write).toBeEnabled();
      fireEvent.click(write);
      expect(write).toBeChecked();
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Permesso' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Trasferimenti richiesti' }));
      expect(write).toBeDisabled();
      expect(write).not.toBeChecked();
      expect(write).toHaveAccessibleDescription('Hai questo permesso in sola lettura: puoi assegnare Read, non Write');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Inserisci Permessi' }));
      await waitFor(() => expect(calls.find((c) => c.path === '/api/utente/updatePermissions')?.body).toEqual({ userId: 5, mainApp: 2, childPermission: 9, read: true, write: false }));
    });
  });

  it("id 0 is 'Nuovo Utente', the add-user form", async () => {
    serve((url) => (url.pathname === '/api/anagrafica' ? json(200, page([])) : undefined));
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/0' });
    expect(await screen.findByRole('heading', { name: 'Nuovo Utente' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome Utente/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Memorizza' })).toBeDisabled();
  });
});

// Spec 2 §6: an administrator holding utenti:read only reads the accounts; every write route answers 403.
describe('an administrator who may only read the users', () => {
  const detail = {
    ...mario,
    abilities: ['economicssocieta:read'],
    permissions: [
      { application_id: 2, application_codice: 'societa', application_descrizione: 'Società', permission_id: 4, codice: 'economicssocieta', descrizione: 'Società', read: true, write: false },
    ],
  };
  beforeEach(() => {
    session.update({
      profile: { id: 2, name: 'Segreteria', email: 'segreteria@demo.it', tipo_utente: 'admin' },
      abilities: ['anagrafica:read', 'contabilitatesserati:read', 'economicssocieta:read', 'contabilitasocieta:read', 'trasferimentirichiesti:read', 'utenti:read', 'stagioni:read'],
      userType: 'admin',
    });
  });

  it("is offered no 'Nuovo Utente' and, in a row's menu, only 'Gestione Utente'", async () => {
    serve((url) => (url.pathname === '/api/utente' ? json(200, page([mario, luca])) : undefined));
    renderWithAdmin(<UtentiList />, { path: '/utentilist' });
    expect(await screen.findByRole('heading', { name: 'Lista Utenti' })).toBeInTheDocument();
    for (const name of ['Mario Rossi', 'Luca Bianchi']) {
      fireEvent.click(await screen.findByRole('button', { name: `Azioni per ${name}` }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((m) => m.textContent),
      ).toEqual(['Gestione Utente']);
      fireEvent.keyDown(menu, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
    expect(screen.queryByRole('button', { name: 'Nuovo Utente' })).toBeNull();
  });

  it("reads an account without 'Modifica', 'Aggiungi Permesso' or 'Rimuovi Permessi'", async () => {
    serve((url) => (url.pathname === '/api/utente/5' ? json(200, detail) : undefined));
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mario Rossi' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Società' })).toBeInTheDocument();
    for (const name of ['Modifica', 'Aggiungi Permesso', /Rimuovi Permessi/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('is not given the new-user form at /utente/0: it lands on the list', async () => {
    serve(() => undefined);
    renderWithAdmin(<UtenteDetail />, { path: '/utente/:id?', url: '/utente/0' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/utentilist');
    expect(screen.queryByRole('button', { name: 'Memorizza' })).toBeNull();
  });
});
