// Spec 2 §6, abilities drive what is shown: the member screen's writes ('Modifica', the certificate's
// expiry, the Tessere buttons, the documents' upload) are hidden from an administrator who may only read
// members (each route answers 403 'Non hai i permessi per questa operazione'), and stay for the users
// who hold the routes' abilities: a club user and a full administrator.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { AnagraficaShow } from './AnagraficaShow';
import '../tesseramenti/mounts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  session.update({ userType: null, abilities: [], profile: null, userData: null });
});

const READ_ONLY = ['anagrafica:read', 'contabilitatesserati:read', 'economicssocieta:read', 'contabilitasocieta:read', 'trasferimentirichiesti:read', 'utenti:read', 'stagioni:read'];
const SEGRETERIA = [
  'economicssocieta:write',
  'contabilitasocieta:read',
  'trasferimentirichiesti:read',
  'anagrafica:write',
  'trasferimenti:write',
  'contabilitatesserati:read',
  'reports:read',
  'causali:read',
];
const CLUB = ['economicssocieta:write', 'contabilitasocieta:read', 'trasferimentirichiesti:write', 'anagrafica:write'];

// A manager who is an athlete of club 7 this season (the server lets the viewer change the member: permessi.modifica).
const member = {
  id: 1,
  versione: 1,
  cognome: 'Bianchi',
  nome: 'Luca',
  matricola: '100001',
  sesso: 'M',
  data_nascita: '1990-01-01',
  cittadinanza: 'Italiana',
  nazionalita_sportiva: 'Italiana',
  agonista: true,
  allenatore: false,
  arbitro: false,
  dirigente: true,
  data_scadenza_certificato: '2027-01-01',
  societa: [],
  anagrafica_ruolo: [
    { id: 40, ruolo: 'Atleta', famiglia: 'Atleta', societa_id: 7, societa_nome: 'Pallamano Demo', approvato: true, rifiutato: false, prestito: false, data_inizio: '2026-07-01', data_fine: null },
  ],
  synch: null,
  permessi: { modifica: true, completo: true, mio: true },
};

function open(userType: string, abilities: string[]) {
  session.update({
    token: '1|a',
    userType,
    abilities,
    userData: userType === 'societa' ? { id: 7, nome: 'Pallamano Demo' } : null,
    season: { id: 2, nome: '2026/2027', data_inizio: '2026-07-01' },
  } as never);
  server.use(
    http.get('*/api/anagrafica/1', () => HttpResponse.json(member)),
    http.get('*/api/anagrafica/1/modulo', () => HttpResponse.json({ data: [] })),
    http.get('*/api/tessera/anagarfica/1', () => HttpResponse.json({ data: [] })),
    http.get('*/api/documento/anagrafica/1', () => HttpResponse.json({ data: [] })),
    http.get('*/api/getTipoDocumento', () => HttpResponse.json({ data: [] })),
  );
  renderWithAdmin(<AnagraficaShow id={1} seasonId={2} />);
}

const TESSERE_WRITES = ['Gestisci Trasferimenti', 'Tesseramenti', 'Gestisci Dirigente', 'Seconda Licenza'];

async function writesShown() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Bianchi Luca' });
  const shown: string[] = [];
  if (screen.queryByRole('button', { name: 'Modifica' })) shown.push('Modifica');
  if (screen.queryByRole('button', { name: 'Modifica scadenza certificato' })) shown.push('certificato');
  await user.click(screen.getByRole('tab', { name: 'Tessere' }));
  // The cards read (none): the tab's buttons are drawn with them.
  await screen.findByText('Dati non presenti');
  for (const name of TESSERE_WRITES) if (screen.queryByRole('button', { name })) shown.push(name);
  await user.click(screen.getByRole('tab', { name: 'Documenti' }));
  const panel = await screen.findByTestId('document-panel');
  await within(panel).findByText('Dati non presenti');
  if (within(panel).queryByRole('button', { name: /Carica/ })) shown.push('Carica');
  return shown;
}

describe('member screen writes and the abilities', () => {
  it('are all hidden from an administrator with read-only abilities', async () => {
    open('admin', READ_ONLY);
    expect(await writesShown()).toEqual([]);
  });

  it('stay for an administrator holding the members and clubs writes', async () => {
    open('admin', SEGRETERIA);
    expect(await writesShown()).toEqual(['Modifica', 'certificato', ...TESSERE_WRITES, 'Carica']);
  });

  it('stay for a club user (the second licence is the club own athlete’s: none to give here)', async () => {
    open('societa', CLUB);
    expect(await writesShown()).toEqual(['Modifica', 'certificato', 'Gestisci Trasferimenti', 'Tesseramenti', 'Gestisci Dirigente', 'Carica']);
  });
});
