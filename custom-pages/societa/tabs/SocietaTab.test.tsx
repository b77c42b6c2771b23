// The club screen's Societa tab (spec 2 §2.1, §3) against a mocked API (msw): the legal representative's
// details in view and edit mode, and the system admin's indicator rows with 'Dettagli'.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { link, societa } from '../testFixtures';
import { SocietaForm } from './SocietaForm';
import { SocietaView } from './SocietaView';
import { GemellaggiPanel } from './GemellaggiPanel';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [] });
});

/** The value of the view's row named `label`. */
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Societa tab, view mode', () => {
  it("shows the legal representative's sex, phone and fax beside the other details", async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: ['economicssocieta:read'] });
    renderWithAdmin(<SocietaView societa={societa()} />);
    expect(await screen.findByText('Sesso Rap. Legale', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Sesso Rap. Legale')).toHaveTextContent('F');
    expect(row('Legale Rappresentante - Telefono')).toHaveTextContent('06 333');
    expect(row('Legale Rappresentante - Cellulare')).toHaveTextContent('333 444');
    expect(row('Legale Rappresentante - Fax')).toHaveTextContent('06 555');
    // The club's own fax stays its own row.
    expect(row('Fax')).toHaveTextContent('06 222');
    // Only system admins see the indicator rows.
    expect(screen.queryByRole('button', { name: /^Dettagli/ })).toBeNull();
  });

  it("a system admin gets 'Dettagli' on all three indicators; the twinned one opens the club's twinning links", async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    server.use(
      http.get('*/api/synch', ({ request }) =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              type: new URL(request.url).searchParams.get('type'),
              codice: 'RM001',
              persona: null,
              allineato: true,
              allineato_coni: true,
              data_allineamento: null,
              errore: null,
              stagione_affiliazione_id: 2,
            },
          ],
          total: 1,
          allineato: true,
        }),
      ),
      http.post('*/api/societa/gemellaggi/11/approve', () => HttpResponse.json({ error: false, message: 'Gemellaggio approvato' })),
    );
    renderWithAdmin(<SocietaView societa={societa({ gemellata: true, gemellaggio_parent: [link(10, true), link(11, false)] })} onChanged={onChanged} />);
    expect(screen.getByRole('button', { name: 'Dettagli Gemellata' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dettagli Allineata Registro Sport e Salute' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dettagli Gemellata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gemellaggi' });
    const table = within(dialog).getByRole('table', { name: 'Gemellaggi' });
    const cells = (i: number) =>
      within(within(table).getAllByRole('row')[i])
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1).slice(0, 5)).toEqual(['Pallamano Demo', 'Handball Nord', 'M', 'Si', 'No']);
    expect(cells(2).slice(0, 5)).toEqual(['Pallamano Demo', 'Handball Nord', 'M', 'No', 'No']);
    // The pending link can be decided from here too; the screen is told to reload.
    await user.click(within(dialog).getByRole('button', { name: 'Approva' }));
    await user.click(await screen.findByRole('button', { name: 'SI' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    // (the twinning dialog is inert until the confirmation has gone)
    await user.click(await within(dialog).findByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gemellaggi' })).toBeNull());

    // The alignment rows still open the sync status table.
    await user.click(screen.getByRole('button', { name: 'Dettagli Allineata CONI' }));
    const sync = await screen.findByRole('dialog', { name: 'Stato allineamento' });
    expect(await within(sync).findByRole('cell', { name: 'RM001' })).toBeInTheDocument();
  });

  it("a club never twinned gets 'Nessun gemellaggio' from the twinned row's 'Dettagli'", async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const user = userEvent.setup();
    renderWithAdmin(<SocietaView societa={societa()} />);
    await user.click(screen.getByRole('button', { name: 'Dettagli Gemellata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gemellaggi' });
    expect(within(dialog).getByText('Nessun gemellaggio')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});

describe('Societa tab, Gemellaggi panel', () => {
  it("lets a pending link's 'Approva' and 'Rifiuta' wrap under each other: side by side, 'Rifiuta' sat past the table's edge beside the club list", async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    renderWithAdmin(<GemellaggiPanel societa={societa({ gemellata: true, gemellaggio_parent: [link(11, false)] })} onChanged={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Gemellaggi' });
    const reject = within(table).getByRole('button', { name: 'Rifiuta' });
    const actions = reject.parentElement!;
    expect(actions).toContainElement(within(table).getByRole('button', { name: 'Approva' }));
    expect(actions).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(reject.closest('td')).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });
});

describe('Societa tab, edit mode', () => {
  it("edits the legal representative's fax and sends it as rappresentante_fax", async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    let body: Record<string, unknown> | undefined;
    const empty = () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 });
    server.use(
      http.get('*/api/comitato', empty),
      http.get('*/api/disciplina', empty),
      http.get('*/api/provincia', empty),
      http.put('*/api/societa/7', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ error: false, message: 'I dati sono stati salvati correttamente', id: 7 });
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<SocietaForm societa={societa()} onClose={() => undefined} onSaved={onSaved} />);
    // The club's fax, then the representative's (in the representative's section).
    const [clubFax, fax] = await screen.findAllByRole('textbox', { name: 'Fax' });
    expect(clubFax).toHaveValue('06 222');
    expect(fax).toHaveValue('06 555');
    await user.clear(fax);
    await user.type(fax, '06 999');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    expect(body).toMatchObject({ fax: '06 222', rappresentante_fax: '06 999', rappresentante_telefono: '06 333', rappresentante_sesso: 'F' });
  });
});
