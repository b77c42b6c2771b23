// The season picker lists every season as a list of list items (axe 'list': a <ul> holds only <li>).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/renderWithAdmin';
import SeasonPickerDialog from './SeasonPickerDialog';

const seasons = [
  { id: 2, nome: '2026/2027', aperta: true, data_inizio: '2026-07-01', data_fine: '2027-06-30' },
  { id: 1, nome: '2025/2026', aperta: false, data_inizio: '2025-07-01', data_fine: '2026-06-30' },
];

afterEach(() => vi.unstubAllGlobals());

describe('season picker', () => {
  it('offers each season as a button inside its own list item', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: seasons, total: 2 }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    renderWithAdmin(<SeasonPickerDialog open onClose={() => undefined} />);
    const open = await screen.findByRole('button', { name: /2026\/2027/ });
    const list = screen.getByRole('list');
    expect([...list.children].map((c) => c.tagName)).toEqual(['LI', 'LI']);
    expect(open.closest('li')?.parentElement).toBe(list);
  });
});
