import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../src/testing/renderWithAdmin';
import { filtersToQuery } from './api';
import { StornoDialog } from './dialogs/StornoDialog';
import { WalletDialog } from './dialogs/WalletDialog';
import { AccountingFilterDialog } from './dialogs/AccountingFilterDialog';
import { WalletPanel } from './WalletPanel';
import { WalletsGrid } from './WalletsGrid';
import { session } from '../../src/lib';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(answer: (url: string, init?: RequestInit) => Response) {
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => answer(String(url), init));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('accounting filters', () => {
  it('send the amount range only when both bounds are above zero, and ignore masked dates', () => {
    expect(filtersToQuery({ euro_min: '10', euro_max: '20', codice: 'Storno' })).toEqual({ euro_min: '10', euro_max: '20', codice: 'Storno' });
    expect(filtersToQuery({ euro_min: '0', euro_max: '20' })).toEqual({});
    expect(filtersToQuery({ euro_min: '10' })).toEqual({});
    expect(filtersToQuery({ dataDa: '__/__/____', dataA: '2025-10-01' })).toEqual({ dataA: '2025-10-01' });
    // A code may hold an underscore: only dates are dropped for it.
    expect(filtersToQuery({ codice_versamento: 'BON_123' })).toEqual({ codice_versamento: 'BON_123' });
  });

  it("'Rimuovi Filtri' clears and 'Applica Filtri' applies", async () => {
    mockFetch(() => json(200, { data: [] }));
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithAdmin(<AccountingFilterDialog open value={{ codice_versamento: 'CRO1' }} onApply={onApply} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ codice_versamento: 'CRO1' }, {});
    await user.click(screen.getByRole('button', { name: 'Rimuovi Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({}, {});
  });
});

describe('storno dialog', () => {
  it("asks 'Vuoi Stornare la Partita Contabile?' and restores the registration by default", async () => {
    const fetch = mockFetch(() => json(200, { error: false, message: 'Dati salvati con successo', id: 9 }));
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithAdmin(<StornoDialog partitaId={5} onClose={onClose} />);
    expect(await screen.findByText('Vuoi Stornare la Partita Contabile?')).toBeInTheDocument();
    expect(screen.getByText("Vuoi ripristinare anche l'anagrafica?")).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: "Ripristina anche l'anagrafica" })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).includes('/cancel'))!;
    expect(String(url)).toContain('/api/partitacontabile/5/cancel');
    expect(JSON.parse(String(init!.body))).toEqual({ restoreAnagrafica: true });
  });

  it('sends restoreAnagrafica false when the toggle is off, and shows a refusal in the dialog', async () => {
    const fetch = mockFetch(() => json(409, { error: true, message: 'La partita contabile è già stata stornata' }));
    const user = userEvent.setup();
    renderWithAdmin(<StornoDialog partitaId={5} onClose={() => undefined} />);
    await user.click(await screen.findByRole('switch', { name: "Ripristina anche l'anagrafica" }));
    await user.click(screen.getByRole('button', { name: 'SI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La partita contabile è già stata stornata');
    const [, init] = fetch.mock.calls.find(([u]) => String(u).includes('/cancel'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ restoreAnagrafica: false });
  });
});

describe('wallet dialog', () => {
  it('a decrement beyond the bonus shows the server message under the amount', async () => {
    const message = 'Il portafoglio non ha credito sufficiente per questa operazione';
    mockFetch((url) => (url.includes('/increment') ? json(422, { error: true, message, errors: { valore: [message] } }) : json(200, { data: [] })));
    const user = userEvent.setup();
    renderWithAdmin(<WalletDialog walletId={3} direction="decrement" admin={false} onClose={() => undefined} />);
    expect(await screen.findByText('Decrementa Bonus')).toBeInTheDocument();
    expect(screen.getByLabelText('Data versamento')).toBeDisabled();
    // Today, shown DD/MM/YYYY and valid (a club cannot change it).
    expect(screen.getByLabelText('Data versamento')).toHaveValue(new Date().toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }));
    expect(screen.queryByText(/data non è valida/i)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Importo *'), '999');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('a zero amount is refused under the amount, before anything is sent', async () => {
    const sent: string[] = [];
    mockFetch((url) => {
      sent.push(url);
      return json(200, { data: [] });
    });
    const user = userEvent.setup();
    renderWithAdmin(<WalletDialog walletId={3} direction="decrement" admin={false} onClose={() => undefined} />);
    await user.type(await screen.findByLabelText('Importo *'), '0');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText("L'importo deve essere maggiore di zero")).toBeInTheDocument();
    expect(sent.some((u) => u.includes('/increment'))).toBe(false);
  });

  it("a club's top-up by bank transfer marks the transfer code required and asks it before sending; a card bank does not", async () => {
    const banche = [
      { id: 1, intestazione: 'Bonifico Bancario - UniCredit', automatica: false, tipo: 'Bonifico' },
      { id: 2, intestazione: 'Carta di credito', automatica: true, tipo: 'CartaCredito' },
    ];
    const fetch = mockFetch((url) => (url.includes('/banca') ? json(200, { data: banche }) : json(200, { error: false, message: 'ok', id: 9 })));
    const sent = () => fetch.mock.calls.filter(([u]) => String(u).includes('/increment')).length;
    const user = userEvent.setup();
    renderWithAdmin(<WalletDialog walletId={3} direction="increment" admin={false} onClose={() => undefined} />);
    await user.type(await screen.findByLabelText('Importo *'), '5');
    expect(screen.getByLabelText('Codice versamento')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Banca *'));
    await user.click(await screen.findByRole('option', { name: 'Bonifico Bancario - UniCredit' }));
    expect(await screen.findByLabelText('Codice versamento *')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Il campo è obbligatorio')).toBeInTheDocument();
    expect(sent()).toBe(0);
    await user.click(screen.getByLabelText('Banca *'));
    await user.click(await screen.findByRole('option', { name: 'Carta di credito' }));
    expect(await screen.findByLabelText('Codice versamento')).toBeInTheDocument();
  });
});

describe('wallet panel', () => {
  const wallet = { id: 7, societa_id: 4, anagrafica_id: null, totale: 12.5, portafoglioProbabile: 12.5 };
  const answer = (onlyAdmin: boolean) => (url: string) =>
    url.includes('/configurazionigenerali')
      ? json(200, { id: 1, only_admin_can_increment: onlyAdmin })
      : url.includes('/portafogliosocieta/')
        ? json(200, wallet)
        : json(200, { data: [], current_page: 1, last_page: 1, total: 0 });
  const WRITE = ['contabilitasocieta:write'];
  afterEach(() => session.update({ userType: null, abilities: [] }));

  it('hides Incrementa / Decrementa Bonus from a club when only admins may increment (spec 2 §6)', async () => {
    session.update({ userType: 'societa', abilities: WRITE });
    const fetch = mockFetch(answer(true));
    renderWithAdmin(<WalletPanel party={{ type: 'societa', id: 4 }} />);
    await waitFor(() => expect(screen.getByTestId('wallet-totale')).toHaveTextContent('12,50'));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('/configurazionigenerali'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Incrementa Bonus' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Decrementa Bonus' })).toBeNull();
  });

  it("compact (the club screen's Contabilita tab): the buttons only, no second bonus and no movements", async () => {
    session.update({ userType: 'admin', abilities: WRITE });
    const fetch = mockFetch(answer(true));
    renderWithAdmin(<WalletPanel party={{ type: 'societa', id: 4 }} compact />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Incrementa Bonus' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Decrementa Bonus' })).toBeEnabled();
    expect(screen.queryByTestId('wallet-totale')).toBeNull();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/movimenti'))).toBe(false);
  });

  it('shows them to a club when the configuration allows, and to an admin always', async () => {
    session.update({ userType: 'societa', abilities: WRITE });
    mockFetch(answer(false));
    const { unmount } = renderWithAdmin(<WalletPanel party={{ type: 'societa', id: 4 }} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Incrementa Bonus' })).toBeEnabled());
    unmount();
    session.update({ userType: 'admin', abilities: WRITE });
    mockFetch(answer(true));
    renderWithAdmin(<WalletPanel party={{ type: 'societa', id: 4 }} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Incrementa Bonus' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Decrementa Bonus' })).toBeEnabled();
  });

  it('hides them, whatever the configuration, from a user without the accounting Write flag the increment route requires', async () => {
    session.update({ userType: 'admin', abilities: ['contabilitasocieta:read', 'economicssocieta:read'] });
    mockFetch(answer(false));
    renderWithAdmin(<WalletPanel party={{ type: 'societa', id: 4 }} />);
    await waitFor(() => expect(screen.getByTestId('wallet-totale')).toHaveTextContent('12,50'));
    expect(screen.queryByRole('button', { name: 'Incrementa Bonus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decrementa Bonus' })).toBeNull();
  });

  // A club account without the permission saw 'BONUS DISPONIBILE 0,00 €' after a 403, with nothing said.
  it('a refused wallet says so, with no bonus of 0,00 € nor its buttons', async () => {
    session.update({ userType: 'societa', abilities: WRITE });
    mockFetch((url) => (url.includes('/portafogliosocieta/') ? json(403, { error: true, message: 'Non hai i permessi per questa operazione' }) : answer(false)(url)));
    renderWithAdmin(<WalletPanel party={{ type: 'societa', id: 4 }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Non hai i permessi per questa operazione');
    expect(screen.queryByTestId('wallet-totale')).toBeNull();
    expect(screen.queryByText(/0,00/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Incrementa Bonus' })).toBeNull();
  });
});

describe('accounting grids', () => {
  it('a refused list says so instead of Dati non presenti and a zero count', async () => {
    mockFetch(() => json(403, { error: true, message: 'Non hai i permessi per questa operazione' }));
    renderWithAdmin(<WalletsGrid side="societa" active />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Non hai i permessi per questa operazione');
    expect(screen.queryByText('Dati non presenti')).toBeNull();
    expect(screen.getByTestId('totale-record')).toBeEmptyDOMElement();
  });
});
