// The registration dialogs against a mocked API (msw): what they send, what they show.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { CartButton } from '../../src/layout/CartButton';
import { PrestitoGemellaggioDialog, RinnovoConsiglioDialog, TesseraAllenatoreDialog, TesseramentoDialog, TrasferimentoDialog, ModificaVincoloDialog } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

const ok = { error: false, message: 'Dati salvati con successo', carrello_details: { carrello_id: 1, partite_contabili: [] } };
const moduli = [
  { id: 1, nome: 'Modulo T1', codice: 'T1', attributo: null },
  { id: 2, nome: 'Modulo T1 straniero', codice: 'T1', attributo: 'STRANIERO' },
];

const discipline = {
  data: [
    { id: 1, nome: 'Pallamano' },
    { id: 4, nome: 'Beach Handball' },
  ],
  current_page: 1,
  last_page: 1,
  total: 2,
};

/** A manager's registration type (no series needed). */
const managerType = { id: 8, nome: 'Dirigente', codice: 'DIR', famiglia_ruolo: 'Dirigente', max_stagioni: 1, importo: 20, moduli, stagioni: [{ id: 1, name: '1 Stagione' }] };

/** A save that succeeds and hands its body to `onPost`. */
const saved =
  (onPost: (body: any) => void) =>
  async ({ request }: { request: Request }) => (onPost(await request.json()), HttpResponse.json(ok));

/** The transfer dialog of person 5 registering a manager: its lookups, and its save answered by `save`. */
const managerTransfer = (save: Parameters<typeof http.post>[1]) => [
  http.get('*/api/ruolo', () => HttpResponse.json({ data: [{ id: 3, nome: 'Dirigente', famiglia_ruolo: 'Dirigente' }] })),
  http.get('*/api/tipologiatesseramento', () => HttpResponse.json({ data: [managerType] })),
  http.get('*/api/serie', () => HttpResponse.json({ data: [] })),
  http.get('*/api/anagrafica/5/costooperazione', () => HttpResponse.json({ importo: 20 })),
  http.get('*/api/disciplina', () => HttpResponse.json(discipline)),
  http.post('*/api/anagrafica/5/societa', save),
];

/** The transfer dialog of person 5 for club 7 ('Pallamano Demo') with the manager lookups; `sent()` is the body its save sent. */
async function openClubTransfer() {
  let body: unknown;
  server.use(...managerTransfer(saved((b) => (body = b))));
  const onClose = vi.fn();
  renderWithAdmin(<TrasferimentoDialog open anagraficaId={5} cittadinanza="Italiana" societa={{ id: 7, nome: 'Pallamano Demo' }} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Tesseramento / Trasferimento' });
  return { dialog, onClose, sent: () => body };
}

/** The membership dialog of person 9 registering an athlete (senior type): its lookups, and its save answered by `save`. */
const athleteMembership = (save: Parameters<typeof http.post>[1]) => [
  http.get('*/api/ruolo', () => HttpResponse.json({ data: [{ id: 1, nome: 'Atleta', codice: 'ATL', famiglia_ruolo: 'Atleta' }] })),
  http.get('*/api/tipologiatesseramento', () =>
    HttpResponse.json({
      data: [
        { id: 4, nome: 'Atleta Senior', codice: 'AS', famiglia_ruolo: 'Atleta', importo: 30, moduli },
        { id: 5, nome: 'Atleta Campionati Nazionali', codice: 'AL', famiglia_ruolo: 'Atleta', importo: 40, moduli },
      ],
    }),
  ),
  http.get('*/api/serie', () => HttpResponse.json({ data: [{ id: 11, nome: 'Serie A2 Maschile', sesso: 'M' }] })),
  // The server's price: a first registration, or a conversion's difference.
  http.get('*/api/anagrafica/9/costooperazione', ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('type') === 'converti' ? { importo: 15, tipo: 'conversione' } : { importo: 45, tipo: 'primo' }),
  ),
  http.get('*/api/disciplina', () => HttpResponse.json(discipline)),
  http.post('*/api/anagrafica/9/tesseraanagrafica', save),
];

async function pick(label: RegExp | string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('coach card dialog', () => {
  it('a person without a coach type gets the spec message and cannot save', async () => {
    server.use(http.get('*/api/tipologiatesseramento', () => HttpResponse.json({ data: [] })));
    renderWithAdmin(<TesseraAllenatoreDialog open anagraficaId={5} renew tipologiaId={null} cittadinanza="Italiana" onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Rinnova Tessera Allenatore' })).toBeInTheDocument();
    const message = "La tua anagrafica non è settata come allenatore. Contatta l'amministrazione per poter proseguire!!";
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // The disabled Salva says why (a disabled button is skipped by Tab).
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salva' })).toHaveAccessibleDescription(message);
  });

  it('renewing sends PUT tesseraallenatore with the type, the module and privacy; cost read-only', async () => {
    let body: any;
    let method = '';
    server.use(
      http.get('*/api/tipologiatesseramento', () =>
        HttpResponse.json({ data: [{ id: 14, nome: 'Allenatore Regionale', codice: 'ALR', famiglia_ruolo: 'Tecnico', max_stagioni: 1, importo: 80, moduli, stagioni: [] }] }),
      ),
      http.put('*/api/anagrafica/5/tesseraallenatore', async ({ request }) => ((method = request.method), (body = await request.json()), HttpResponse.json(ok))),
    );
    const onClose = vi.fn();
    renderWithAdmin(<TesseraAllenatoreDialog open anagraficaId={5} renew tipologiaId={14} cittadinanza="Estera" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rinnova Tessera Allenatore' });
    await waitFor(() => expect(within(dialog).getByLabelText('Modulo')).toHaveValue('Modulo T1 straniero'));
    expect(within(dialog).getByLabelText('Costo')).toHaveAttribute('readonly');
    await userEvent.setup().click(within(dialog).getByLabelText('Accetta'));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(method).toBe('PUT');
    expect(body).toEqual({ tipologiaTesseramento: 14, modulo: 2, accetta_privacy: true, type: 'renew' });
  });

  it('a refusal: the message has the focus (Salva kept it while the server worked), and Escape closes the dialog at once', async () => {
    const refusal = 'Il tesserato ha già un tesseramento attivo per questo ruolo nella stagione';
    server.use(
      http.get('*/api/tipologiatesseramento', () =>
        HttpResponse.json({ data: [{ id: 14, nome: 'Allenatore Regionale', codice: 'ALR', famiglia_ruolo: 'Tecnico', max_stagioni: 1, importo: 80, moduli, stagioni: [] }] }),
      ),
      http.put('*/api/anagrafica/5/tesseraallenatore', () => HttpResponse.json({ error: true, message: refusal, errorMessage: refusal }, { status: 422 })),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<TesseraAllenatoreDialog open anagraficaId={5} renew tipologiaId={14} cittadinanza="Italiana" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rinnova Tessera Allenatore' });
    await waitFor(() => expect(within(dialog).getByLabelText('Modulo')).toHaveValue('Modulo T1'));
    await user.click(within(dialog).getByLabelText('Accetta'));
    const save = within(dialog).getByRole('button', { name: 'Salva' });
    await user.click(save);
    const message = await within(dialog).findByTestId('dialog-error');
    expect(message).toHaveTextContent(refusal);
    await waitFor(() => expect(message).toHaveFocus());
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Dai in multiplo', () => {
  // The twins the server offers for this athlete (its rule: twinned for the athlete's sex).
  const twins = (data: { id: number; nome: string }[]) =>
    http.get('*/api/societa/7/prestitogemellaggio', ({ request }) => HttpResponse.json({ data: new URL(request.url).searchParams.get('anagrafica_id') === '5' ? data : [] }));

  it('save stays disabled until the series are loaded and one is on; sends serie, athlete and twin', async () => {
    let body: any;
    server.use(
      twins([{ id: 9, nome: 'Pallamano Twin' }]),
      http.get('*/api/societa/campionati/serie/7/9/5', () => HttpResponse.json({ data: [{ id: 3, nome: 'Serie B Maschile', sesso: 'M' }] })),
      http.post('*/api/societa/7/prestitogemellaggio', async ({ request }) => ((body = await request.json()), HttpResponse.json(ok))),
    );
    const onClose = vi.fn();
    renderWithAdmin(<PrestitoGemellaggioDialog open societaId={7} anagraficaId={5} onClose={onClose} />);
    const save = await screen.findByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    await userEvent.setup().click(await screen.findByLabelText('Serie B Maschile'));
    expect(save).toBeEnabled();
    await userEvent.setup().click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ serie: [3], anagrafica_id: 5, societa_parent: 9 });
  });

  it('offers only the twins the server gives for the athlete, and their series once one is picked', async () => {
    server.use(
      twins([
        { id: 9, nome: 'Pallamano Twin' },
        { id: 11, nome: 'Handball Altra' },
      ]),
      http.get('*/api/societa/campionati/serie/7/11/5', () => HttpResponse.json({ data: [{ id: 4, nome: 'Under 17 Maschile', sesso: 'M' }] })),
    );
    renderWithAdmin(<PrestitoGemellaggioDialog open societaId={7} anagraficaId={5} onClose={() => undefined} />);
    await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Società gemellata' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Pallamano Twin', 'Handball Altra']);
    await userEvent.setup().click(screen.getByRole('option', { name: 'Handball Altra' }));
    expect(await screen.findByLabelText('Under 17 Maschile')).toBeInTheDocument();
  });

  it('says so when no club is twinned for the athlete, and cannot save', async () => {
    // The twin is twinned for athlete 5's sex, not for athlete 6's.
    server.use(twins([{ id: 9, nome: 'Pallamano Twin' }]));
    renderWithAdmin(<PrestitoGemellaggioDialog open societaId={7} anagraficaId={6} onClose={() => undefined} />);
    expect(await screen.findByText("Nessuna società gemellata per il sesso dell'atleta")).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Società gemellata' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
  });

  it('says so when the twin has no series', async () => {
    server.use(
      twins([{ id: 9, nome: 'Pallamano Twin' }]),
      http.get('*/api/societa/campionati/serie/7/9/5', () => HttpResponse.json({ data: [] })),
    );
    renderWithAdmin(<PrestitoGemellaggioDialog open societaId={7} anagraficaId={5} onClose={() => undefined} />);
    expect(await screen.findByText('Non ci sono serie disponibili per la società selezionata')).toBeInTheDocument();
  });
});

describe('transfer/registration dialog', () => {
  it('club preset read-only, duration for athletes, Serie Obbligatoria for AL, the server refusal shown', async () => {
    server.use(
      http.get('*/api/ruolo', () =>
        HttpResponse.json({
          data: [
            { id: 1, nome: 'Atleta', famiglia_ruolo: 'Atleta' },
            { id: 3, nome: 'Dirigente', famiglia_ruolo: 'Dirigente' },
          ],
        }),
      ),
      http.get('*/api/tipologiatesseramento', () =>
        HttpResponse.json({
          data: [
            {
              id: 5,
              nome: 'Atleta Campionati Nazionali',
              codice: 'AL',
              famiglia_ruolo: 'Atleta',
              max_stagioni: 2,
              importo: 40,
              moduli,
              stagioni: [
                { id: 1, name: '1 Stagione' },
                { id: 2, name: '2 Stagioni' },
              ],
              has_approved_athlete_registration: true,
            },
          ],
        }),
      ),
      http.get('*/api/serie', () => HttpResponse.json({ data: [{ id: 3, nome: 'Serie B Maschile', sesso: 'M' }] })),
      http.get('*/api/anagrafica/5/costooperazione', () => HttpResponse.json({ importo: 150 })),
      http.get('*/api/disciplina', () => HttpResponse.json(discipline)),
      http.post('*/api/anagrafica/5/societa', () =>
        HttpResponse.json(
          {
            error: true,
            message: "Il tesserato ha già una richiesta di tesseramento in attesa con un'altra società",
            errorMessage: "Il tesserato ha già una richiesta di tesseramento in attesa con un'altra società",
          },
          { status: 422 },
        ),
      ),
    );
    renderWithAdmin(<TrasferimentoDialog open anagraficaId={5} cittadinanza="Italiana" societa={{ id: 7, nome: 'Pallamano Demo' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tesseramento / Trasferimento' });
    expect(within(dialog).getByLabelText('Società')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('combobox', { name: 'Durata' })).toBeNull();
    await pick('Ruolo', 'Atleta');
    expect(within(dialog).getByRole('combobox', { name: 'Durata' })).toBeInTheDocument();
    await pick('Causale', 'Atleta Campionati Nazionali');
    expect(await within(dialog).findByText('Serie Obbligatoria')).toBeInTheDocument();
    // Money as the other dialogs write it: two decimals and the euro sign (spec 2 §5).
    await waitFor(() => expect(within(dialog).getByLabelText('Costo')).toHaveValue('150,00 €'));
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeDisabled();
    await pick(/^Serie/, 'Serie B Maschile');
    await pick('Numero stagioni', '2 Stagioni');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByTestId('dialog-error')).toHaveTextContent("Il tesserato ha già una richiesta di tesseramento in attesa con un'altra società");
  });
});

describe("a club's saved registration and the header's cart", () => {
  it("the badge reads the charge waiting in the cart with the save, beside the spec's 'Dati salvati con successo'", async () => {
    let lines = 0;
    /** What happened, in order: the badge's reads (their count) and the dialog closing. */
    const events: string[] = [];
    server.use(
      http.get('*/api/cart/count', () => (events.push(`count ${lines}`), HttpResponse.json({ count: lines }))),
      http.get('*/api/configurazionigenerali', () => HttpResponse.json({ id: 1, abilita_carrello: true })),
      ...managerTransfer(() => ((lines = 1), HttpResponse.json(ok))),
    );
    const onClose = vi.fn(() => events.push('closed'));
    renderWithAdmin(
      <>
        <CartButton />
        <TrasferimentoDialog open anagraficaId={5} cittadinanza="Italiana" societa={{ id: 7, nome: 'Pallamano Demo' }} onClose={onClose} />
      </>,
      { notifications: true },
    );
    await waitFor(() => expect(screen.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 0 elementi'));
    const dialog = await screen.findByRole('dialog', { name: 'Tesseramento / Trasferimento' });
    await pick('Ruolo', 'Dirigente');
    await pick('Causale', 'Dirigente');
    events.length = 0;
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Read with the save, before the dialog closes: not left to the next poll.
    expect(events.indexOf('count 1')).toBeGreaterThan(-1);
    expect(events.indexOf('count 1')).toBeLessThan(events.indexOf('closed'));
    expect(screen.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 1 elemento');
    expect(await screen.findByText('Dati salvati con successo')).toBeInTheDocument();
  });
});

describe('transfer/registration dialog for an administrator', () => {
  it('the admin finds a club by typing 3 characters; Salva sends its societa_id, its series and the disciplina', async () => {
    session.update({ userType: 'admin' });
    let body: any;
    const searches: string[] = [];
    const serieFor: string[] = [];
    server.use(
      http.get('*/api/ruolo', () => HttpResponse.json({ data: [{ id: 3, nome: 'Dirigente', famiglia_ruolo: 'Dirigente' }] })),
      http.get('*/api/tipologiatesseramento', () =>
        HttpResponse.json({ data: [{ id: 8, nome: 'Dirigente', codice: 'AL', famiglia_ruolo: 'Dirigente', max_stagioni: 1, importo: 20, moduli, stagioni: [{ id: 1, name: '1 Stagione' }] }] }),
      ),
      http.get('*/api/societa/lookup', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        return HttpResponse.json({ data: [{ id: 12, nome: 'Pallamano Roma', codice_affiliazione: 'RM001' }], current_page: 1, last_page: 1, total: 1 });
      }),
      http.get('*/api/serie', ({ request }) => {
        serieFor.push(new URL(request.url).searchParams.get('societa') ?? '');
        return HttpResponse.json({ data: [{ id: 3, nome: 'Serie B Maschile', sesso: 'M' }] });
      }),
      http.get('*/api/anagrafica/5/costooperazione', () => HttpResponse.json({ importo: 20 })),
      http.get('*/api/disciplina', () => HttpResponse.json(discipline)),
      http.post('*/api/anagrafica/5/societa', async ({ request }) => ((body = await request.json()), HttpResponse.json(ok))),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<TrasferimentoDialog open anagraficaId={5} cittadinanza="Italiana" societa={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tesseramento / Trasferimento' });
    await pick('Ruolo', 'Dirigente');
    await pick('Causale', 'Dirigente');
    await pick('Disciplina', 'Beach Handball');
    const save = within(dialog).getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    // Two characters, and well past the debounce time (fake timers that also follow real time): no search is asked.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(within(dialog).getByRole('combobox', { name: 'Società' }), 'Pa');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    vi.useRealTimers();
    expect(searches).toEqual([]);
    await user.type(within(dialog).getByRole('combobox', { name: 'Società' }), 'l');
    await user.click(await screen.findByRole('option', { name: 'Pallamano Roma (RM001)' }));
    expect(searches).toEqual(['Pal']);
    await pick(/^Serie/, 'Serie B Maschile');
    expect(serieFor).toContain('12');
    await user.click(within(dialog).getByLabelText('Accetta informativa privacy'));
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ ruolo: 3, societa_id: 12, disciplina: 4, tipologia_tesseramento_id: 8, serie_id: 3, accetta_privacy: true });
  });

  it("'Modifica importo' starts from the cost looked up; the amount typed is masked as money and sent as a number", async () => {
    session.update({ userType: 'admin' });
    const { dialog, onClose, sent } = await openClubTransfer();
    const user = userEvent.setup();
    await pick('Ruolo', 'Dirigente');
    await pick('Causale', 'Dirigente');
    const costo = within(dialog).getByLabelText('Costo');
    await waitFor(() => expect(costo).toHaveValue('20,00 €'));
    expect(costo).toHaveAttribute('readonly');
    await user.click(within(dialog).getByLabelText('Modifica importo'));
    // Editable: the masked amount, with the euro sign beside it rather than in the text typed.
    const editable = within(dialog).getByLabelText('Costo');
    expect(editable).not.toHaveAttribute('readonly');
    expect(editable).toHaveValue('20,00');
    expect(editable.closest('.MuiInputBase-root')).toHaveTextContent('€');
    await user.clear(editable);
    await user.type(editable, '1234,5');
    await user.tab();
    expect(editable).toHaveValue('1.234,50');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toMatchObject({ requestModified: true, costo: 1234.5 });
  });

  it('no disciplina chosen is sent as null', async () => {
    const { dialog, onClose, sent } = await openClubTransfer();
    await pick('Ruolo', 'Dirigente');
    await pick('Causale', 'Dirigente');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toMatchObject({ societa_id: 7, disciplina: null });
  });
});

describe('the season of the dialogs', () => {
  it("the transfer dialog asks the series and the cost for the header's season, the one it saves in", async () => {
    session.update({ userType: 'admin', season: { id: 1, nome: '2025/2026' } });
    let body: any;
    const asked: Record<string, string | null> = {};
    // The shared answers, once each lookup's season is noted (the first handler listed answers first).
    server.use(
      http.get('*/api/tipologiatesseramento', ({ request }) => ((asked.tipologie = new URL(request.url).searchParams.get('season')), HttpResponse.json({ data: [managerType] }))),
      http.get('*/api/serie', ({ request }) => ((asked.serie = new URL(request.url).searchParams.get('season')), HttpResponse.json({ data: [] }))),
      http.get('*/api/anagrafica/5/costooperazione', ({ request }) => ((asked.costo = new URL(request.url).searchParams.get('season')), HttpResponse.json({ importo: 20 }))),
      ...managerTransfer(saved((b) => (body = b))),
    );
    const onClose = vi.fn();
    renderWithAdmin(<TrasferimentoDialog open anagraficaId={5} cittadinanza="Italiana" societa={{ id: 7, nome: 'Pallamano Demo' }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tesseramento / Trasferimento' });
    await pick('Ruolo', 'Dirigente');
    await pick('Causale', 'Dirigente');
    await waitFor(() => expect(asked).toEqual({ tipologie: '1', serie: '1', costo: '1' }));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ stagione_id: 1 });
  });

  it("the membership dialog saves in the header's season, whose fees its types showed", async () => {
    session.update({ userType: 'admin', season: { id: 1, nome: '2025/2026' } });
    let body: any;
    server.use(...athleteMembership(saved((b) => (body = b))));
    const onClose = vi.fn();
    renderWithAdmin(<TesseramentoDialog open anagraficaId={9} cittadinanza="Italiana" societaId={7} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await pick('Ruolo', 'Atleta');
    await pick('Causale', 'Atleta Senior');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ stagione_id: 1 });
  });
});

describe('membership dialog (Tesseramenti)', () => {
  it('a club registration asks the discipline and sends it', async () => {
    let body: any;
    server.use(...athleteMembership(saved((b) => (body = b))));
    const onClose = vi.fn();
    renderWithAdmin(<TesseramentoDialog open anagraficaId={9} cittadinanza="Italiana" societaId={7} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    // Until the required fields are chosen, Salva is disabled and says why.
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toHaveAccessibleDescription('Compila i campi obbligatori (*)');
    await pick('Ruolo', 'Atleta');
    await pick('Causale', 'Atleta Senior');
    await pick('Disciplina', 'Beach Handball');
    expect(within(dialog).getByRole('button', { name: 'Salva' })).not.toHaveAccessibleDescription();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ ruolo: 1, societa_id: 7, disciplina: 4, tipologiaTesseramento: 4, type: 'tesseramento' });
  });

  it('a personal registration (no club) offers only the technical roles and has no discipline', async () => {
    let body: any;
    server.use(
      // Its roles and type, listed first, answer before the shared ones.
      http.get('*/api/ruolo', () =>
        HttpResponse.json({
          data: [
            { id: 1, nome: 'Atleta', famiglia_ruolo: 'Atleta' },
            { id: 3, nome: 'Dirigente', famiglia_ruolo: 'Dirigente' },
            { id: 4, nome: 'Allenatore', famiglia_ruolo: 'Tecnico' },
          ],
        }),
      ),
      http.get('*/api/tipologiatesseramento', () => HttpResponse.json({ data: [{ id: 14, nome: 'Allenatore Regionale', codice: 'ALR', famiglia_ruolo: 'Tecnico', importo: 80, moduli }] })),
      ...athleteMembership(saved((b) => (body = b))),
    );
    const onClose = vi.fn();
    renderWithAdmin(<TesseramentoDialog open anagraficaId={9} cittadinanza="Italiana" societaId={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Ruolo' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Allenatore']);
    await userEvent.setup().click(screen.getByRole('option', { name: 'Allenatore' }));
    await pick('Causale', 'Allenatore Regionale');
    expect(within(dialog).queryByRole('combobox', { name: 'Disciplina' })).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ societa_id: null, disciplina: null });
  });
});

describe('membership dialog: series, price and conversion', () => {
  it("asks the club's series for AL (save disabled without it) and shows the price the server charges", async () => {
    let body: any;
    server.use(...athleteMembership(saved((b) => (body = b))));
    const onClose = vi.fn();
    renderWithAdmin(<TesseramentoDialog open anagraficaId={9} cittadinanza="Italiana" societaId={7} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tesseramenti' });
    await pick('Ruolo', 'Atleta');
    await pick('Causale', 'Atleta Campionati Nazionali');
    expect(await within(dialog).findByText('Serie Obbligatoria')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toHaveProperty('disabled', true);
    // A first registration: importo_tesseramento (45), not the type's importo (40).
    await waitFor(() => expect(within(dialog).getByLabelText('Costo')).toHaveProperty('value', '45,00 €'));
    await pick(/Serie/, 'Serie A2 Maschile');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ ruolo: 1, societa_id: 7, tipologiaTesseramento: 5, serie_id: 11, type: 'tesseramento' });
  });

  it("'Converti in Agonista' converts to Atleta for the registration's club, priced at the difference", async () => {
    let body: any;
    server.use(...athleteMembership(saved((b) => (body = b))));
    const onClose = vi.fn();
    renderWithAdmin(<TesseramentoDialog open anagraficaId={9} cittadinanza="Italiana" societaId={7} converti onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Converti in Agonista' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Ruolo' })).toHaveProperty('value', 'Atleta'));
    expect(within(dialog).queryByRole('combobox', { name: 'Ruolo' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Disciplina' })).toBeNull();
    await pick('Causale', 'Atleta Senior');
    await waitFor(() => expect(within(dialog).getByLabelText('Costo')).toHaveProperty('value', '15,00 €'));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ ruolo: 1, societa_id: 7, tipologiaTesseramento: 4, type: 'converti' });
  });
});

describe("'Gestisci Dirigente'", () => {
  it('opens the membership dialog, titled as its button, on the manager role, which the user may still change', async () => {
    server.use(
      http.get('*/api/ruolo', () =>
        HttpResponse.json({
          data: [
            { id: 1, nome: 'Atleta', codice: 'ATL', famiglia_ruolo: 'Atleta' },
            { id: 3, nome: 'Dirigente', codice: 'DIR', famiglia_ruolo: 'Dirigente' },
          ],
        }),
      ),
      http.get('*/api/tipologiatesseramento', () => HttpResponse.json({ data: [managerType] })),
      http.get('*/api/disciplina', () => HttpResponse.json(discipline)),
    );
    renderWithAdmin(<TesseramentoDialog open anagraficaId={9} cittadinanza="Italiana" societaId={7} initialRole="DIR" title="tesseramenti.member_actions.gestisci_dirigente" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Gestisci Dirigente' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Ruolo' }).textContent).toContain('Dirigente'));
    await pick('Ruolo', 'Atleta');
    expect(within(dialog).getByRole('combobox', { name: 'Ruolo' }).textContent).toContain('Atleta');
  });
});

describe('server field errors in the registration dialogs', () => {
  it('an error of a field the dialog shows goes under it; the others are listed with their label, not only "Uno o più campi…"', async () => {
    const message = 'Uno o più campi non sono stati compilati correttamente';
    server.use(
      ...managerTransfer(() =>
        HttpResponse.json(
          {
            error: true,
            message,
            errors: {
              costo: ["L'importo deve essere un numero"],
              durata: ['Il valore non è tra quelli ammessi'],
              'moduli_opzionali.T4.societa_precedente': ['Il campo può contenere al massimo 255 caratteri'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithAdmin(<TrasferimentoDialog open anagraficaId={5} cittadinanza="Italiana" societa={{ id: 7, nome: 'Pallamano Demo' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tesseramento / Trasferimento' });
    await pick('Ruolo', 'Dirigente');
    await pick('Causale', 'Dirigente');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    const box = await within(dialog).findByTestId('dialog-error');
    expect(box).toHaveTextContent(message);
    const listed = within(box)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed).toEqual(['Durata: Il valore non è tra quelli ammessi', 'Società precedente: Il campo può contenere al massimo 255 caratteri']);
    expect(within(dialog).getByLabelText('Costo')).toHaveAccessibleDescription("L'importo deve essere un numero");
  });
});

describe('transfer/registration date', () => {
  it('an administrator types 01072031 in Data, sees 01/07/2031 and sends data_inizio as dd/mm/yyyy', async () => {
    session.update({ userType: 'admin' });
    const { dialog, onClose, sent } = await openClubTransfer();
    const user = userEvent.setup();
    const data = within(dialog).getByLabelText('Data');
    expect(data).toHaveValue(new Date().toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }));
    await user.clear(data);
    await user.type(data, '01072031');
    expect(data).toHaveValue('01/07/2031');
    await user.clear(data);
    await user.type(data, '3113');
    expect(data).toHaveValue('31/1');
    await user.clear(data);
    await user.type(data, '31022031');
    expect(within(dialog).getByText('La data non è valida (gg/mm/aaaa)')).toBeInTheDocument();
    await user.clear(data);
    await user.type(data, '01/07/2031');
    expect(data).toHaveValue('01/07/2031');
    await pick('Ruolo', 'Dirigente');
    await pick('Causale', 'Dirigente');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toMatchObject({ data_inizio: '01/07/2031' });
  });

  it('says under Data at once why a digit is refused, and that a date left incomplete is not valid', async () => {
    session.update({ userType: 'admin' });
    const { dialog } = await openClubTransfer();
    const user = userEvent.setup();
    const data = within(dialog).getByLabelText('Data');
    await user.clear(data);
    await user.type(data, '4');
    expect(data).toHaveValue('');
    expect(data).toHaveAccessibleDescription('Data non valida: giorno 01–31, mese 01–12, anno 1900–2999');
    expect(data).toHaveAttribute('aria-invalid', 'true');
    await user.type(data, '3006');
    expect(data).toHaveValue('30/06');
    await user.tab();
    expect(data).toHaveAccessibleDescription('La data non è valida (gg/mm/aaaa)');
    await user.type(data, '2031');
    expect(data).toHaveValue('30/06/2031');
    expect(data).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a club user cannot change Data and sends no date', async () => {
    const { dialog, onClose, sent } = await openClubTransfer();
    const user = userEvent.setup();
    const data = within(dialog).getByLabelText('Data');
    const shown = (data as HTMLInputElement).value;
    expect(data).toHaveAttribute('readonly');
    await user.type(data, '01072031');
    expect(data).toHaveValue(shown);
    await pick('Ruolo', 'Dirigente');
    await pick('Causale', 'Dirigente');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).not.toHaveProperty('data_inizio');
  });
});

describe('registration deadline', () => {
  it('typing 01072031 shows 01/07/2031 and sends data_rinnovo as dd/mm/yyyy; save waits for a real date', async () => {
    let body: any;
    server.use(http.post('*/api/anagrafica/5/societa/modificavincolo', async ({ request }) => ((body = await request.json()), HttpResponse.json(ok))));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<ModificaVincoloDialog open anagraficaId={5} partitaContabileId={9} onClose={onClose} />);
    const data = await screen.findByLabelText(/^Nuova scadenza/);
    expect(data).toHaveAttribute('placeholder', 'gg/mm/aaaa');
    const save = screen.getByRole('button', { name: 'Salva' });
    await user.type(data, '010720');
    expect(data).toHaveValue('01/07/20');
    expect(save).toBeDisabled();
    await user.clear(data);
    await user.type(data, '31022031');
    expect(screen.getByText('La data non è valida (gg/mm/aaaa)')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(data);
    await user.type(data, '01072031');
    expect(data).toHaveValue('01/07/2031');
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ anagrafica_id: 5, partitacontabile_id: 9, data_rinnovo: '01/07/2031' });
  });

  it('Nuova scadenza says at once why a digit is refused, and that a date left incomplete is not valid', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<ModificaVincoloDialog open anagraficaId={5} partitaContabileId={9} onClose={() => undefined} />);
    const data = await screen.findByLabelText(/^Nuova scadenza/);
    await user.type(data, '4');
    expect(data).toHaveValue('');
    expect(data).toHaveAccessibleDescription('Data non valida: giorno 01–31, mese 01–12, anno 1900–2999');
    expect(data).toHaveAttribute('aria-invalid', 'true');
    await user.type(data, '3006');
    expect(data).toHaveValue('30/06');
    // The next keystroke the mask takes clears the refusal.
    expect(data).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(data).toHaveAccessibleDescription('La data non è valida (gg/mm/aaaa)');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    await user.type(data, '2031');
    expect(data).toHaveValue('30/06/2031');
    expect(data).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });

  it('sends the date and shows errorMessage', async () => {
    server.use(
      http.post('*/api/anagrafica/5/societa/modificavincolo', () =>
        HttpResponse.json({ error: true, message: 'x', errorMessage: 'La nuova data di scadenza deve essere successiva alla scadenza attuale del tesseramento' }, { status: 422 }),
      ),
    );
    renderWithAdmin(<ModificaVincoloDialog open anagraficaId={5} partitaContabileId={9} onClose={() => undefined} />);
    await userEvent.setup().type(await screen.findByLabelText(/^Nuova scadenza/), '01/01/2020');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByTestId('dialog-error')).toHaveTextContent('La nuova data di scadenza deve essere successiva');
  });
});

describe('board renewal dialog', () => {
  it('without a reason Salva says so under the field and sends nothing; with one it renews for the seasons chosen', async () => {
    let body: any;
    let calls = 0;
    server.use(
      http.get('*/api/tipologiatesseramento', () =>
        HttpResponse.json({ data: [{ id: 31, nome: 'Dirigente Consiglio Direttivo', codice: 'DCD', famiglia_ruolo: 'Dirigente', max_stagioni: 4, importo: 20, moduli: [], stagioni: [] }] }),
      ),
      http.post('*/api/societa/7/executetesseratirenew', async ({ request }) => ((calls += 1), (body = await request.json()), HttpResponse.json({ ...ok, message: 'Rinnovi eseguiti con successo' }))),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<RinnovoConsiglioDialog open societaId={7} seasonId={2} anagrafiche={[41, 42]} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rinnovo Consiglio Direttivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Seleziona una causale')).toBeInTheDocument();
    expect(calls).toBe(0);
    await pick(/Causale/, 'Dirigente Consiglio Direttivo');
    expect(within(dialog).queryByText('Seleziona una causale')).not.toBeInTheDocument();
    await pick(/Numero stagioni/, '2 Stagioni');
    await user.click(within(dialog).getByLabelText('Rimuovi dal Consiglio Direttivo'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(body).toEqual({
      season: 2,
      anagrafiche: [41, 42],
      renewType: 'Consiglio',
      action: 'changeTipologiaTesseramento',
      newTipologiaTesseramento: 31,
      removeFromConsiglio: true,
      numero_stagioni: 2,
    });
  });
});
