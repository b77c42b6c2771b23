// The member form's registration type per role and committee against a mocked API (msw): what an
// administrator picks and sends, and that other users only see them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import type { AnagraficaDetail } from '../api';
import { AnagraficaForm } from './AnagraficaForm';
import { testMember } from './testMember';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

// A coach without a coach registration type.
const member = { ...testMember, allenatore: true, allenatore_tipologia_tesseramento_id: null } as AnagraficaDetail;

const tipologie: Record<string, { id: number; nome: string }[]> = {
  Tecnico: [
    { id: 14, nome: 'Allenatore Regionale' },
    { id: 15, nome: 'Allenatore Nazionale' },
  ],
  Arbitro: [{ id: 20, nome: 'Arbitro Nazionale' }],
};
const comitati = [
  { id: 3, nome: 'Comitato Regionale Lazio' },
  { id: 4, nome: 'Comitato Regionale Puglia' },
];

function lookups(asked: string[] = []) {
  server.use(
    http.get('*/api/tipologiatesseramento', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(`${q.get('famiglia')}|${q.get('mostra_in_anagrafica')}`);
      return HttpResponse.json({ data: tipologie[q.get('famiglia') ?? ''] ?? [] });
    }),
    http.get('*/api/comitato', () => HttpResponse.json({ data: comitati, current_page: 1, last_page: 1, total: 2 })),
    http.get('*/api/anagrafica/duplicati', () => HttpResponse.json({ data: [], altri: 0 })),
    http.get('*/api/provincia', () => HttpResponse.json({ data: [] })),
  );
}

const roleRow = (name: string) => screen.getByRole('group', { name });

describe('member form: registration type per role and committee', () => {
  it("an administrator picks the coach's registration type and the committee, and saving sends them", async () => {
    session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } });
    const asked: string[] = [];
    lookups(asked);
    let body: Record<string, unknown> | undefined;
    server.use(http.put('*/api/anagrafica/5', async ({ request }) => ((body = (await request.json()) as Record<string, unknown>), HttpResponse.json({ error: false, message: 'ok', id: 5 }))));
    const onSaved = vi.fn();
    renderWithAdmin(<AnagraficaForm mode="edit" member={member} seasonId={2} onClose={() => undefined} onSaved={onSaved} />);
    const user = userEvent.setup();

    const coach = roleRow('Allenatore');
    await user.click(within(coach).getByRole('combobox', { name: 'Tipologia tesseramento' }));
    const types = await screen.findAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual(['Nessuno', 'Allenatore Regionale', 'Allenatore Nazionale']);
    await user.click(screen.getByRole('option', { name: 'Allenatore Nazionale' }));
    expect(asked).toContain('Tecnico|1');

    await user.click(screen.getByRole('combobox', { name: 'Comitato' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Nessuno', 'Comitato Regionale Lazio', 'Comitato Regionale Puglia']);
    await user.click(screen.getByRole('option', { name: 'Comitato Regionale Puglia' }));

    // A role switched on gets its own row, with the types of its family.
    await user.click(screen.getByRole('checkbox', { name: 'Arbitro' }));
    await user.click(within(roleRow('Arbitro')).getByRole('combobox', { name: 'Tipologia tesseramento' }));
    await user.click(await screen.findByRole('option', { name: 'Arbitro Nazionale' }));

    await user.click(screen.getByRole('button', { name: 'Salva Tesserato' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(body).toMatchObject({ allenatore_tipologia_tesseramento_id: 15, comitato_id: 4, tipologia_tesseramento_id: 20, arbitro: true });
  });

  it('a club user sees the saved type and committee, read-only', async () => {
    session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } });
    lookups();
    renderWithAdmin(
      <AnagraficaForm
        mode="edit"
        member={{ ...member, allenatore_tipologia_tesseramento_id: 14, comitato_id: 3, comitato: 'Comitato Regionale Lazio' }}
        seasonId={2}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );

    const type = within(roleRow('Allenatore')).getByRole('combobox', { name: 'Tipologia tesseramento' });
    await waitFor(() => expect(type).toHaveTextContent('Allenatore Regionale'));
    expect(type).toHaveAttribute('aria-disabled', 'true');
    const comitato = screen.getByRole('combobox', { name: 'Comitato' });
    expect(comitato).toHaveTextContent('Comitato Regionale Lazio');
    expect(comitato).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(comitato);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it("a club user editing a plain athlete gets no empty 'Ruoli e qualifiche' section; an administrator gets its flags", async () => {
    session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } });
    lookups();
    const { unmount } = renderWithAdmin(<AnagraficaForm mode="edit" member={testMember} seasonId={2} onClose={() => undefined} onSaved={() => undefined} />);
    await screen.findByRole('group', { name: 'Dati anagrafici' });
    expect(screen.queryByRole('group', { name: 'Ruoli e qualifiche' })).toBeNull();
    unmount();
    session.update({ userType: 'admin' });
    renderWithAdmin(<AnagraficaForm mode="edit" member={testMember} seasonId={2} onClose={() => undefined} onSaved={() => undefined} />);
    expect(within(await screen.findByRole('group', { name: 'Ruoli e qualifiche' })).getByRole('checkbox', { name: 'Arbitro' })).toBeInTheDocument();
  });
});

describe('member form: residence', () => {
  it('another province clears the town and the city of residence, and saving sends neither', async () => {
    session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } });
    lookups();
    server.use(
      http.get('*/api/provincia', () =>
        HttpResponse.json({
          data: [
            { id: 1, sigla: 'BA', descrizione: 'Bari' },
            { id: 2, sigla: 'LE', descrizione: 'Lecce' },
          ],
        }),
      ),
      http.get('*/api/localita', () => HttpResponse.json({ data: [] })),
    );
    let body: Record<string, unknown> | undefined;
    server.use(http.put('*/api/anagrafica/5', async ({ request }) => ((body = (await request.json()) as Record<string, unknown>), HttpResponse.json({ error: false, message: 'ok', id: 5 }))));
    const onSaved = vi.fn();
    const bari = { id: 7, denominazione: 'Bari', codice_istat: '072006', provincia: 'BA' };
    renderWithAdmin(
      <AnagraficaForm
        mode="edit"
        member={{ ...member, comune_residenza_id: 7, comune_residenza: bari, citta_residenza: 'Bari', provincia_residenza: 'BA' }}
        seasonId={2}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Provincia di residenza' }));
    await user.click(await screen.findByRole('option', { name: 'LE - Lecce' }));
    await user.click(screen.getByRole('button', { name: 'Salva Tesserato' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(body).toMatchObject({ provincia_residenza: 'LE', comune_residenza_id: null, citta_residenza: '' });
  });
});

describe('member form: born abroad', () => {
  const prefillWith = (answer: Record<string, unknown>) =>
    server.use(
      http.get('*/api/anagrafica/codicefiscale/:cf', () => HttpResponse.json({ valido: true, sesso: 'M', data_nascita: '1985-10-10', comune_nascita: null, provincia_nascita: 'EE', ...answer })),
      http.get('*/api/localita', () => HttpResponse.json({ data: [] })),
    );

  it("a foreign CF fills the state it names, never the default 'Italia'", async () => {
    session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } });
    lookups();
    prefillWith({ estero: true, stato_nascita: 'Francia' });
    renderWithAdmin(<AnagraficaForm mode="new" seasonId={2} onClose={() => undefined} onSaved={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Stato di nascita' })).toHaveValue('Italia');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'DPNPRR85R10Z110N');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Stato di nascita' })).toHaveValue('Francia'));
  });

  it('a foreign CF of a state the server does not know empties the state, to be typed', async () => {
    session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } });
    lookups();
    prefillWith({ estero: true, stato_nascita: null });
    renderWithAdmin(<AnagraficaForm mode="new" seasonId={2} onClose={() => undefined} onSaved={() => undefined} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'DPNPRR85R10Z999K');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Data di nascita' })).toHaveValue('10/10/1985'));
    expect(screen.getByRole('textbox', { name: 'Stato di nascita' })).toHaveValue('');
  });
});

describe('member form: the sticky actions bar', () => {
  it('stays above the field labels it scrolls over (they have z-index 1), on an opaque background', async () => {
    session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } });
    lookups();
    renderWithAdmin(<AnagraficaForm mode="edit" member={member} seasonId={2} onClose={() => undefined} onSaved={() => undefined} />);
    const bar = screen.getByRole('button', { name: 'Salva Tesserato' }).parentElement!;
    const style = getComputedStyle(bar);
    expect(style.position).toBe('sticky');
    expect(Number(style.zIndex)).toBeGreaterThan(1);
    expect(style.backgroundColor).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))?$/);
  });
});
