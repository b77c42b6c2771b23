// The member screen's registration buttons (spec 2 §4, §6): none for a season that has not started;
// the referee/coach card for the person or an administrator, never for a club (the server refuses it).
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../src/lib';
import type { MemberDialogProps } from '../anagrafica';
import { memberActions } from '../anagrafica/mounts';
import { convertibleClub, registrationOpen } from './mounts';

type Member = MemberDialogProps['member'];
const coach = { id: 5, allenatore: true, arbitro: false, agonista: true, dirigente: false, anagrafica_ruolo: [] } as unknown as Member;
// What a club or a person holds (their write on members and clubs): every button's route allows them.
const WRITER = ['anagrafica:write', 'economicssocieta:write'];
const keys = (abilities: readonly string[] = WRITER) => memberActions('tessere', coach, abilities).map((a) => a.key);

afterEach(() => session.update({ token: null, userType: null, season: null } as never));

describe('registration buttons of the Tessere tab', () => {
  it('are offered in a started season and not in a season still to come', () => {
    expect(registrationOpen({ id: 1, nome: '2026/2027', data_inizio: '2026-07-01' }, '2026-11-25')).toBe(true);
    expect(registrationOpen({ id: 2, nome: '2027/2028', data_inizio: '2027-07-01' }, '2026-11-25')).toBe(false);
    session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2099/2100', data_inizio: '2099-07-01' } } as never);
    expect(keys()).not.toContain('trasferimenti');
    expect(keys()).not.toContain('tesseramenti');
    session.update({ season: { id: 1, nome: '2026/2027', data_inizio: '2026-07-01' } } as never);
    expect(keys()).toEqual(expect.arrayContaining(['trasferimenti', 'tesseramenti']));
  });

  it('offer the coach card to the person, not to a club', () => {
    session.update({ token: '1|a', userType: 'societa', season: { id: 1, nome: '2026/2027', data_inizio: '2026-07-01' } } as never);
    expect(keys()).not.toContain('nuovo_tesseramento_tecnico');
    session.update({ userType: 'anagrafica' } as never);
    expect(keys()).toContain('nuovo_tesseramento_tecnico');
  });
});

describe('the buttons follow the abilities their routes ask (spec 2 §6)', () => {
  const season = { id: 1, nome: '2026/2027', data_inizio: '2026-07-01' };
  const athlete = {
    ...coach,
    agonista: false,
    dirigente: true,
    anagrafica_ruolo: [
      { id: 40, ruolo: 'Atleta Non Agonista', famiglia: 'Atleta', societa_id: 7, societa_nome: 'Demo', approvato: true, rifiutato: false, prestito: false, data_inizio: '2026-07-01', data_fine: null },
    ],
  } as unknown as Member;
  const offered = (abilities: readonly string[]) => memberActions('tessere', athlete, abilities).map((a) => a.key);

  it('offers an administrator with only read abilities none of them', () => {
    session.update({ token: '1|a', userType: 'admin', userData: null, season } as never);
    const readOnly = ['anagrafica:read', 'contabilitatesserati:read', 'economicssocieta:read', 'contabilitasocieta:read', 'trasferimentirichiesti:read', 'utenti:read', 'stagioni:read'];
    expect(offered(readOnly)).toEqual([]);
    expect(memberActions('moduli', athlete, readOnly)).toEqual([]);
  });

  it('offers each to the abilities its route takes: registrations with either write, the second licence with the club write, the deadline with the member write', () => {
    session.update({ token: '1|a', userType: 'sysadmin', userData: null, season } as never);
    expect(offered(['sysadmin:all'])).toEqual(['converti_agonista', 'nuovo_tesseramento_tecnico', 'trasferimenti', 'seconda_licenza', 'tesseramenti', 'gestisci_dirigente', 'modifica_vincolo']);
    expect(offered(['anagrafica:write'])).toEqual(['converti_agonista', 'nuovo_tesseramento_tecnico', 'trasferimenti', 'tesseramenti', 'gestisci_dirigente', 'modifica_vincolo']);
    expect(offered(['economicssocieta:write'])).toEqual(['converti_agonista', 'nuovo_tesseramento_tecnico', 'trasferimenti', 'seconda_licenza', 'tesseramenti', 'gestisci_dirigente']);
  });
});

describe("'Converti in Agonista'", () => {
  const season = { id: 1, nome: '2026/2027', data_inizio: '2026-07-01' };
  const ana = { id: 40, ruolo: 'Atleta Non Agonista', famiglia: 'Atleta', societa_id: 7, rifiutato: false, prestito: false, data_fine: null };
  const nonCompetitive = { ...coach, allenatore: false, agonista: false, anagrafica_ruolo: [ana] } as unknown as Member;
  const offered = (m: Member) => memberActions('tessere', m, WRITER).some((a) => a.key === 'converti_agonista');

  it('is offered for a running non-competitive registration: to its club and to the federation, with that club', () => {
    session.update({ token: '1|a', userType: 'societa', userData: { id: 7, nome: 'Pallamano Demo' }, season } as never);
    expect(offered(nonCompetitive)).toBe(true);
    expect(convertibleClub(nonCompetitive)).toBe(7);
    session.update({ userType: 'admin', userData: null } as never);
    expect(convertibleClub(nonCompetitive)).toBe(7);
    session.update({ userType: 'societa', userData: { id: 8, nome: 'Altra' } } as never);
    expect(offered(nonCompetitive)).toBe(false);
    session.update({ userType: 'anagrafica', userData: null } as never);
    expect(offered(nonCompetitive)).toBe(false);
  });

  it('is not offered to a competitive member, nor for an ended, refused or loan registration', () => {
    session.update({ token: '1|a', userType: 'admin', season } as never);
    expect(offered({ ...nonCompetitive, agonista: true } as Member)).toBe(false);
    for (const changed of [{ data_fine: '2000-01-01' }, { rifiutato: true }, { prestito: true }, { ruolo: 'Atleta' }]) {
      expect(offered({ ...nonCompetitive, anagrafica_ruolo: [{ ...ana, ...changed }] } as unknown as Member)).toBe(false);
    }
  });
});
