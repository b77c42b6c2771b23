// 'Nuovo Tesseramento Arbitro/Tecnico' offers a card only when its save would be taken (the server's
// GET anagrafica/{id}/tesseretecniche, the rule of POST/PUT anagrafica/{id}/tessera…): a referee holding
// this season's card was offered 'Rinnova Tessera Arbitro', which Salva refused ('Il tesserato ha già
// un tesseramento attivo per questo ruolo nella stagione').
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import type { CardOffers } from '../../resources/contracts/tesseramenti';
import type { AnagraficaDetail } from '../anagrafica/api';
import { MemberActions } from '../anagrafica/tabs/MemberActions';
import './mounts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ token: null, userType: null, userData: null, season: null } as never);
});

const BUTTON = 'Nuovo Tesseramento Arbitro/Tecnico';
const both = {
  id: 1,
  cognome: 'Bianchi',
  nome: 'Luca',
  cittadinanza: 'Italiana',
  agonista: true,
  allenatore: true,
  arbitro: true,
  dirigente: false,
  tipologia_tesseramento_id: 18,
  allenatore_tipologia_tesseramento_id: 14,
  anagrafica_ruolo: [],
  permessi: { modifica: true, completo: true, mio: true },
} as unknown as AnagraficaDetail;

function render(offers: CardOffers, member = both) {
  session.update({
    token: '1|a',
    userType: 'anagrafica',
    userData: { id: 1 },
    abilities: ['anagrafica:read', 'anagrafica:write'],
    season: { id: 2, nome: '2026/2027', data_inizio: '2026-07-01', data_fine: '2099-06-30' },
  } as never);
  let asked = 0;
  server.use(
    http.get('*/api/anagrafica/1/tesseretecniche', () => {
      asked += 1;
      return HttpResponse.json(offers);
    }),
    http.get('*/api/tipologiatesseramento', () => HttpResponse.json({ data: [{ id: 14, nome: 'Allenatore Regionale', importo: 50, moduli: [] }] })),
  );
  renderWithAdmin(<MemberActions tab="tessere" member={member} seasonId={2} />);
  return { asked: () => asked };
}

describe("'Nuovo Tesseramento Arbitro/Tecnico'", () => {
  it("is not offered when both of the season's cards are held already", async () => {
    const r = render({ arbitro: { offerta: false, rinnovo: true }, allenatore: { offerta: false, rinnovo: true } });
    await screen.findByRole('button', { name: 'Tesseramenti' });
    await waitFor(() => expect(r.asked()).toBeGreaterThan(0));
    // Once the server has answered, the button stays away.
    await waitFor(() => expect(screen.queryByRole('button', { name: BUTTON })).toBeNull());
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it("offers only the card not held: 'Rinnova Tessera Allenatore', not the referee's", async () => {
    render({ arbitro: { offerta: false, rinnovo: true }, allenatore: { offerta: true, rinnovo: true } });
    await userEvent.click(await screen.findByRole('button', { name: BUTTON }));
    // One card left: its dialog opens at once, titled as a renewal.
    expect(await screen.findByRole('dialog', { name: 'Rinnova Tessera Allenatore' })).toBeInTheDocument();
    expect(screen.queryByText('Rinnova Tessera Arbitro')).toBeNull();
  });

  it('lets a person who may ask both pick one, creating or renewing as the server says', async () => {
    render({ arbitro: { offerta: true, rinnovo: false }, allenatore: { offerta: true, rinnovo: true } });
    await userEvent.click(await screen.findByRole('button', { name: BUTTON }));
    const chooser = await screen.findByRole('dialog', { name: BUTTON });
    expect(within(chooser).getByRole('button', { name: 'Crea Tessera Arbitro' })).toBeInTheDocument();
    expect(within(chooser).getByRole('button', { name: 'Rinnova Tessera Allenatore' })).toBeInTheDocument();
  });
});
