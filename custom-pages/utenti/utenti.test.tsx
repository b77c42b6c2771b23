import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/providers';
import { filterToQuery } from '../../src/providers';
import { UtentiListFilter, type UtentiFilterValue } from './UtentiListFilter';
import { UtenteCreateDialog } from './UtenteCreateDialog';
import { groupByApplication } from './PermessiGrid';
import { grantableApps, writeGrantable } from './AggiungiPermessiDialog';
import { canSave, EMPTY_UTENTE, toBody } from './useUtenteForm';
import { searchTerm } from './useSearchTerm';

const wrap = (ui: ReactNode) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      {ui}
    </AdminContext>,
  );
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('user search rule', () => {
  it('searches with 3 or more characters or none', () => {
    expect(searchTerm('')).toBe('');
    expect(searchTerm('  ')).toBe('');
    expect(searchTerm('ab')).toBeNull();
    expect(searchTerm(' abc ')).toBe('abc');
  });
});

describe('side filter of the user list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const onChange = vi.fn<(v: UtentiFilterValue) => void>();
    wrap(<UtentiListFilter value={{ search: '', flag: [] }} onChange={onChange} />);
    return onChange;
  };

  it('applies a search of 3+ characters 300 ms after the last keystroke, never 1–2 characters', () => {
    const onChange = setup();
    const box = screen.getByPlaceholderText('Nome utente...');
    fireEvent.change(box, { target: { value: 'ro' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'ros' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith({ search: 'ros', flag: [] });
  });

  it('sends the toggles Societa, Arbitri, Allenatori as flag=societa:arbitro:allenatore', () => {
    const onChange = setup();
    fireEvent.click(screen.getByRole('switch', { name: 'Allenatori' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Societa' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Arbitri' }));
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledTimes(1);
    const value = onChange.mock.calls[0][0];
    expect(filterToQuery({ ...value })).toEqual({ flag: 'societa:arbitro:allenatore' });
  });
});

describe('add-user dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Memorizza needs a non-blank name and e-mail and the chosen club or person', () => {
    expect(canSave(EMPTY_UTENTE)).toBe(false);
    const club = { id: 7, label: 'DEMO01 - Pallamano Demo' };
    expect(canSave({ ...EMPTY_UTENTE, name: '  ', email: 'a@b.it', tipo_utente: 'societa', societa: club })).toBe(false);
    expect(canSave({ ...EMPTY_UTENTE, name: 'Mario', email: 'a@b.it', tipo_utente: 'societa', societa: null })).toBe(false);
    expect(canSave({ ...EMPTY_UTENTE, name: 'Mario', email: 'a@b.it', tipo_utente: 'societa', societa: club })).toBe(true);
    expect(canSave({ ...EMPTY_UTENTE, name: 'Mario', email: 'a@b.it', tipo_utente: 'anagrafica', societa: club })).toBe(false);
    expect(toBody({ ...EMPTY_UTENTE, name: ' Mario ', email: ' a@b.it ', tipo_utente: 'societa', societa: club, anagrafica: { id: 3, label: 'x' } })).toEqual({
      name: 'Mario',
      email: 'a@b.it',
      password: '',
      password_confirmation: '',
      tipo_utente: 'societa',
      societa_id: 7,
    });
  });

  it('editing: blank passwords are left out (unchanged); an administrator account sends neither type nor link', () => {
    const club = { id: 7, label: 'DEMO01 - Pallamano Demo' };
    const values = { ...EMPTY_UTENTE, name: 'Mario', email: 'a@b.it', tipo_utente: 'societa' as const, societa: club };
    expect(toBody(values, { editing: true })).toEqual({ name: 'Mario', email: 'a@b.it', tipo_utente: 'societa', societa_id: 7 });
    expect(toBody({ ...values, password: 'Nuova2026', password_confirmation: 'Nuova2026' }, { editing: true })).toMatchObject({ password: 'Nuova2026', password_confirmation: 'Nuova2026' });
    const admin = { ...EMPTY_UTENTE, name: 'Segreteria', email: 's@b.it', tipo_utente: 'admin' as const };
    expect(canSave(admin)).toBe(true);
    expect(toBody(admin, { editing: true })).toEqual({ name: 'Segreteria', email: 's@b.it' });
  });

  it('says why Memorizza is disabled, opens the club lookup on typing, then shows the first server message under each field', async () => {
    const calls: { url: string; body?: any }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/api/societa')) return json(200, { data: [{ id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'DEMO01' }], current_page: 1, last_page: 1, total: 1 });
      if (url.includes('/api/anagrafica')) return json(200, { data: [], current_page: 1, last_page: 1, total: 0 });
      return json(422, {
        error: true,
        message: 'Uno o più campi non sono stati compilati correttamente',
        errors: { email: ["L'indirizzo e-mail è già utilizzato da un altro utente", 'seconda'], password: ['La password deve contenere almeno 8 caratteri, almeno una lettera e almeno un numero'] },
      });
    });
    wrap(<UtenteCreateDialog open onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Memorizza' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Compila Nome Utente ed Email Utente');
    // The fields it waits for are marked as required (*), as is the link's lookup.
    for (const name of [/^Nome Utente/, /^Email Utente/]) expect(within(dialog).getByRole('textbox', { name })).toBeRequired();
    expect(within(dialog).getByRole('combobox', { name: /^Anagrafica/ })).toBeRequired();

    fireEvent.change(within(dialog).getByLabelText(/^Nome Utente/), { target: { value: 'Mario' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email Utente/), { target: { value: 'societa@demo.it' } });
    // The type radios show labels, not codes.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Società' }));
    await waitFor(() => expect(save).toHaveAccessibleDescription('Scegli la società da collegare'));
    // The lookup's list opens only once the user types.
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(calls.some((c) => c.url.includes('/api/societa'))).toBe(false);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Società' }), { target: { value: 'Pall' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: 'DEMO01 - Pallamano Demo' }));
    await waitFor(() => expect(save).toBeEnabled());

    fireEvent.click(save);
    expect(await within(dialog).findByText("L'indirizzo e-mail è già utilizzato da un altro utente")).toBeInTheDocument();
    expect(within(dialog).queryByText('seconda')).toBeNull();
    expect(within(dialog).getByText(/almeno 8 caratteri/)).toBeInTheDocument();
    const post = calls.find((c) => c.url.endsWith('/api/utente'));
    expect(post?.body).toMatchObject({ name: 'Mario', email: 'societa@demo.it', tipo_utente: 'societa', societa_id: 7 });
  });
});

describe('permissions grids', () => {
  it('groups the permissions by main application, in the order given', () => {
    const p = (application_id: number, codice: string) => ({
      application_id,
      application_codice: `a${application_id}`,
      application_descrizione: `App ${application_id}`,
      permission_id: codice.length,
      codice,
      descrizione: codice,
      read: true,
      write: false,
    });
    const groups = groupByApplication([p(2, 'economicssocieta'), p(2, 'contabilitasocieta'), p(5, 'reports')]);
    expect(groups.map((g) => [g.descrizione, g.permissions.map((x) => x.codice)])).toEqual([
      ['App 2', ['economicssocieta', 'contabilitasocieta']],
      ['App 5', ['reports']],
    ]);
  });
});

describe("'Aggiungi permessi' offers what the administrator holds", () => {
  const apps = [
    {
      id: 1,
      codice: 'configurazioni',
      descrizione: 'Configurazioni',
      permissions: [
        { id: 10, codice: 'configurazioni', descrizione: 'Configurazioni Generali' },
        { id: 11, codice: 'utenti', descrizione: 'Lista Utenti' },
      ],
    },
    { id: 2, codice: 'stagioni', descrizione: 'Stagioni', permissions: [{ id: 20, codice: 'stagioni', descrizione: 'Gestione Stagioni' }] },
  ];

  it('a limited administrator sees only the permissions it reads or writes, and no application left empty', () => {
    expect(grantableApps(apps, { tipo_utente: 'admin', abilities: ['utenti:write'] })).toEqual([{ ...apps[0], permissions: [apps[0].permissions[1]] }]);
  });

  it('the system administrator sees them all', () => {
    expect(grantableApps(apps, { tipo_utente: 'sysadmin', abilities: ['sysadmin:all'] })).toEqual(apps);
  });

  it('Write only of what the administrator writes', () => {
    const segreteria = { tipo_utente: 'admin', abilities: ['utenti:write', 'trasferimentirichiesti:read'] };
    expect(writeGrantable(segreteria, 'utenti')).toBe(true);
    expect(writeGrantable(segreteria, 'trasferimentirichiesti')).toBe(false);
    expect(writeGrantable(segreteria, 'trasferimentirichiesti', { read: true, write: false })).toBe(false);
    expect(writeGrantable({ tipo_utente: 'sysadmin', abilities: ['sysadmin:all'] }, 'trasferimentirichiesti')).toBe(true);
  });
});
