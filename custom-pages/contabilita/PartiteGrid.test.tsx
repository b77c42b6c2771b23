// A member's accounting grids narrow by 'Tipologia' (spec 1 §7 Members:
// partitacontabile/anagrafica/{id}?type=arbitro|allenatore|(empty)); a club's grids have no such choice.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { PartiteGrid } from './PartiteGrid';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } }));
afterEach(() => server.resetHandlers());

const row = (id: number, codice: string) => ({
  id,
  codice,
  data_registrazione: '2026-10-01',
  societa_nome: null,
  anagrafica_nome: 'Rossi Mario',
  importo: 30,
  bonus: 0,
  stato: 'approvata',
  data_approvazione: '2026-10-02T10:00:00Z',
  data_rifiuto: null,
  data_storno: null,
  azioni: { approve: false, reject: false, approveLayer: false, rejectLayer: false, storno: false, change: false, cancel: false },
});

const ROWS: Record<string, ReturnType<typeof row>[]> = {
  '': [row(1, 'Tesseramento Arbitro'), row(2, 'Licenza Allenatore')],
  arbitro: [row(1, 'Tesseramento Arbitro')],
  allenatore: [row(2, 'Licenza Allenatore')],
};

function listServer(path: string, types: (string | null)[]) {
  server.use(
    http.get(`*/api/${path}`, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      types.push(type);
      const data = ROWS[type ?? ''] ?? [];
      return HttpResponse.json({ data, current_page: 1, last_page: 1, total: data.length });
    }),
    http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
    http.get('*/api/partitacontabile/stati', () => HttpResponse.json({ data: [] })),
  );
}

describe('member accounting grid', () => {
  it("'Tipologia' asks the member's entries of the referee's or the coach's registrations, 'Tutte' every entry", async () => {
    const types: (string | null)[] = [];
    listServer('partitacontabile/anagrafica/55', types);
    renderWithAdmin(<PartiteGrid party={{ type: 'anagrafica', id: 55 }} status="completed" />);
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    expect(await within(table).findByText('Licenza Allenatore')).toBeInTheDocument();
    expect(types[0]).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipologia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arbitro' }));
    await waitFor(() => expect(within(table).queryByText('Licenza Allenatore')).toBeNull());
    expect(within(table).getByText('Tesseramento Arbitro')).toBeInTheDocument();
    expect(types).toContain('arbitro');

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipologia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Allenatore' }));
    await waitFor(() => expect(within(table).queryByText('Tesseramento Arbitro')).toBeNull());
    expect(types).toContain('allenatore');

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipologia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tutte' }));
    expect(await within(table).findByText('Tesseramento Arbitro')).toBeInTheDocument();
    expect(within(table).getByText('Licenza Allenatore')).toBeInTheDocument();
  });

  it("a club's grid offers no 'Tipologia' (its type is who pays, not a registration family)", async () => {
    const types: (string | null)[] = [];
    listServer('partitacontabile/societa/9', types);
    renderWithAdmin(<PartiteGrid party={{ type: 'societa', id: 9 }} status="completed" />);
    expect(await screen.findByText('Licenza Allenatore')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tipologia' })).toBeNull();
    expect(types.every((t) => t === null)).toBe(true);
  });
});

describe("row menu: 'Rifiuta' beside 'Approva' (spec 2 §2.5, §4)", () => {
  const awaiting = (id: number, azioni: Record<string, boolean>, over: Record<string, unknown> = {}) => ({
    ...row(id, 'Tesseramento Atleta'),
    stato: 'in_attesa',
    data_approvazione: null,
    old_societa_id: null,
    codice_versamento: null,
    azioni: { ...row(id, '').azioni, ...azioni },
    ...over,
  });

  function entriesServer(path: string, data: unknown[], posts: string[]) {
    server.use(
      http.get(`*/api/${path}`, () => HttpResponse.json({ data, current_page: 1, last_page: 1, total: data.length })),
      http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
      http.get('*/api/partitacontabile/stati', () => HttpResponse.json({ data: [] })),
      http.post('*/api/partitacontabile/:id/:verb', ({ params }) => {
        posts.push(`${params.id}/${params.verb}`);
        return HttpResponse.json({ error: false, message: 'Partita contabile rifiutata' });
      }),
    );
  }

  const menuOf = async (name: string) => {
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    await userEvent.click(await within(table).findByRole('button', { name: `Azioni per ${name}` }));
    return (await screen.findAllByRole('menuitem')).map((m) => m.textContent);
  };

  it("an administrator refuses an awaiting entry from its menu: the details' question, then POST reject", async () => {
    const posts: string[] = [];
    entriesServer('partitacontabile/societa/9', [awaiting(7, { approve: true, reject: true }), row(8, 'Affiliazione')], posts);
    renderWithAdmin(<PartiteGrid party={{ type: 'societa', id: 9 }} admin />);
    expect(await menuOf('Rossi Mario, Tesseramento Atleta')).toEqual(['Dettagli', 'Approva', 'Rifiuta']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Vuoi rifiutare la Partita Contabile?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(posts).toEqual(['7/reject']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A decided entry offers neither.
    expect(await menuOf('Rossi Mario, Affiliazione')).toEqual(['Dettagli']);
  });

  it("the old club refuses a transfer's second layer from its menu: the transfer's question, then POST rejecttrasferimento", async () => {
    session.update({ userType: 'societa' });
    const posts: string[] = [];
    entriesServer('partitacontabile/societa/9', [awaiting(11, { approveLayer: true }, { codice: 'Trasferimento', old_societa_id: 9 })], posts);
    renderWithAdmin(<PartiteGrid party={{ type: 'societa', id: 9 }} status="progress" />);
    expect(await menuOf('Rossi Mario')).toEqual(['Dettagli', 'Approva', 'Rifiuta']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Sei sicuro di voler rifiutare il trasferimento dell'atleta?");
    await userEvent.click(within(dialog).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(posts).toEqual(['11/rejecttrasferimento']));
  });
});

describe('row menus named after their row (docs/decisions/usability.md: Azioni per {name})', () => {
  it('names each menu by the member or club the entry concerns, adding its code, amount and date only where that repeats', async () => {
    const entry = (id: number, over: Record<string, unknown>) => ({ ...row(id, 'Affiliazione'), anagrafica_nome: null, societa_nome: 'Pallamano Trieste', ...over });
    server.use(
      http.get('*/api/partitacontabile', () =>
        HttpResponse.json({
          data: [
            entry(1, { anagrafica_nome: 'Rossi Mario', codice: 'Tesseramento Atleta' }),
            entry(2, { importo: 250 }),
            entry(3, { codice: 'Diritti di Segreteria', importo: 10 }),
            entry(4, { importo: 250, data_registrazione: '2026-09-15' }),
          ],
          current_page: 1,
          last_page: 1,
          total: 4,
        }),
      ),
      http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
      http.get('*/api/partitacontabile/stati', () => HttpResponse.json({ data: [] })),
    );
    renderWithAdmin(<PartiteGrid side="societa" status="completed" admin />);
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    await within(table).findByText('Diritti di Segreteria');
    expect(
      within(table)
        .getAllByRole('button', { name: /^Azioni / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Azioni per Rossi Mario',
      'Azioni per Pallamano Trieste, Affiliazione, 250,00 €, 01-10-2026',
      'Azioni per Pallamano Trieste, Diritti di Segreteria',
      'Azioni per Pallamano Trieste, Affiliazione, 250,00 €, 15-09-2026',
    ]);
    expect(within(table).queryByRole('button', { name: /Azioni della riga/ })).toBeNull();
  });
});

describe('after a decision from the row menu (keyboard audit: focus fell to <body>, nothing confirmed it)', () => {
  const waiting = (id: number, nome: string) => ({
    ...row(id, 'Tesseramento Atleta'),
    anagrafica_nome: nome,
    stato: 'in_attesa',
    data_approvazione: null,
    old_societa_id: null,
    codice_versamento: null,
    azioni: { ...row(id, '').azioni, approve: true, reject: true },
  });

  /** 'Contabilita da approvare': three entries; a decided one leaves the list. `refreshed` holds the list's reads after a decision. */
  function awaitingServer(posts: string[], refreshed: Promise<void> = Promise.resolve()) {
    const decided = new Set<number>();
    server.use(
      http.get('*/api/partitacontabile', async () => {
        if (decided.size) posts.push('list');
        if (decided.size) await refreshed;
        const data = [waiting(7, 'Rossi Mario'), waiting(8, 'Verdi Anna'), waiting(9, 'Bianchi Luca')].filter((r) => !decided.has(r.id));
        return HttpResponse.json({ data, current_page: 1, last_page: 1, total: data.length });
      }),
      http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
      http.get('*/api/partitacontabile/stati', () => HttpResponse.json({ data: [] })),
      http.get('*/api/partitacontabile/:id', ({ params }) => HttpResponse.json({ ...waiting(Number(params.id), 'Rossi Mario'), stagione_nome: '2026/2027' })),
      http.post('*/api/partitacontabile/:id/:verb', ({ params }) => {
        posts.push(`${params.id}/${params.verb}`);
        decided.add(Number(params.id));
        return HttpResponse.json({ error: false, message: 'Dati salvati con successo', id: Number(params.id) });
      }),
    );
  }

  it("Approva → APPROVA → SI: the success toast shows once the dialogs are gone, and the focus is on the next entry's menu", async () => {
    const posts: string[] = [];
    let refresh = () => {};
    awaitingServer(posts, new Promise<void>((done) => (refresh = done)));
    const user = userEvent.setup();
    renderWithAdmin(<PartiteGrid side="societa" status="progress" admin />, { notifications: true });
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    await user.click(await within(table).findByRole('button', { name: 'Azioni per Rossi Mario' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approva' }));
    const details = await screen.findByRole('dialog', { name: /Dettaglio partita contabile/ });
    await user.click(await within(details).findByRole('button', { name: 'Approva' }));
    const question = await screen.findByRole('dialog', { name: /Conferma/ });
    expect(question).toHaveTextContent('Vuoi approvare la Partita Contabile?');
    await user.click(within(question).getByRole('button', { name: 'SI' }));
    // Approved, the question waits for the grids' new rows: no toast yet (a 500 ms toast shown here
    // was gone before the question).
    await waitFor(() => expect(posts).toEqual(['7/approve', 'list']));
    expect(screen.queryByText('Dati salvati con successo')).toBeNull();
    refresh();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Dati salvati con successo')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Azioni per Verdi Anna' })).toHaveFocus());
    expect(within(table).queryByRole('button', { name: 'Azioni per Rossi Mario' })).toBeNull();
  });

  it('Rifiuta → SI on the last entry: the toast, and the focus on the entry now last', async () => {
    const posts: string[] = [];
    awaitingServer(posts);
    const user = userEvent.setup();
    renderWithAdmin(<PartiteGrid side="societa" status="progress" admin />, { notifications: true });
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    await user.click(await within(table).findByRole('button', { name: 'Azioni per Bianchi Luca' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rifiuta' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Vuoi rifiutare la Partita Contabile?');
    await user.click(within(question).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual(['9/reject', 'list']);
    expect(await screen.findByText('Dati salvati con successo')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Azioni per Verdi Anna' })).toHaveFocus());
  });
});

describe("'Approva versamento' in the toolbar", () => {
  afterEach(() => session.update({ abilities: [] }));

  // Shown when the awaiting entries are filtered by a payment notice's code; its route needs the accounting Write flag.
  async function filterByNotice() {
    listServer('partitacontabile', []);
    server.use(http.get('*/api/stagione', () => HttpResponse.json({ data: [] })));
    renderWithAdmin(<PartiteGrid status="progress" admin />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Filtri' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Codice transazione' }), 'AVV000000263-82');
    await userEvent.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Applica Filtri' })).toBeNull());
  }

  it('is offered to an administrator with the accounting Write flag', async () => {
    session.update({ abilities: ['contabilitasocieta:write'] });
    await filterByNotice();
    expect(await screen.findByRole('button', { name: 'Approva versamento' })).toBeInTheDocument();
  });

  it('is not offered to an administrator with Read only (the route answers 403)', async () => {
    session.update({ abilities: ['contabilitasocieta:read'] });
    await filterByNotice();
    expect(screen.queryByRole('button', { name: 'Approva versamento' })).toBeNull();
  });
});
