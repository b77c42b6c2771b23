// The club screen's list (spec 2 §2.1) against a mocked API (msw): 'Ricerca avanzata' is a visible,
// named button beside 'Aggiungi' and 'Esporta', and its filters reach the list call.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { SocietaList } from './SocietaList';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [] });
});

describe('club list toolbar', () => {
  it("shows 'Ricerca avanzata' as a text button next to 'Aggiungi' and 'Esporta'; its filters go to the list call", async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const flags: (string | null)[] = [];
    server.use(
      http.get('*/api/societa', ({ request }) => {
        flags.push(new URL(request.url).searchParams.get('flag'));
        return HttpResponse.json({ data: [{ id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'RM001', persona_fisica: false }], current_page: 1, last_page: 1, total: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<SocietaList selectedId={null} onSelect={vi.fn()} onAdd={vi.fn()} canAdd />);
    expect(await screen.findByText('Pallamano Demo')).toBeInTheDocument();

    const advanced = screen.getByRole('button', { name: 'Ricerca avanzata' });
    // Its name is its visible text, not a tooltip's.
    expect(advanced).toHaveTextContent('Ricerca avanzata');
    expect(advanced).not.toHaveAttribute('aria-label');
    // One toolbar (it wraps on a phone) holds the three buttons.
    const toolbar = advanced.parentElement!;
    expect(within(toolbar).getByRole('button', { name: 'Aggiungi' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Esporta' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('status')).toHaveTextContent('1 record');

    await user.click(advanced);
    const dialog = await screen.findByRole('dialog', { name: 'Ricerca avanzata' });
    await user.click(within(dialog).getByRole('switch', { name: 'Affiliate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => expect(flags.at(-1)).toBe('affiliate'));
  });

  it("says 'Caricamento in corso...' until the first answer, not '0 record'", async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/societa', async () => {
        await answered;
        return HttpResponse.json({ data: [{ id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'RM001', persona_fisica: false }], current_page: 1, last_page: 1, total: 1 });
      }),
    );
    renderWithAdmin(<SocietaList selectedId={null} onSelect={vi.fn()} onAdd={vi.fn()} canAdd />);
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento in corso...');
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 record'));
  });

  it("a user who may not add clubs gets 'Esporta' and 'Ricerca avanzata' only", async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read'] });
    server.use(http.get('*/api/societa', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })));
    renderWithAdmin(<SocietaList selectedId={null} onSelect={vi.fn()} onAdd={vi.fn()} canAdd={false} />);
    expect(await screen.findByText('Nessuna società trovata')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Esporta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ricerca avanzata' })).toHaveTextContent('Ricerca avanzata');
  });
});

describe('club list by keyboard', () => {
  const club = (id: number, nome: string) => ({ id, nome, codice_affiliazione: `RM${id}`, persona_fisica: false });
  /** Two pages: Alfa, Beta, Gamma, then Delta. */
  const pages = () =>
    server.use(
      http.get('*/api/societa', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ data: [club(4, 'Delta')], current_page: 2, last_page: 2, total: 4 })
          : HttpResponse.json({ data: [club(1, 'Alfa'), club(2, 'Beta'), club(3, 'Gamma')], current_page: 1, last_page: 2, total: 4 }),
      ),
    );
  const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

  it('is one Tab stop (the selected club); the arrows, Home and End move inside it, Down on the last loads the next page, Enter opens', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    pages();
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <SocietaList selectedId={2} onSelect={onSelect} onAdd={vi.fn()} canAdd />
        <button type="button">Modifica</button>
      </>,
    );
    await screen.findByText('Gamma');
    screen.getByRole('button', { name: 'Ricerca avanzata' }).focus();
    await user.tab();
    expect(item('Beta')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Modifica' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(item('Beta')).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(item('Alfa')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Gamma')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Alfa')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(item('Delta')).toHaveFocus());
    // Still one stop, now where the user left it.
    expect(screen.getAllByRole('button').filter((b) => b.closest('.MuiList-root') && b.tabIndex === 0)).toEqual([item('Delta')]);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(4);
  });
});

describe('clubs list: a failed read', () => {
  it("says the failure with 'Riprova' instead of 'Nessuna società trovata'", async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read'] });
    let fail = true;
    server.use(
      http.get('*/api/societa', () =>
        fail
          ? HttpResponse.json({ error: true, message: 'Si è verificato un errore' }, { status: 403 })
          : HttpResponse.json({ data: [{ id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'RM001', persona_fisica: false }], current_page: 1, last_page: 1, total: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderWithAdmin(<SocietaList selectedId={null} onSelect={vi.fn()} onAdd={vi.fn()} canAdd={false} />);
    expect(await screen.findByText('Si è verificato un errore')).toBeInTheDocument();
    expect(screen.queryByText('Nessuna società trovata')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(/Pallamano Demo/)).toBeInTheDocument();
    expect(screen.queryByText('Si è verificato un errore')).toBeNull();
  });
});
