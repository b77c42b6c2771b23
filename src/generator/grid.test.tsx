// The generated grid: columns and labels from the declaration, boolean icons, empty/loading texts,
// deleted rows, sort cycling, debounced search and infinite scroll.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { comitato } from '../../resources/reference/comitato';
import { stagione } from '../../resources/reference/stagione';
import { tipologiatesseramento } from '../../resources/reference/tipologiatesseramento';
import { fakeProvider, installIntersectionObserver, renderScreen, type Row } from './testing';
import { nextSort, searchable } from './gridState';
import { rowName } from './DataGrid';

const causali: Row[] = [
  { id: 1, famiglia: 2, famiglia_ruolo: 'Atleta', nome: 'Tesseramento Atleta', codice: 'AL', approvazione_automatica: true, deleted_at: null },
  { id: 2, famiglia: 0, famiglia_ruolo: 'Custom', nome: 'Quota custom', codice: 'CU', approvazione_automatica: null, deleted_at: '2025-01-01T00:00:00Z' },
];

afterEach(() => vi.unstubAllGlobals());

describe('sort cycling', () => {
  it('goes desc → asc → removed, and restarts on another column', () => {
    const a = nextSort(null, 'nome');
    expect(a).toEqual({ field: 'nome', order: 'DESC' });
    const b = nextSort(a, 'nome');
    expect(b).toEqual({ field: 'nome', order: 'ASC' });
    expect(nextSort(b, 'nome')).toBeNull();
    expect(nextSort(b, 'codice')).toEqual({ field: 'codice', order: 'DESC' });
  });

  it('searches with an empty box or 3+ characters only', () => {
    expect(searchable('')).toBe(true);
    expect(searchable('ab')).toBe(false);
    expect(searchable(' abc ')).toBe(true);
  });
});

describe('generated grid', () => {
  it('shows the spec columns with Italian labels and the red/green icon for booleans', async () => {
    renderScreen(tipologiatesseramento, fakeProvider(causali));
    const table = await screen.findByRole('table', { name: 'Gestione Causali' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Famiglia', 'Nome', 'Codice', 'Approvazione Automatica', 'Azioni']);
    await screen.findByText('Tesseramento Atleta');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].querySelector('[data-value]')?.getAttribute('data-value')).toBe('true');
    // A missing flag shows the red icon too.
    expect(rows[1].querySelector('[data-value]')?.getAttribute('data-value')).toBe('false');
    expect(screen.getByRole('button', { name: 'Aggiungi Causale' })).toBeInTheDocument();
  });

  it('names each row menu with its row, so a screen reader knows which row it acts on', async () => {
    renderScreen(tipologiatesseramento, fakeProvider(causali));
    await screen.findByText('Tesseramento Atleta');
    expect(screen.getByRole('button', { name: 'Azioni per Tesseramento Atleta' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button', { name: 'Azioni per Quota custom' })).toBeInTheDocument();
    expect(
      rowName(
        [
          { source: 'id', type: 'integer' },
          { source: 'stagione.nome', type: 'text' },
        ],
        { id: 4, stagione: { nome: '2025/2026' } },
      ),
    ).toBe('2025/2026');
    expect(rowName([{ source: 'id', type: 'integer' }], { id: 4 })).toBe('#4');
    // Rows told apart by two references (a season's disciplines) are named by both.
    expect(
      rowName(
        [
          { source: 'stagione.nome', type: 'text' },
          { source: 'disciplina.nome', type: 'text' },
        ],
        { id: 5, stagione: { nome: '2026/2027' }, disciplina: { nome: 'Beach' } },
      ),
    ).toBe('2026/2027 Beach');
  });

  it('scrolls inside its own box (a focusable, named region), never widening the page', async () => {
    renderScreen(tipologiatesseramento, fakeProvider(causali));
    const region = await screen.findByRole('region', { name: 'Gestione Causali' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ overflow: 'auto', maxWidth: '100%' });
    // Its row menus stay at the box's right edge while the columns scroll (a phone reaches them).
    await screen.findByText('Tesseramento Atleta');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Azioni per Tesseramento Atleta' }).closest('td')!)).toMatchObject({ position: 'sticky', right: '0px' });
  });

  it('highlights rows that have deleted_at', async () => {
    renderScreen(tipologiatesseramento, fakeProvider(causali));
    await screen.findByText('Quota custom');
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first).not.toHaveAttribute('data-deleted');
    expect(second).toHaveAttribute('data-deleted', 'true');
    // Its pinned menu cell (opaque) carries the tint too.
    expect(getComputedStyle(within(second).getAllByRole('cell').at(-1)!).backgroundImage).toMatch(/linear-gradient/);
  });

  it('a read-only grid (no row menus) tints a deleted row once: its last cell is a data cell, no tint of its own', async () => {
    renderScreen({ ...tipologiatesseramento, rowActions: [] }, fakeProvider(causali));
    await screen.findByText('Quota custom');
    const deleted = screen.getAllByRole('row')[2];
    expect(within(deleted).queryByRole('button')).toBeNull();
    expect(getComputedStyle(within(deleted).getAllByRole('cell').at(-1)!).backgroundImage).not.toMatch(/linear-gradient/);
  });

  it("says 'Caricamento in corso...' while loading and 'Dati non presenti' when empty", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const provider = fakeProvider([]);
    provider.getList.mockImplementationOnce(async () => {
      await gate;
      return { data: [], total: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false } };
    });
    renderScreen(comitato, provider);
    expect(await screen.findByText('Caricamento in corso...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Dati non presenti')).toBeInTheDocument();
  });

  it("says a failed read ('Si è verificato un errore') instead of 'Dati non presenti', and 'Riprova' reads again", async () => {
    const provider = fakeProvider([{ id: 7, nome: 'Comitato Lazio', deleted_at: null }]);
    provider.getList.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderScreen(comitato, provider);
    expect(await screen.findByText('Si è verificato un errore')).toBeInTheDocument();
    expect(screen.queryByText('Dati non presenti')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Comitato Lazio')).toBeInTheDocument();
    expect(screen.queryByText('Si è verificato un errore')).toBeNull();
  });

  it('is aria-busy while a background refresh runs (after a delete), keeping the rows shown until it answers', async () => {
    const comitati: Row[] = [
      { id: 7, nome: 'Comitato Lazio', deleted_at: null },
      { id: 8, nome: 'Comitato Umbria', deleted_at: null },
    ];
    const provider = fakeProvider(comitati);
    renderScreen(comitato, provider);
    const table = await screen.findByRole('table', { name: 'Gestione Comitati' });
    await screen.findByText('Comitato Umbria');
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    provider.getList.mockImplementation(async () => {
      await gate;
      return { data: comitati.slice(0, 1), total: 1, pageInfo: { hasNextPage: false, hasPreviousPage: false } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Azioni per Comitato Umbria' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Elimina' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Conferma' })).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(within(table).getByText('Comitato Lazio')).toBeInTheDocument();
    release();
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(within(table).queryByText('Comitato Umbria')).toBeNull();
  });

  it('sorts desc, then asc, then removes the sort on repeated header clicks', async () => {
    const provider = fakeProvider(causali);
    renderScreen(tipologiatesseramento, provider);
    await screen.findByText('Tesseramento Atleta');
    const sortOf = () => provider.getList.mock.calls.at(-1)![1].sort;
    expect(sortOf().field).toBe('');
    const header = () => screen.getByRole('button', { name: 'Nome' });
    fireEvent.click(header());
    await waitFor(() => expect(sortOf()).toEqual({ field: 'nome', order: 'DESC' }));
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(header());
    await waitFor(() => expect(sortOf()).toEqual({ field: 'nome', order: 'ASC' }));
    fireEvent.click(header());
    await waitFor(() => expect(sortOf().field).toBe(''));
    expect(screen.getByRole('columnheader', { name: 'Nome' })).not.toHaveAttribute('aria-sort');
  });

  it('searches 300 ms after typing stops, only with 3+ characters or an empty box', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const provider = fakeProvider(causali);
      renderScreen(tipologiatesseramento, provider);
      await screen.findByText('Tesseramento Atleta');
      const box = screen.getByRole('searchbox', { name: 'Cerca' });
      const filters = () => provider.getList.mock.calls.map((c) => c[1].filter);
      fireEvent.change(box, { target: { value: 'te' } });
      await act(async () => vi.advanceTimersByTime(1000));
      expect(filters().some((f) => 'q' in f)).toBe(false);
      fireEvent.change(box, { target: { value: 'tes' } });
      await act(async () => vi.advanceTimersByTime(250));
      expect(filters().some((f) => f.q === 'tes')).toBe(false);
      await act(async () => vi.advanceTimersByTime(50));
      await waitFor(() => expect(filters().some((f) => f.q === 'tes')).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the next page of 30 when the end of the grid comes into view', async () => {
    const io = installIntersectionObserver();
    const many: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, nome: `Comitato ${i + 1}` }));
    const provider = fakeProvider(many);
    renderScreen(comitato, provider);
    await screen.findByText('Comitato 30');
    expect(screen.queryByText('Comitato 31')).toBeNull();
    expect(provider.getList.mock.calls[0][1].pagination).toEqual({ page: 1, perPage: 30 });
    act(() => io.scrollToEnd());
    expect(await screen.findByText('Comitato 45')).toBeInTheDocument();
    expect(provider.getList.mock.calls.at(-1)![1].pagination).toEqual({ page: 2, perPage: 30 });
  });

  it('asks for the seasons 1000 a page (spec: seasons page size 1000)', async () => {
    const provider = fakeProvider([{ id: 1, nome: '2026/2027', aperta: true, data_inizio: '2026-07-01', data_fine: '2027-06-30' }]);
    renderScreen(stagione, provider);
    await screen.findByText('2026/2027');
    expect(provider.getList.mock.calls[0][1].pagination).toEqual({ page: 1, perPage: 1000 });
  });
});

describe('overrides', () => {
  it('replaces one cell and one input, keeping the rest generated', async () => {
    const provider = fakeProvider(causali);
    renderScreen(tipologiatesseramento, provider, {
      cells: { codice: ({ value }) => <strong data-testid="codice-chip">[{String(value)}]</strong> },
      inputs: { codice: ({ label }) => <span>{`bespoke ${label}`}</span> },
    });
    expect(await screen.findByText('[AL]')).toBeInTheDocument();
    expect(screen.getByText('Tesseramento Atleta')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Causale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configura Causale' });
    expect(within(dialog).getByText('bespoke Codice')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toBeInTheDocument();
  });
});
