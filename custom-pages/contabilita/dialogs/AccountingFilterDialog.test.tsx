// The accounting filters' club and member (administrators, spec 2 §2.3/§2.4, §7 Accounting): chosen by
// searching names, sent as societa_id / anagrafica_id, shown again by name when the dialog reopens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../../src/testing/renderWithAdmin';
import { AccountingFilterDialog } from './AccountingFilterDialog';
import { PartiteGrid } from '../PartiteGrid';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, total: data.length });

function mockServer() {
  const fn = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/api/societa/lookup')) return json(200, page([{ id: 12, nome: 'Pallamano Demo', codice_affiliazione: 'AB123' }]));
    if (url.pathname.endsWith('/api/anagrafica')) return json(200, page([{ id: 77, cognome: 'Rossi', nome: 'Mario', matricola: 'M0042' }]));
    return json(200, page([]));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const calls = (fetch: ReturnType<typeof mockServer>, path: string) => fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname.endsWith(`/api/${path}`));

afterEach(() => vi.unstubAllGlobals());

describe('accounting filter dialog: club and member pickers', () => {
  it('has no id boxes: the club and the member are searched by name and sent by id with their labels', async () => {
    const fetch = mockServer();
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithAdmin(<AccountingFilterDialog open admin value={{ codice_versamento: 'CRO1' }} onApply={onApply} onClose={() => undefined} />);
    const club = await screen.findByRole('combobox', { name: 'Società' });
    expect(club).not.toHaveAttribute('type', 'number');
    await user.type(club, 'Pall');
    await user.click(await screen.findByRole('option', { name: 'Pallamano Demo (AB123)' }));
    const member = screen.getByRole('combobox', { name: 'Tesserato' });
    await user.type(member, 'Ros');
    await user.click(await screen.findByRole('option', { name: 'Rossi Mario (M0042)' }));
    const search = calls(fetch, 'anagrafica').at(-1)!;
    expect(search.searchParams.get('search')).toBe('Ros');
    expect(search.searchParams.get('paginate')).toBe('30');
    expect(calls(fetch, 'societa/lookup').at(-1)!.searchParams.get('search')).toBe('Pall');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ codice_versamento: 'CRO1', societa_id: '12', anagrafica_id: '77' }, { societa_id: 'Pallamano Demo (AB123)', anagrafica_id: 'Rossi Mario (M0042)' });
  });

  it('shows the chosen club and member again, and clearing a picker drops its filter', async () => {
    mockServer();
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithAdmin(
      <AccountingFilterDialog
        open
        admin
        value={{ societa_id: '12', anagrafica_id: '77' }}
        labels={{ societa_id: 'Pallamano Demo (AB123)', anagrafica_id: 'Rossi Mario (M0042)' }}
        onApply={onApply}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByRole('combobox', { name: 'Società' })).toHaveValue('Pallamano Demo (AB123)');
    const member = screen.getByRole('combobox', { name: 'Tesserato' });
    expect(member).toHaveValue('Rossi Mario (M0042)');
    await user.clear(member);
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ societa_id: '12' }, { societa_id: 'Pallamano Demo (AB123)' });
  });

  it('in the grid: the list is asked with societa_id / anagrafica_id and the reopened dialog names them', async () => {
    const fetch = mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<PartiteGrid side="societa" status="completed" admin />);
    await user.click(await screen.findByRole('button', { name: 'Filtri' }));
    await user.type(await screen.findByRole('combobox', { name: 'Società' }), 'Pall');
    await user.click(await screen.findByRole('option', { name: 'Pallamano Demo (AB123)' }));
    await user.type(screen.getByRole('combobox', { name: 'Tesserato' }), 'Ros');
    await user.click(await screen.findByRole('option', { name: 'Rossi Mario (M0042)' }));
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => {
      const list = calls(fetch, 'partitacontabile').at(-1)!;
      expect(list.searchParams.get('societa_id')).toBe('12');
      expect(list.searchParams.get('anagrafica_id')).toBe('77');
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    expect(await screen.findByRole('combobox', { name: 'Società' })).toHaveValue('Pallamano Demo (AB123)');
    expect(screen.getByRole('combobox', { name: 'Tesserato' })).toHaveValue('Rossi Mario (M0042)');
  });
});

describe('accounting filter dialog: request dates', () => {
  it('typing 01072031 shows 01/07/2031 and filters by 2031-07-01; a date not complete is no filter', async () => {
    mockServer();
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithAdmin(<AccountingFilterDialog open value={{}} onApply={onApply} onClose={() => undefined} />);
    const from = await screen.findByLabelText('Data richiesta dal');
    const to = screen.getByLabelText('Data richiesta al');
    expect(from).not.toHaveAttribute('type', 'date');
    expect(from).toHaveAttribute('placeholder', 'gg/mm/aaaa');
    await user.type(from, '01072031');
    expect(from).toHaveValue('01/07/2031');
    await user.type(to, '0107');
    expect(to).toHaveValue('01/07');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ dataDa: '2031-07-01' }, {});
  });

  it('shows the applied dates as dd/mm/yyyy and sends them back unchanged; an impossible date is flagged and dropped', async () => {
    mockServer();
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithAdmin(<AccountingFilterDialog open value={{ dataDa: '2031-07-01', dataA: '2031-12-31' }} onApply={onApply} onClose={() => undefined} />);
    expect(await screen.findByLabelText('Data richiesta dal')).toHaveValue('01/07/2031');
    const to = screen.getByLabelText('Data richiesta al');
    expect(to).toHaveValue('31/12/2031');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ dataDa: '2031-07-01', dataA: '2031-12-31' }, {});
    await user.clear(to);
    await user.type(to, '31022031');
    expect(screen.getByText('La data non è valida (gg/mm/aaaa)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ dataDa: '2031-07-01' }, {});
  });

  it('in the grid: the list is asked with the ISO date', async () => {
    const fetch = mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<PartiteGrid side="societa" status="completed" admin />);
    await user.click(await screen.findByRole('button', { name: 'Filtri' }));
    await user.type(await screen.findByLabelText('Data richiesta dal'), '01072031');
    await user.type(screen.getByLabelText('Data richiesta al'), '01');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => {
      const list = calls(fetch, 'partitacontabile').at(-1)!;
      expect(list.searchParams.get('dataDa')).toBe('2031-07-01');
      expect(list.searchParams.has('dataA')).toBe(false);
    });
  });

  it("amounts are typed as everywhere ('7,00', '1.234,50') and filtered in euros; they show the same way again", async () => {
    mockServer();
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { unmount } = renderWithAdmin(<AccountingFilterDialog open value={{}} onApply={onApply} onClose={() => undefined} />);
    const min = await screen.findByRole('textbox', { name: 'Importo minimo' });
    const max = screen.getByRole('textbox', { name: 'Importo massimo' });
    await user.type(min, '7,00');
    await user.type(max, '1234,50');
    expect(min).toHaveValue('7,00');
    expect(max).toHaveValue('1.234,50');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ euro_min: '7', euro_max: '1234.5' }, {});
    unmount();
    renderWithAdmin(<AccountingFilterDialog open value={{ euro_min: '7', euro_max: '1234.5' }} onApply={onApply} onClose={() => undefined} />);
    expect(await screen.findByRole('textbox', { name: 'Importo minimo' })).toHaveValue('7,00');
    expect(screen.getByRole('textbox', { name: 'Importo massimo' })).toHaveValue('1.234,50');
  });
});

describe('accounting filter dialog: a refused keystroke is said at once (as every masked field)', () => {
  it('a digit no date can take there is refused and said under the field, until the next keystroke or leaving it', async () => {
    mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<AccountingFilterDialog open value={{}} onApply={() => undefined} onClose={() => undefined} />);
    const from = await screen.findByLabelText('Data richiesta dal');
    await user.type(from, '4');
    expect(from).toHaveValue('');
    expect(from).toHaveAccessibleDescription('Data non valida: giorno 01–31, mese 01–12, anno 1900–2999');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.type(from, '3');
    expect(from).toHaveValue('3');
    expect(from).not.toHaveAttribute('aria-invalid', 'true');
    // Day 3…: only 30 or 31.
    await user.type(from, '5');
    expect(from).toHaveValue('3');
    expect(from).toHaveAccessibleDescription('Data non valida: giorno 01–31, mese 01–12, anno 1900–2999');
    // Left incomplete: the refusal goes, and the text says it is no date (as every masked field, MaskedTextField).
    await user.tab();
    expect(screen.queryByText('Data non valida: giorno 01–31, mese 01–12, anno 1900–2999')).toBeNull();
    expect(from).toHaveAccessibleDescription('La data non è valida (gg/mm/aaaa)');
  });

  it('an amount says what it kept of a letter typed', async () => {
    mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<AccountingFilterDialog open value={{}} onApply={() => undefined} onClose={() => undefined} />);
    const min = await screen.findByRole('textbox', { name: 'Importo minimo' });
    await user.type(min, '5x');
    expect(min).toHaveValue('5');
    expect(min).toHaveAccessibleDescription('Solo cifre e la virgola dei decimali (niente lettere né segno meno): resta 5');
    expect(min).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('accounting filter dialog: backwards ranges', () => {
  it("'al' before 'dal': 'Applica Filtri' keeps the dialog open and says so under 'al', until it is corrected", async () => {
    mockServer();
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderWithAdmin(<AccountingFilterDialog open value={{}} onApply={onApply} onClose={onClose} />);
    await user.type(await screen.findByLabelText('Data richiesta dal'), '30112026');
    const to = screen.getByLabelText('Data richiesta al');
    await user.type(to, '01112026');
    expect(screen.queryByText('La data finale non può precedere la data iniziale')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(to).toHaveAccessibleDescription('La data finale non può precedere la data iniziale');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    await user.clear(to);
    await user.type(to, '30112026');
    expect(screen.queryByText('La data finale non può precedere la data iniziale')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ dataDa: '2026-11-30', dataA: '2026-11-30' }, {});
    expect(onClose).toHaveBeenCalled();
  });

  it("'Importo massimo' below 'Importo minimo' is refused under 'Importo massimo'; a zero bound is no amount filter", async () => {
    mockServer();
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderWithAdmin(<AccountingFilterDialog open value={{}} onApply={onApply} onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: 'Importo minimo' }), '10000');
    const max = screen.getByRole('textbox', { name: 'Importo massimo' });
    await user.type(max, '1000');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(max).toHaveAccessibleDescription("L'importo massimo non può essere minore dell'importo minimo");
    expect(max).toHaveFocus();
    await user.clear(max);
    expect(screen.queryByText("L'importo massimo non può essere minore dell'importo minimo")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenLastCalledWith({ euro_min: '10000' }, {});
  });

  it('in the grid (every accounting tab uses it): the backwards range is not sent and the dialog stays open', async () => {
    const fetch = mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<PartiteGrid party={{ type: 'anagrafica', id: 77 }} status="progress" />);
    await user.click(await screen.findByRole('button', { name: 'Filtri' }));
    await user.type(await screen.findByLabelText('Data richiesta dal'), '30112026');
    await user.type(screen.getByLabelText('Data richiesta al'), '01112026');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(screen.getByRole('dialog', { name: 'Filtri contabilità' })).toBeInTheDocument();
    expect(screen.getByText('La data finale non può precedere la data iniziale')).toBeInTheDocument();
    expect(calls(fetch, 'partitacontabile/anagrafica/77').some((u) => u.searchParams.has('dataA'))).toBe(false);
  });
});
