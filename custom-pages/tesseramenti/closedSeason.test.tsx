// The member screen's registration buttons in a season that has ended (QA): the registration and
// transfer dialogs save in the header's season, which the server refuses ('La stagione selezionata è
// conclusa'), so the buttons show disabled with that reason instead of opening a dialog for nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import type { AnagraficaDetail } from '../anagrafica/api';
import { MemberActions } from '../anagrafica/tabs/MemberActions';
import './mounts';

const REASON = 'La stagione selezionata è conclusa: non è possibile tesserare';
const athlete = {
  id: 7,
  cognome: 'Rossi',
  nome: 'Marco',
  cittadinanza: 'Italiana',
  agonista: true,
  allenatore: false,
  arbitro: false,
  dirigente: false,
  anagrafica_ruolo: [],
  permessi: { modifica: true, completo: true, mio: false },
} as unknown as AnagraficaDetail;

const signIn = (season: { id: number; nome: string; data_inizio: string; data_fine: string }) =>
  session.update({
    token: '1|a',
    userType: 'societa',
    userData: { id: 3, nome: 'Demo' },
    abilities: ['economicssocieta:write', 'anagrafica:write', 'trasferimentirichiesti:write', 'contabilitasocieta:read'],
    season,
  } as never);

afterEach(() => session.update({ token: null, userType: null, userData: null, season: null } as never));

describe('registration buttons of the Tessere tab', () => {
  it('in a season that has ended are disabled, with the reason shown and tied to them', async () => {
    signIn({ id: 1, nome: '2019/2020', data_inizio: '2019-07-01', data_fine: '2020-06-30' });
    renderWithAdmin(<MemberActions tab="tessere" member={athlete} seasonId={1} />);
    const reason = await screen.findByText(REASON);
    for (const name of ['Gestisci Trasferimenti', 'Tesseramenti']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(REASON);
    }
    expect(reason).toBeVisible();
  });

  it('in a season that runs are enabled, with no reason', async () => {
    signIn({ id: 2, nome: '2020/2099', data_inizio: '2020-07-01', data_fine: '2099-06-30' });
    renderWithAdmin(<MemberActions tab="tessere" member={athlete} seasonId={2} />);
    expect(await screen.findByRole('button', { name: 'Tesseramenti' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Gestisci Trasferimenti' })).toBeEnabled();
    expect(screen.queryByText(REASON)).toBeNull();
  });
});
