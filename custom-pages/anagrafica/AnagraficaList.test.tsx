// 'Ricerca avanzata' of the members list against a mocked API (msw): a filter dialog whose toggles
// are a draft until 'Applica Filtri', and 'Rimuovi Filtri' clears and applies (spec 2 §2.5, §2.10).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { AnagraficaList } from './AnagraficaList';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const row = (id: number, cognome: string) => ({
  id,
  cognome,
  nome: 'Mario',
  nome_completo: `${cognome} Mario`,
  matricola: `10000${id}`,
  codice_fiscale: null,
  data_nascita: '1990-01-01',
  data_scadenza_certificato: null,
  certificato_scaduto: null,
  ruoli: [],
  mio: false,
});

/** Records the `flag` of every list call; a filtered list answers one member, the whole list two. */
function api(flags: string[]) {
  server.use(
    http.get('*/api/anagrafica', ({ request }) => {
      const flag = new URL(request.url).searchParams.get('flag') ?? '';
      flags.push(flag);
      const data = flag ? [row(1, 'Bianchi')] : [row(1, 'Bianchi'), row(2, 'Rossi')];
      return HttpResponse.json({ data, current_page: 1, last_page: 1, total: data.length });
    }),
    http.get('*/api/anagrafica/certificati', () => HttpResponse.json({ scaduti: 0, in_scadenza: 0, giorni: 30 })),
  );
}

const lastFlag = (flags: string[]) => flags[flags.length - 1];

describe("members list: 'Ricerca avanzata' filter dialog", () => {
  beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' }, abilities: [] }));

  it('applies the toggled filters only with Applica Filtri, and Rimuovi Filtri clears them', async () => {
    const flags: string[] = [];
    api(flags);
    renderWithAdmin(<AnagraficaList selectedId={null} />);
    const user = userEvent.setup();
    expect(await screen.findByText('2 record')).toBeInTheDocument();
    expect(lastFlag(flags)).toBe('');

    await user.click(screen.getByRole('button', { name: 'Ricerca avanzata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ricerca avanzata' });
    // The administrator's filters, as toggles ('I miei tesserati' is the clubs' own).
    expect(
      within(dialog)
        .getAllByRole('switch')
        .map((s) => s.closest('label')?.textContent),
    ).toEqual([
      'Tesserati',
      'Arbitro',
      'Allenatore',
      'Preparatore atletico',
      'Preparatore dei portieri',
      'Istruttore promozionale',
      'Dirigente',
      'Svincolato',
      'Certificato medico scaduto o in scadenza',
    ]);
    await user.click(within(dialog).getByRole('switch', { name: 'Allenatore' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Arbitro' }));
    // A draft: nothing is asked until the filters are applied.
    expect(flags.every((f) => f === '')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(lastFlag(flags)).toBe('arbitro:allenatore'));
    expect(await screen.findByText('1 record')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ricerca avanzata (2)' })).toBeInTheDocument();

    // Reopened, the dialog shows the applied filters; Rimuovi Filtri clears and applies at once.
    await user.click(screen.getByRole('button', { name: 'Ricerca avanzata (2)' }));
    const again = await screen.findByRole('dialog', { name: 'Ricerca avanzata' });
    expect(within(again).getByRole('switch', { name: 'Arbitro' })).toBeChecked();
    expect(within(again).getByRole('switch', { name: 'Allenatore' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Rimuovi Filtri' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('2 record')).toBeInTheDocument();
    expect(lastFlag(flags)).toBe('');
    expect(screen.getByRole('button', { name: 'Ricerca avanzata' })).toBeInTheDocument();
  });

  it('closing the dialog without applying drops the draft', async () => {
    const flags: string[] = [];
    api(flags);
    renderWithAdmin(<AnagraficaList selectedId={null} />);
    const user = userEvent.setup();
    await screen.findByText('2 record');
    await user.click(screen.getByRole('button', { name: 'Ricerca avanzata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ricerca avanzata' });
    await user.click(within(dialog).getByRole('switch', { name: 'Dirigente' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Ricerca avanzata' }));
    const again = await screen.findByRole('dialog', { name: 'Ricerca avanzata' });
    expect(within(again).getByRole('switch', { name: 'Dirigente' })).not.toBeChecked();
    expect(flags.every((f) => f === '')).toBe(true);
  });

  it("a club user is offered 'I miei tesserati' and not the federation-wide filters", async () => {
    session.update({ userType: 'societa' });
    const flags: string[] = [];
    api(flags);
    renderWithAdmin(<AnagraficaList selectedId={null} />);
    const user = userEvent.setup();
    await screen.findByText('2 record');
    await user.click(screen.getByRole('button', { name: 'Ricerca avanzata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ricerca avanzata' });
    expect(within(dialog).queryByRole('switch', { name: 'Tesserati' })).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: 'Arbitro' })).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'I miei tesserati' }));
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => expect(lastFlag(flags)).toBe('self'));
  });
});

describe('members list: the certificate radar', () => {
  beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' }, abilities: [] }));

  it('is a polite status, not an alert that interrupts at every visit', async () => {
    api([]);
    server.use(http.get('*/api/anagrafica/certificati', () => HttpResponse.json({ scaduti: 3, in_scadenza: 2, giorni: 30 })));
    renderWithAdmin(<AnagraficaList selectedId={null} />);
    const radar = await screen.findByText('Certificati medici: 3 scaduti, 2 in scadenza entro 30 giorni');
    expect(radar.closest('.MuiAlert-root')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('members list by keyboard', () => {
  beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' }, abilities: [] }));

  it('is one Tab stop; the arrows, Home and End move inside it and Down on the last member loads the next page', async () => {
    server.use(
      http.get('*/api/anagrafica', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ data: [row(3, 'Verdi')], current_page: 2, last_page: 2, total: 3 })
          : HttpResponse.json({ data: [row(1, 'Bianchi'), row(2, 'Rossi')], current_page: 1, last_page: 2, total: 3 }),
      ),
      http.get('*/api/anagrafica/certificati', () => HttpResponse.json({ scaduti: 0, in_scadenza: 0, giorni: 30 })),
    );
    renderWithAdmin(<AnagraficaList selectedId={null} />);
    const user = userEvent.setup();
    await screen.findByText('3 record');
    const link = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

    screen.getByRole('button', { name: 'Ricerca avanzata' }).focus();
    await user.tab();
    expect(link('Bianchi')).toHaveFocus();
    // One Tab leaves the list: the next stop comes after it.
    await user.tab();
    expect(document.activeElement?.closest('ul')).toBeNull();
    await user.tab({ shift: true });
    expect(link('Bianchi')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(link('Rossi')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Bianchi')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Rossi')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(link('Verdi')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(link('Rossi')).toHaveFocus();
    expect(
      screen
        .getAllByRole('link')
        .filter((l) => l.tabIndex === 0)
        .map((l) => l.getAttribute('href')),
    ).toEqual([link('Rossi').getAttribute('href')]);
  });

  it("'Altri risultati' keeps the focus while the page loads, and gives it to the list when the last page came", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/api/anagrafica', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return HttpResponse.json({ data: [row(1, 'Bianchi'), row(2, 'Rossi')], current_page: 1, last_page: 2, total: 3 });
        await gate;
        return HttpResponse.json({ data: [row(3, 'Verdi')], current_page: 2, last_page: 2, total: 3 });
      }),
      http.get('*/api/anagrafica/certificati', () => HttpResponse.json({ scaduti: 0, in_scadenza: 0, giorni: 30 })),
    );
    renderWithAdmin(<AnagraficaList selectedId={null} />);
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Altri risultati' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveFocus();
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Altri risultati' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.closest('ul')).not.toBeNull());
  });

  it('enters on the member being shown', async () => {
    api([]);
    renderWithAdmin(<AnagraficaList selectedId={2} />);
    const user = userEvent.setup();
    await screen.findByText('2 record');
    screen.getByRole('button', { name: 'Ricerca avanzata' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: /^Rossi/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: /^Rossi/ })).toHaveAttribute('aria-current', 'page');
  });
});

describe('members list: a failed read', () => {
  beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' }, abilities: [] }));

  it("says the failure with 'Riprova' instead of 'Dati non presenti' (a secretary told 'no data' could create a duplicate)", async () => {
    let fail = true;
    server.use(
      http.get('*/api/anagrafica', () =>
        fail ? HttpResponse.json({ error: true, message: 'Si è verificato un errore' }, { status: 403 }) : HttpResponse.json({ data: [row(1, 'Bianchi')], current_page: 1, last_page: 1, total: 1 }),
      ),
      http.get('*/api/anagrafica/certificati', () => HttpResponse.json({ scaduti: 0, in_scadenza: 0, giorni: 30 })),
    );
    const user = userEvent.setup();
    renderWithAdmin(<AnagraficaList selectedId={null} />);
    expect(await screen.findByText('Si è verificato un errore')).toBeInTheDocument();
    expect(screen.queryByText('Dati non presenti')).toBeNull();
    expect(screen.queryByText(/0 record/)).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(/Bianchi/)).toBeInTheDocument();
    expect(screen.queryByText('Si è verificato un errore')).toBeNull();
  });
});
