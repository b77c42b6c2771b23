// A club's member table (spec 2 §2.1 'Other dialogs: edit certificate expiry date', §2.2, §6) against a
// mocked API (msw): the row menu's 'Scadenza Certificato' for who may edit the member, the member
// screen's certificate dialog, and the table reloaded after the save.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session, type SessionState } from '../../../src/lib';
import type { MemberRow } from '../api';
import { MemberTable, mayEditMember } from './MemberTable';
// The loan dialog behind 'Dai in multiplo' (registered in the club screen's mount point).
import '../../tesseramenti/mounts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], profile: null });
});

const member = (id: number, nome_completo: string, approvato: boolean): MemberRow => ({
  id,
  anagrafica_ruolo_id: id * 10,
  matricola: `10000${id}`,
  codice_tessera: null,
  nome_completo,
  tipologia_tesseramento_nome: null,
  data_scadenza_certificato: '2026-03-01',
  cittadinanza: 'Italiana',
  data_nascita: '1990-01-01',
  roles: ['Atleta'],
  discipline: [],
  numero_tesseramento: id * 10,
  partitacontabile_id: null,
  approvato,
  prestito: false,
  // As the server answers a club: its approved members of the season are its to change.
  modificabile: approvato,
});
const rows = [member(5, 'Rossi Mario', true), member(6, 'Verdi Luca', false)];
const as = (userType: string, abilities: string[], societa_id?: number) => ({ userType, abilities, profile: societa_id ? { societa_id } : null }) as unknown as SessionState;

describe('who may edit a member of the club tables', () => {
  it("the members write ability and the server's word for the row", () => {
    const [editable, notEditable] = rows;
    expect(mayEditMember(as('sysadmin', ['sysadmin:all']), editable)).toBe(true);
    expect(mayEditMember(as('admin', ['anagrafica:write']), editable)).toBe(true);
    expect(mayEditMember(as('admin', ['anagrafica:read']), editable)).toBe(false);
    expect(mayEditMember(as('societa', ['anagrafica:write'], 7), editable)).toBe(true);
    expect(mayEditMember(as('societa', ['anagrafica:write'], 7), notEditable)).toBe(false);
  });
});

function serve() {
  const calls = { list: 0, body: undefined as unknown, season: null as string | null };
  server.use(
    http.get('*/api/anagrafica/societa/7', () => {
      calls.list += 1;
      return HttpResponse.json({ data: rows, total: rows.length });
    }),
    http.post('*/api/anagrafica/5/certificate', async ({ request }) => {
      calls.body = await request.json();
      calls.season = new URL(request.url).searchParams.get('season');
      return HttpResponse.json({ error: false, message: 'I dati sono stati salvati correttamente', id: 5 });
    }),
  );
  return calls;
}

const renderTable = () => renderWithAdmin(<MemberTable societaId={7} title="Atleti" path="" discipline={[]} lendable={false} seasonId={2} />);

const menuOf = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Azioni per ${name}` }));
  return screen.findByRole('menu');
};

describe('certificate expiry from the club member table', () => {
  it("an administrator changes a member's certificate expiry from the row menu; the table reloads", async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read', 'anagrafica:write'], profile: null });
    const calls = serve();
    const user = userEvent.setup();
    renderTable();
    const menu = await menuOf(user, 'Rossi Mario');
    await user.click(within(menu).getByRole('menuitem', { name: 'Scadenza Certificato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica scadenza certificato' });
    const date = within(dialog).getByLabelText(/Scadenza certificato medico/);
    expect(date).toHaveValue('01/03/2026');
    await user.clear(date);
    await user.type(date, '15032027');
    const before = calls.list;
    await user.click(within(dialog).getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica scadenza certificato' })).toBeNull());
    expect(calls.body).toEqual({ data_scadenza_certificato: '2027-03-15' });
    expect(calls.season).toBe('2');
    await waitFor(() => expect(calls.list).toBeGreaterThan(before));
  });

  it('a club user gets it for its approved members only', async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: ['economicssocieta:read', 'anagrafica:write'], profile: { societa_id: 7 } as SessionState['profile'] });
    serve();
    const user = userEvent.setup();
    renderTable();
    let menu = await menuOf(user, 'Rossi Mario');
    expect(within(menu).getByRole('menuitem', { name: 'Scadenza Certificato' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await menuOf(user, 'Verdi Luca');
    expect(within(menu).getByRole('menuitem', { name: 'Gestione Tesseramenti' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Scadenza Certificato' })).toBeNull();
  });

  it('a user without the members write ability does not get it', async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read', 'anagrafica:read'], profile: null });
    serve();
    const user = userEvent.setup();
    renderTable();
    const menu = await menuOf(user, 'Rossi Mario');
    expect(within(menu).getByRole('menuitem', { name: 'Gestione Tesseramenti' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Scadenza Certificato' })).toBeNull();
  });
});

describe("'Dai in multiplo' follows the loan route's ability (spec 2 §6)", () => {
  const lendingTable = () => renderWithAdmin(<MemberTable societaId={7} title="Atleti" path="" discipline={[]} lendable seasonId={2} />);

  it('is offered with the club write ability: a club user, an administrator holding it', async () => {
    for (const [userType, abilities] of [
      ['societa', ['economicssocieta:write', 'anagrafica:write']],
      ['admin', ['economicssocieta:write']],
    ] as const) {
      session.update({ token: '1|a', userType, abilities: [...abilities], profile: userType === 'societa' ? ({ societa_id: 7 } as SessionState['profile']) : null });
      serve();
      const user = userEvent.setup();
      const { unmount } = lendingTable();
      const menu = await menuOf(user, 'Rossi Mario');
      expect(within(menu).getByRole('menuitem', { name: 'Dai in multiplo' })).toBeInTheDocument();
      unmount();
    }
  });

  it('is not offered to an administrator who may only read clubs (POST prestitogemellaggio answers 403)', async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read', 'anagrafica:read'], profile: null });
    serve();
    const user = userEvent.setup();
    lendingTable();
    const menu = await menuOf(user, 'Rossi Mario');
    expect(within(menu).getByRole('menuitem', { name: 'Gestione Tesseramenti' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Dai in multiplo' })).toBeNull();
  });
});

describe('a member table while it loads or when its read fails', () => {
  it("shows no count and the shared loading row, aria-busy, until the rows are read: never 'Atleti (0)'", async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read'], profile: null });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/anagrafica/societa/7', async () => {
        await answered;
        return HttpResponse.json({ data: rows, total: 77 });
      }),
    );
    renderTable();
    const table = await screen.findByRole('table', { name: 'Atleti' });
    expect(screen.getByRole('heading', { name: 'Atleti' })).toBeInTheDocument();
    expect(screen.queryByText(/\(0\)/)).toBeNull();
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    answer();
    expect(await screen.findByRole('heading', { name: 'Atleti (77)' })).toBeInTheDocument();
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(within(table).queryByRole('status')).toBeNull();
  });

  it("says what the failed read answered, without a count or 'Nessun tesserato'", async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read'], profile: null });
    server.use(http.get('*/api/anagrafica/societa/7', () => HttpResponse.json({ error: true, message: 'Non hai i permessi per questa operazione' }, { status: 403 })));
    renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent('Non hai i permessi per questa operazione');
    expect(screen.getByRole('heading', { name: 'Atleti' })).toBeInTheDocument();
    expect(screen.queryByText(/\(0\)/)).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Atleti' })).queryByRole('status')).toBeNull();
    expect(screen.queryByText('Nessun tesserato')).toBeNull();
  });
});
