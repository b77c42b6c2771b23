// 'Ricavi custom' (spec 2 §2.1, §5): choosing a reason shows its fee as the cost, read-only until the
// administrator turns on 'Modifica importo'; only then is the typed cost sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../../src/testing/renderWithAdmin';
import { CustomCostDialog } from './CustomCostDialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const causali = [
  { id: 3, nome: 'Multa', importo: 150.5 },
  { id: 4, nome: 'Quota evento', importo: 20 },
];

function mockServer() {
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.includes('/partitacontabile')) return json(200, { error: false, message: 'Dati salvati con successo', id: 9 });
    if (url.includes('/tipologiatesseramento')) return json(200, { data: causali, current_page: 1, last_page: 1, total: 2 });
    return json(200, { data: [] });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const posted = (fetch: ReturnType<typeof mockServer>) => {
  const call = fetch.mock.calls.find(([u, init]) => init?.method === 'POST' && String(u).includes('/partitacontabile'));
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
};

async function chooseReason(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: /Causale/ }));
  await user.click(await screen.findByRole('option', { name }));
}

afterEach(() => vi.unstubAllGlobals());

describe("'Ricavi custom' dialog", () => {
  it("fills the cost from the chosen reason's fee, read-only, and lets the server charge it", async () => {
    const fetch = mockServer();
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithAdmin(<CustomCostDialog party={{ type: 'societa', id: 4 }} onClose={onClose} />);
    await chooseReason(user, 'Multa');
    const costo = screen.getByLabelText('Costo');
    await waitFor(() => expect(costo).toHaveValue('150,50'));
    expect(costo).toHaveAttribute('readonly');
    expect(costo).toBeEnabled();
    expect(String(fetch.mock.calls.find(([u]) => String(u).includes('/tipologiatesseramento'))![0])).toMatch(/famiglia=Custom/);
    await chooseReason(user, 'Quota evento');
    await waitFor(() => expect(screen.getByLabelText('Costo')).toHaveValue('20,00'));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(fetch)).toEqual({ tipologia_tesseramento_id: 4, modifica_importo: false, societa_id: 4 });
  });

  it("with 'Modifica importo' on the cost is editable and sent; off again shows the fee", async () => {
    const fetch = mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<CustomCostDialog party={{ type: 'anagrafica', id: 77 }} onClose={() => undefined} />);
    await chooseReason(user, 'Multa');
    const costo = screen.getByLabelText('Costo');
    await waitFor(() => expect(costo).toHaveValue('150,50'));
    const toggle = screen.getByRole('switch', { name: 'Modifica importo' });
    await user.click(toggle);
    expect(costo).not.toHaveAttribute('readonly');
    expect(costo).toHaveValue('150,50');
    await user.clear(costo);
    await user.type(costo, '99');
    await user.click(toggle);
    await waitFor(() => expect(costo).toHaveValue('150,50'));
    expect(costo).toHaveAttribute('readonly');
    await user.click(toggle);
    await user.clear(costo);
    await user.type(costo, '99');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(posted(fetch)).toBeDefined());
    expect(posted(fetch)).toEqual({ tipologia_tesseramento_id: 3, modifica_importo: true, costo: 99, anagrafica_id: 77 });
  });
});
