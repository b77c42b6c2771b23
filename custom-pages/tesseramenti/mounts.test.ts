// The member screen's registration buttons (spec 2 §4, §6): none for a season that has not started;
// the referee/coach card for the person or an administrator, never for a club (the server refuses it).
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../src/lib';
import type { MemberDialogProps } from '../anagrafica';
import { memberActions } from '../anagrafica/mounts';
import { registrationOpen } from './mounts';

type Member = MemberDialogProps['member'];
const coach = { id: 5, allenatore: true, arbitro: false, agonista: true, dirigente: false, anagrafica_ruolo: [] } as unknown as Member;
const keys = () => memberActions('tessere', coach).map((a) => a.key);

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
