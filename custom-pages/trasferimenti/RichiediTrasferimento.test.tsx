// 'Richiedi Trasferimento' on the club transfers screen against a mocked API (msw): the codice fiscale is
// checked before anything is sent, the person found is shown to be confirmed, and the transfer dialog
// then opens for that person with the club preset and sends the request.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import type { TransferCandidate } from '../../resources/contracts/tesseramenti.ts';
import { RichiediTrasferimento } from './RichiediTrasferimento';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const club = { token: '1|a', userType: 'societa', userData: { id: 7, nome: 'Pallamano Demo' }, abilities: ['economicssocieta:write'] };
beforeEach(() => session.update({ ...club, season: { id: 2, nome: '2026/2027', data_inizio: '2020-07-01' } }));
afterEach(() => server.resetHandlers());

const CF = 'VRDLCU04E14A944Y';
const verdi: TransferCandidate = {
  id: 55,
  cognome: 'Verdi',
  nome: 'Luca',
  data_nascita: '2004-05-14',
  sesso: 'M',
  cittadinanza: 'Italiana',
  societa: { id: 9, nome: 'HC Bologna' },
  gia_della_societa: false,
};

function mockLookup(answer: (cf: string | null) => Response, asked: URLSearchParams[] = []) {
  server.use(
    http.get('*/api/trasferimento/persona', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return answer(q.get('codice_fiscale'));
    }),
  );
  return asked;
}

async function search(cf: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Richiedi Trasferimento' });
  const input = within(dialog).getByLabelText(/Codice fiscale/);
  await user.clear(input);
  await user.type(input, cf);
  await user.click(within(dialog).getByRole('button', { name: 'Cerca' }));
  return dialog;
}

async function start() {
  renderWithAdmin(<RichiediTrasferimento />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Richiedi Trasferimento' }));
}

describe("'Richiedi Trasferimento'", () => {
  it('checks the code, shows who it is, then opens the transfer dialog for that person with the club preset', async () => {
    const user = userEvent.setup();
    const asked = mockLookup(() => HttpResponse.json(verdi));
    let sent: { url: string; body: any } | null = null;
    server.use(
      http.get('*/api/ruolo', () => HttpResponse.json({ data: [{ id: 1, nome: 'Atleta', famiglia_ruolo: 'Atleta' }] })),
      http.get('*/api/tipologiatesseramento', () =>
        HttpResponse.json({
          data: [
            {
              id: 5,
              nome: 'Atleta Senior',
              codice: 'AS',
              famiglia_ruolo: 'Atleta',
              max_stagioni: 1,
              importo: 25,
              moduli: [],
              stagioni: [{ id: 1, name: '1 Stagione' }],
              has_approved_athlete_registration: true,
            },
          ],
        }),
      ),
      http.get('*/api/serie', () => HttpResponse.json({ data: [] })),
      http.get('*/api/anagrafica/55/costooperazione', () => HttpResponse.json({ importo: 300, tipo: 'trasferimento' })),
      http.get('*/api/disciplina', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
      http.post('*/api/anagrafica/:id/societa', async ({ request }) => {
        sent = { url: request.url, body: await request.json() };
        return HttpResponse.json({ error: false, message: 'Richiesta di trasferimento inserita correttamente', carrello_details: { carrello_id: 1, partite_contabili: [] } });
      }),
    );
    await start();
    // A wrong check character never reaches the server.
    const dialog = await search('VRDLCU04E14A944X');
    expect(await within(dialog).findByText('Il codice fiscale non è valido')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
    // Typed in lower case with spaces: sent as the exact code, with the season.
    await search(' vrdl cu04e14a944y');
    const confirm = await screen.findByRole('dialog', { name: "Conferma l'atleta" });
    expect(asked.map((q) => [q.get('codice_fiscale'), q.get('season')])).toEqual([[CF, '2']]);
    for (const text of ['Verdi', 'Luca', '14/05/2004', 'HC Bologna']) expect(within(confirm).getByText(text)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Prosegui' }));
    const transfer = await screen.findByRole('dialog', { name: 'Tesseramento / Trasferimento' });
    expect(within(transfer).getByLabelText('Società')).toHaveValue('Pallamano Demo');
    await user.click(within(transfer).getByRole('combobox', { name: 'Ruolo' }));
    await user.click(await screen.findByRole('option', { name: 'Atleta' }));
    await user.click(within(transfer).getByRole('combobox', { name: 'Causale' }));
    await user.click(await screen.findByRole('option', { name: 'Atleta Senior' }));
    await waitFor(() => expect(within(transfer).getByLabelText('Costo')).toHaveValue('300,00 €'));
    await user.click(within(transfer).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(new URL(sent!.url).pathname).toBe('/api/anagrafica/55/societa');
    expect(sent!.body).toMatchObject({ ruolo: 1, societa_id: 7, tipologia_tesseramento_id: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says when nobody has the code (the server's message)", async () => {
    mockLookup(() => HttpResponse.json({ error: true, message: 'Nessun tesserato con questo codice fiscale' }, { status: 404 }));
    await start();
    const dialog = await search(CF);
    expect(await within(dialog).findByText('Nessun tesserato con questo codice fiscale')).toBeInTheDocument();
  });

  it("says when the person is already the club's and points to the member's record; no transfer from here", async () => {
    mockLookup(() => HttpResponse.json({ ...verdi, societa: { id: 7, nome: 'Pallamano Demo' }, gia_della_societa: true }));
    await start();
    await search(CF);
    const confirm = await screen.findByRole('dialog', { name: "Conferma l'atleta" });
    expect(within(confirm).getByText(/Verdi Luca è già tra i tesserati della tua società/)).toBeInTheDocument();
    expect(within(confirm).getByRole('link', { name: 'Apri la scheda' })).toHaveAttribute('href', expect.stringContaining('/anagrafica/55'));
    expect(within(confirm).getByRole('button', { name: 'Prosegui' })).toBeDisabled();
  });

  it('in a season that has not started: says so and searches nothing', async () => {
    session.update({ season: { id: 3, nome: '2099/2100', data_inizio: '2099-07-01' } });
    const asked = mockLookup(() => HttpResponse.json(verdi));
    await start();
    const dialog = await screen.findByRole('dialog', { name: 'Richiedi Trasferimento' });
    expect(within(dialog).getByText('Non è possibile effettuare tesseramenti per una stagione non ancora iniziata')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerca' })).toBeDisabled();
    expect(asked).toHaveLength(0);
  });

  it('in a season that has ended: says so and searches nothing (the server would refuse the request)', async () => {
    session.update({ season: { id: 1, nome: '2020/2021', data_inizio: '2020-07-01', data_fine: '2021-06-30' } });
    const asked = mockLookup(() => HttpResponse.json(verdi));
    await start();
    const dialog = await screen.findByRole('dialog', { name: 'Richiedi Trasferimento' });
    expect(within(dialog).getByText('La stagione selezionata è conclusa: non è possibile tesserare')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerca' })).toBeDisabled();
    expect(asked).toHaveLength(0);
  });

  it('is not offered to a person user', () => {
    session.update({ userType: 'anagrafica', userData: { id: 3 }, abilities: ['anagrafica:write'] });
    renderWithAdmin(<RichiediTrasferimento />);
    expect(screen.queryByRole('button', { name: 'Richiedi Trasferimento' })).toBeNull();
  });
});
