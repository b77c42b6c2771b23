// 'Approva versamento': the awaiting grid shows each entry's payment code; on an entry paid by bank
// transfer or payment notice an administrator approves the whole payment after a SI/NO question that
// shows first the amount transferred (the bank statement's), then the code, how many entries and their total.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { PartiteGrid } from '../PartiteGrid';
import { ApprovaVersamentoDialog } from './ApprovaVersamentoDialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' }, abilities: ['contabilitasocieta:write'] }));
afterEach(() => server.resetHandlers());

const CODE = 'AVV000000263-82';
// The transfer brought 785 €: the entries' 797,50 € less the 12,50 € the wallet paid at checkout.
const SUMMARY = { codice_versamento: CODE, intestatario: 'Pallamano Trieste', importo_versamento: 785, partite: 38, totale: 797.5, portafoglio: 12.5, decise: 2, gia_approvato: 0, al_portafoglio: 0 };
const AZIONI = { approve: true, reject: true, approveLayer: false, storno: false, change: false, cancel: false };

const row = (id: number, codice_versamento: string | null) => ({
  id,
  codice: 'Tesseramento Atleta',
  codice_versamento,
  data_registrazione: '2026-10-01',
  societa_nome: 'Pallamano Trieste',
  anagrafica_nome: 'Rossi Mario',
  importo: 20,
  bonus: 0,
  stato: 'in_attesa',
  data_approvazione: null,
  data_rifiuto: null,
  data_storno: null,
  azioni: AZIONI,
});

/** The server: the awaiting list, the payment's summary and its approval (the bodies it received). */
function answer(summary = SUMMARY) {
  const posted: unknown[] = [];
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/partitacontabile', () => HttpResponse.json({ data: [row(1, CODE), row(2, null)], current_page: 1, last_page: 1, total: 2 })),
    http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
    http.get('*/api/partitacontabile/stati', () => HttpResponse.json({ data: [] })),
    http.get('*/api/stagione', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
    http.get('*/api/partitacontabile/versamento', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('codice_versamento'));
      return HttpResponse.json(summary);
    }),
    http.post('*/api/partitacontabile/approveversamento', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ error: false, message: 'Versamento approvato: 38 partite contabili, 785,00 € versati', ...summary });
    }),
  );
  return { posted, asked };
}

describe('Approva versamento dialog', () => {
  it('shows the amount transferred first, then the code, who paid, how many entries and their total; SI approves the payment and closes', async () => {
    const { posted, asked } = answer();
    let closed = 0;
    renderWithAdmin(<ApprovaVersamentoDialog codice={CODE} onClose={() => closed++} />, { notifications: true });
    const dialog = await screen.findByRole('dialog', { name: 'Approva versamento' });
    expect(within(dialog).getByText('Vuoi approvare tutte le partite contabili di questo versamento?')).toBeInTheDocument();
    await within(dialog).findByText('785,00 €');
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['785,00 €', CODE, 'Pallamano Trieste', '38', '797,50 €', '12,50 €', '2']);
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual([
      'Importo del versamento',
      'Codice versamento',
      'Intestatario',
      'Partite contabili da approvare',
      'Totale delle partite contabili',
      'Di cui pagato con il portafoglio',
      'Già approvate o rifiutate',
    ]);
    expect(asked).toEqual([CODE]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(posted).toEqual([{ codice_versamento: CODE }]);
    expect(await screen.findByText('Versamento approvato: 38 partite contabili, 785,00 € versati')).toBeInTheDocument();
  });

  it('with nothing left to approve SI stays disabled and the dialog says why', async () => {
    const { posted } = answer({ ...SUMMARY, partite: 0, totale: 0, portafoglio: 0, decise: 38 });
    renderWithAdmin(<ApprovaVersamentoDialog codice={CODE} onClose={() => undefined} />);
    expect(await screen.findByText('Nessuna partita contabile di questo versamento è in attesa di approvazione')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'NO' })).toBeEnabled();
    expect(posted).toEqual([]);
  });

  // Audit: the figures did not add up to the transfer once entries were decided one by one, and the
  // part of the transfer paying an entry refused meanwhile went nowhere.
  it('shows what the transfer paid for entries approved one by one and for refused ones (to the wallet); with only the latter SI approves', async () => {
    const { posted } = answer({ ...SUMMARY, importo_versamento: 31, partite: 0, totale: 0, portafoglio: 0, decise: 3, gia_approvato: 16, al_portafoglio: 15 });
    renderWithAdmin(<ApprovaVersamentoDialog codice={CODE} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Approva versamento' });
    await within(dialog).findByText('31,00 €');
    const terms = within(dialog)
      .getAllByRole('term')
      .map((d) => d.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toMatchObject({
      'Versato per le partite già approvate': '16,00 €',
      'Versato per partite rifiutate o annullate: va nel portafoglio': '15,00 €',
    });
    expect(within(dialog).queryByText('Nessuna partita contabile di questo versamento è in attesa di approvazione')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(posted).toEqual([{ codice_versamento: CODE }]));
  });

  it("an unknown code shows the server's message and SI stays disabled", async () => {
    server.use(http.get('*/api/partitacontabile/versamento', () => HttpResponse.json({ error: true, message: 'Versamento non trovato: nessun pagamento con questo codice' }, { status: 404 })));
    renderWithAdmin(<ApprovaVersamentoDialog codice="AVV999999999-99" onClose={() => undefined} />);
    expect(await screen.findByText('Versamento non trovato: nessun pagamento con questo codice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SI' })).toBeDisabled();
  });
});

describe("'Contabilita da approvare' grid", () => {
  it("shows the payment code and offers 'Approva versamento' on a row paid by payment notice only", async () => {
    const { posted } = answer();
    renderWithAdmin(<PartiteGrid side="societa" status="progress" admin />);
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    expect(within(table).getByRole('columnheader', { name: 'Codice transazione' })).toBeInTheDocument();
    // An awaiting entry has no approval, refusal or storno date: no columns for them.
    for (const name of ['Data approvazione', 'Data rifiuto', 'Data storno']) expect(within(table).queryByRole('columnheader', { name })).toBeNull();
    expect(await within(table).findByText(CODE)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Azioni per Rossi Mario, Tesseramento Atleta, 20,00 €, 01-10-2026' }));
    expect(await screen.findByRole('menuitem', { name: 'Dettagli' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Approva versamento' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(table).getByRole('button', { name: `Azioni per Rossi Mario, Tesseramento Atleta, 20,00 €, 01-10-2026, ${CODE}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Approva versamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approva versamento' });
    expect(await within(dialog).findByText('785,00 €')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(posted).toEqual([{ codice_versamento: CODE }]));
  });

  it("a filter on a payment notice's code puts 'Approva versamento' in the toolbar with that code", async () => {
    const { asked } = answer();
    renderWithAdmin(<PartiteGrid side="societa" status="progress" admin />);
    await screen.findByText(CODE);
    expect(screen.queryByRole('button', { name: 'Approva versamento' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filtri' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Codice transazione' }), CODE.toLowerCase());
    await userEvent.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approva versamento' }));
    expect(await screen.findByRole('dialog', { name: 'Approva versamento' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([CODE]));
  });

  it('the completed grid keeps its decision dates and has no payment code column', async () => {
    answer();
    renderWithAdmin(<PartiteGrid side="societa" status="completed" admin />);
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    expect(within(table).queryByRole('columnheader', { name: 'Codice transazione' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Data approvazione' })).toBeInTheDocument();
  });
});
