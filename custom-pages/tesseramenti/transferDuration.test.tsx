// Transfer/registration dialog, duration (spec 2 §2.10, §4): offered only for an athlete role (competitive
// or not) when the types lookup says the person already has an approved athlete registration; otherwise
// the field is hidden and the request says 'definitiva'.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { TrasferimentoDialog } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } }));
afterEach(() => server.resetHandlers());

const ok = { error: false, message: 'Dati salvati con successo', carrello_details: { carrello_id: 1, partite_contabili: [] } };
const moduli = [{ id: 1, nome: 'Modulo T1', codice: 'T1', attributo: null }];
const ruoli = [
  { id: 1, nome: 'Atleta', famiglia_ruolo: 'Atleta' },
  { id: 2, nome: 'Atleta Non Agonista', famiglia_ruolo: 'Atleta' },
  { id: 3, nome: 'Dirigente', famiglia_ruolo: 'Dirigente' },
];
/** The role's types; each carries the person's has_approved_athlete_registration (`flag`; undefined: left out). */
const tipologie = (famiglia: string, flag: boolean | undefined) => [
  {
    id: famiglia === 'Atleta' ? 5 : 8,
    nome: famiglia === 'Atleta' ? 'Atleta Senior' : 'Dirigente',
    codice: famiglia === 'Atleta' ? 'AS' : 'DIR',
    famiglia_ruolo: famiglia,
    max_stagioni: 1,
    importo: 25,
    moduli,
    stagioni: [{ id: 1, name: '1 Stagione' }],
    ...(flag === undefined ? {} : { has_approved_athlete_registration: flag }),
  },
];

/** The mocked API; `flag` is the lookup's has_approved_athlete_registration. */
function mockApi(flag: boolean | undefined, sent: { body?: any; lookups: URLSearchParams[] }) {
  server.use(
    http.get('*/api/ruolo', () => HttpResponse.json({ data: ruoli })),
    http.get('*/api/tipologiatesseramento', ({ request }) => {
      const q = new URL(request.url).searchParams;
      sent.lookups.push(q);
      const famiglia = q.get('ruolo') === '3' ? 'Dirigente' : 'Atleta';
      return HttpResponse.json({ data: tipologie(famiglia, flag), current_page: 1, last_page: 1, total: 1 });
    }),
    http.get('*/api/serie', () => HttpResponse.json({ data: [] })),
    http.get('*/api/anagrafica/5/costooperazione', () => HttpResponse.json({ importo: 25 })),
    http.get('*/api/disciplina', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
    http.post('*/api/anagrafica/5/societa', async ({ request }) => ((sent.body = await request.json()), HttpResponse.json(ok))),
  );
}

async function pick(label: RegExp | string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function open() {
  const onClose = vi.fn();
  renderWithAdmin(<TrasferimentoDialog open anagraficaId={5} cittadinanza="Italiana" societa={{ id: 7, nome: 'Pallamano Demo' }} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Tesseramento / Trasferimento' });
  return { dialog, onClose };
}

/** The lookup has answered once the reason can be picked; the duration is decided by then. */
async function chooseRole(role: string, causale: string) {
  await pick('Ruolo', role);
  await pick('Causale', causale);
}

const durata = (dialog: HTMLElement) => within(dialog).queryByRole('combobox', { name: 'Durata' });

describe('transfer/registration dialog: duration', () => {
  it('an athlete without an approved athlete registration: no Durata, the request says definitiva', async () => {
    const sent: { body?: any; lookups: URLSearchParams[] } = { lookups: [] };
    mockApi(false, sent);
    const { dialog, onClose } = await open();
    await chooseRole('Atleta', 'Atleta Senior');
    expect(durata(dialog)).toBeNull();
    expect(sent.lookups.at(-1)?.get('anagrafica_id')).toBe('5');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.body).toMatchObject({ ruolo: 1, durata: 'definitiva', diritto_revoca: false });
  });

  it('a lookup answer without the flag hides Durata too', async () => {
    mockApi(undefined, { lookups: [] });
    const { dialog } = await open();
    await chooseRole('Atleta', 'Atleta Senior');
    expect(durata(dialog)).toBeNull();
  });

  it('an athlete with an approved athlete registration: Durata shown, Annuale sent with the revocation right', async () => {
    const sent: { body?: any; lookups: URLSearchParams[] } = { lookups: [] };
    mockApi(true, sent);
    const { dialog, onClose } = await open();
    expect(durata(dialog)).toBeNull();
    await chooseRole('Atleta', 'Atleta Senior');
    expect(durata(dialog)).toBeInTheDocument();
    await pick('Durata', 'Annuale');
    await userEvent.setup().click(within(dialog).getByLabelText('Diritto di revoca'));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.body).toMatchObject({ ruolo: 1, durata: 'annuale', diritto_revoca: true });
  });

  it('the non-competitive athlete role offers Durata with the flag; a manager never does', async () => {
    mockApi(true, { lookups: [] });
    const { dialog } = await open();
    await chooseRole('Atleta Non Agonista', 'Atleta Senior');
    expect(durata(dialog)).toBeInTheDocument();
    await chooseRole('Dirigente', 'Dirigente');
    expect(durata(dialog)).toBeNull();
  });
});

describe('transfer/registration dialog: cost lookup', () => {
  it('a failed cost lookup is only logged: no error shown, the request still goes', async () => {
    const sent: { body?: any; lookups: URLSearchParams[] } = { lookups: [] };
    mockApi(false, sent);
    server.use(http.get('*/api/anagrafica/5/costooperazione', () => HttpResponse.json({ error: true, message: 'Errore interno' }, { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { dialog, onClose } = await open();
      await chooseRole('Atleta', 'Atleta Senior');
      await waitFor(() => expect(logged).toHaveBeenCalledWith("Costo dell'operazione non disponibile", expect.anything()));
      expect(screen.queryByText('Errore interno')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent.body).toMatchObject({ ruolo: 1 });
    } finally {
      logged.mockRestore();
    }
  });
});
