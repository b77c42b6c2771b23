// The member screen's second licence and registration deadline actions against a mocked API (msw).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session, type SessionState } from '../../src/lib';
import type { MemberDialogProps } from '../anagrafica';
import { athleteClubs, canGiveLicence, canRaiseDeadline, ModificaVincolo, SecondaLicenza } from './MemberLicenceActions';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const ok = { error: false, message: 'Dati salvati con successo', carrello_details: { carrello_id: 1, partite_contabili: [] } };
const ruolo = (societa_id: number, societa_nome: string) => ({
  id: societa_id * 10,
  ruolo: 'Atleta',
  famiglia: 'Atleta',
  societa_id,
  societa_nome,
  approvato: true,
  rifiutato: false,
  data_inizio: '2026-09-01',
  tipologia_tesseramento: null,
  tipologia_codice: null,
  data_fine: null as string | null,
  prestito: false,
});
const member = { id: 5, cittadinanza: 'Italiana', anagrafica_ruolo: [ruolo(7, 'Pallamano Demo')] } as unknown as MemberDialogProps['member'];
const as = (userType: string, userData: Record<string, unknown> | null = null) => ({ userType, userData }) as unknown as SessionState;

describe('who is offered the actions', () => {
  it('only a system administrator raises the registration deadline', () => {
    expect(canRaiseDeadline(as('sysadmin'))).toBe(true);
    expect(canRaiseDeadline(as('admin'))).toBe(false);
    expect(canRaiseDeadline(as('societa', { id: 9 }))).toBe(false);
  });

  it('a club gives a second licence to an athlete of another club, not to its own', () => {
    expect(canGiveLicence(as('societa', { id: 9, nome: 'Altra' }), member)).toBe(true);
    expect(canGiveLicence(as('societa', { id: 7, nome: 'Pallamano Demo' }), member)).toBe(false);
    expect(canGiveLicence(as('admin'), member)).toBe(true);
    expect(canGiveLicence(as('anagrafica', { id: 5 }), member)).toBe(false);
  });
});

describe("the athlete's clubs a second licence comes from", () => {
  it('after a transfer: the new club first, the former one gone once its registration has ended; loans are not clubs', () => {
    const former = { ...ruolo(7, 'Pallamano Demo'), data_fine: '2026-11-26' };
    const current = { ...ruolo(8, 'Pallamano Ferrara'), data_inizio: '2026-11-26' };
    const loan = { ...ruolo(9, 'Gemellata'), prestito: true };
    const m = { ...member, anagrafica_ruolo: [former, current, loan] } as unknown as MemberDialogProps['member'];
    expect(athleteClubs(m, null, '2026-11-26').map((c) => c.nome)).toEqual(['Pallamano Ferrara', 'Pallamano Demo']);
    expect(athleteClubs(m, null, '2026-11-27').map((c) => c.nome)).toEqual(['Pallamano Ferrara']);
  });
});

describe('second licence from the member screen', () => {
  it('an administrator picks the club giving the licence, then its series; Salva sends both clubs', async () => {
    session.update({ token: '1|a', userType: 'admin', userData: null, season: { id: 2, nome: '2026/2027' } });
    let body: any;
    server.use(
      http.get('*/api/societa/lookup', () => HttpResponse.json({ data: [{ id: 12, nome: 'Pallamano Roma', codice_affiliazione: 'RM001' }], current_page: 1, last_page: 1, total: 1 })),
      http.get('*/api/societa/12/serie', () => HttpResponse.json({ data: [{ id: 3, nome: 'Serie B Maschile', sesso: 'M' }] })),
      http.post('*/api/societa/12/prestitolicenza', async ({ request }) => ((body = await request.json()), HttpResponse.json(ok))),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<SecondaLicenza open onClose={() => undefined} onDone={onDone} member={member} seasonId={2} />);
    await user.type(await screen.findByRole('combobox', { name: 'Società che rilascia la licenza' }), 'Pall');
    await user.click(await screen.findByRole('option', { name: 'Pallamano Roma (RM001)' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seconda Licenza' });
    expect(within(dialog).getByRole('combobox', { name: 'Società di appartenenza' })).toHaveTextContent('Pallamano Demo');
    await user.click(await within(dialog).findByLabelText('Serie B Maschile'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(body).toEqual({ serie: [3], anagrafica_id: 5, societa_to: 12, societa_from: 7 });
  });
});

describe('registration deadline from the member screen', () => {
  it('the system administrator picks the paid registration and the new date', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', userData: null, season: { id: 2, nome: '2026/2027' } });
    let body: any;
    let asked: Record<string, string> = {};
    server.use(
      http.get('*/api/partitacontabile/anagrafica/5', ({ request }) => {
        asked = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({
          data: [
            { id: 21, codice: 'Tesseramento Atleta', descrizione: 'Atleta Campionati Nazionali', data_registrazione: '2026-09-01', approvata: 1, anagrafica_ruolo_id: 70 },
            { id: 22, codice: 'Storno', descrizione: 'Storno', data_registrazione: '2026-09-02', approvata: 1, anagrafica_ruolo_id: null },
          ],
          current_page: 1,
          last_page: 1,
          total: 2,
        });
      }),
      http.post('*/api/anagrafica/5/societa/modificavincolo', async ({ request }) => ((body = await request.json()), HttpResponse.json({ error: false, message: 'Dati salvati con successo' }))),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<ModificaVincolo open onClose={() => undefined} onDone={onDone} member={member} seasonId={2} />);
    await user.click(await screen.findByRole('combobox', { name: 'Tesseramento' }));
    expect(screen.queryByRole('option', { name: /Storno/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Atleta Campionati Nazionali – 01-09-2026' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await user.type(await screen.findByLabelText(/^Nuova scadenza/), '30/06/2028');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(body).toEqual({ anagrafica_id: 5, partitacontabile_id: 21, data_rinnovo: '30/06/2028' });
    // The approved entries, all of them: the server filters, and a person's fit in the largest page.
    expect(asked).toMatchObject({ stato: 'approvata', paginate: '1000' });
  });
});
