import { describe, expect, it } from 'vitest';
import {
  athleteClub,
  approvalStep,
  BREACH,
  buyWithoutMoneyAllowed,
  canRegister,
  dateInSeason,
  durationFor,
  hasApprovedAthleteRegistration,
  isUnder,
  loanBreach,
  operationAmount,
  renewalWindowOpen,
  seasonBreach,
  seasonChoices,
  selectModule,
  serieRequired,
  transferActions,
  transferRefusal,
  transferLimitReached,
  typeFitsAge,
  type AthleteRoleFacts,
  type SeasonFacts,
} from './rules.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';

const season: SeasonFacts = {
  id: 2,
  data_inizio: '2026-07-01',
  data_fine: '2027-06-30',
  data_inizio_rinnovi: '2026-07-01',
  data_fine_rinnovi: '2026-12-31',
  data_ultima_revoca_prestiti: '2027-01-31',
  anno_under: 2010,
  anno_over: 2011,
  max_numero_trasferimenti: 0,
  gemellaggio_data_nascita_iniziale: '2004-01-01',
  gemellaggio_data_nascita_finale: '2012-12-31',
};
const prev = { id: 1, data_inizio: '2025-07-01' };

const role = (o: Partial<AthleteRoleFacts>): AthleteRoleFacts => ({
  societa_id: 10,
  stagione_id: 2,
  stagione_inizio: '2026-07-01',
  data_inizio: '2026-08-01',
  data_fine: null,
  approvato: true,
  prestito: false,
  durata: 'definitiva',
  ...o,
});

describe('seasons', () => {
  it('a season that starts in the future cannot register', () => {
    expect(canRegister(season, '2026-06-30')).toBe(false);
    expect(canRegister(season, '2026-07-01')).toBe(true);
  });
  it('a season registers from its first day to its last: not before (not started), not after (ended)', () => {
    expect(seasonBreach(season, '2026-06-30')).toBe(BREACH.stagioneFutura);
    expect(seasonBreach(season, '2026-07-01')).toBeNull();
    expect(seasonBreach(season, '2027-06-30')).toBeNull();
    expect(seasonBreach(season, '2027-07-01')).toBe(BREACH.stagioneConclusa);
  });
  it("a registration's date lies within its season, both days included", () => {
    expect(dateInSeason('2026-06-30', season)).toBe(false);
    expect(dateInSeason('2026-07-01', season)).toBe(true);
    expect(dateInSeason('2027-06-30', season)).toBe(true);
    expect(dateInSeason('2031-01-01', season)).toBe(false);
  });
  it('renewals only inside the renewal window, both days included', () => {
    expect(renewalWindowOpen(season, '2026-06-30')).toBe(false);
    expect(renewalWindowOpen(season, '2026-07-01')).toBe(true);
    expect(renewalWindowOpen(season, '2026-12-31')).toBe(true);
    expect(renewalWindowOpen(season, '2027-01-01')).toBe(false);
    expect(renewalWindowOpen({ data_inizio_rinnovi: null, data_fine_rinnovi: null }, '2026-08-01')).toBe(false);
  });
});

describe('module selection', () => {
  const it1 = { id: 1, attributo: null };
  const st1 = { id: 2, attributo: 'STRANIERO' };
  it('a type with one module uses it, whatever the citizenship', () => {
    expect(selectModule([st1], 'Italiana')).toBe(st1);
    expect(selectModule([it1], 'Estera')).toBe(it1);
  });
  it('otherwise STRANIERO when the citizenship is not Italiana, else the Italian one', () => {
    expect(selectModule([it1, st1], 'Italiana')).toBe(it1);
    expect(selectModule([it1, st1], 'Europea')).toBe(st1);
    expect(selectModule([st1, it1], 'Estera')).toBe(st1);
    expect(selectModule([], 'Italiana')).toBeNull();
  });
});

describe('amounts', () => {
  const fee = { importo_cents: 2500, importo_tesseramento_cents: 3000, importo_trasferimento_under_cents: 10000, importo_trasferimento_senior_cents: 30000 };
  it('under from anno_under on, senior before', () => {
    expect(isUnder('2010-01-01', season)).toBe(true);
    expect(isUnder('2009-12-31', season)).toBe(false);
  });
  it('transfers cost the under or the senior amount; first registration and renewal their own', () => {
    expect(operationAmount(fee, 'trasferimento', true)).toBe(10000);
    expect(operationAmount(fee, 'trasferimento', false)).toBe(30000);
    expect(operationAmount(fee, 'primo', false)).toBe(3000);
    expect(operationAmount(fee, 'rinnovo', false)).toBe(2500);
    expect(operationAmount(null, 'rinnovo', false)).toBe(0);
  });
});

describe('which club an athlete belongs to', () => {
  it('the approved role of the season', () => {
    expect(athleteClub([role({})], season, '2026-09-01')).toBe(10);
  });
  it('a definitive transfer moves the athlete: the newest live role wins, the ended one does not count', () => {
    const roles = [role({ data_fine: '2026-09-10' }), role({ societa_id: 20, data_inizio: '2026-09-10' })];
    expect(athleteClub(roles, season, '2026-09-11')).toBe(20);
  });
  it('an annual transfer returns at season end to the club of the definitive registration', () => {
    const roles = [
      role({ stagione_id: 1, stagione_inizio: prev.data_inizio, data_inizio: '2025-08-01', data_fine: '2025-10-01' }),
      role({ stagione_id: 1, stagione_inizio: prev.data_inizio, societa_id: 20, data_inizio: '2025-10-01', data_fine: '2026-06-30', durata: 'annuale' }),
    ];
    expect(athleteClub(roles, prev, '2026-01-01')).toBe(20);
    expect(athleteClub(roles, season, '2026-08-01')).toBe(10);
  });
  it('loans and pending registrations do not move the athlete', () => {
    expect(athleteClub([role({ prestito: true }), role({ societa_id: 30, approvato: false })], season, '2026-09-01')).toBeNull();
  });
});

describe('transfers', () => {
  it('max_numero_trasferimenti: 0 means no limit', () => {
    expect(transferLimitReached(5, 0)).toBe(false);
    expect(transferLimitReached(1, 1)).toBe(true);
    expect(transferLimitReached(0, 1)).toBe(false);
  });
  const t = { stato: 'in_attesa' as const, accettato_societa: null, societa_from_id: 10, societa_to_id: 20 };
  const admin = { admin: true, write: true } as const;
  const club = (societaId: number, write = true) => ({ admin: false, societaId, write }) as const;
  it('the athlete’s club accepts or refuses while its answer is pending; the requester cancels', () => {
    expect(transferActions(t, club(10))).toEqual({ can_approve: true, can_reject: true, can_cancel: false });
    expect(transferActions(t, club(20))).toEqual({ can_approve: false, can_reject: false, can_cancel: true });
    expect(transferActions(t, club(99))).toEqual({ can_approve: false, can_reject: false, can_cancel: false });
  });
  it('no club actions once the club accepted; admins while open', () => {
    const accepted = { ...t, accettato_societa: true };
    expect(transferActions(accepted, club(10))).toEqual({ can_approve: false, can_reject: false, can_cancel: false });
    expect(transferActions(accepted, admin)).toEqual({ can_approve: true, can_reject: true, can_cancel: false });
    expect(transferActions({ ...t, stato: 'approvata' }, admin).can_approve).toBe(false);
  });
  it('without the Write flag of the transfer screens nothing is offered, admin or club (the routes answer 403)', () => {
    const none = { can_approve: false, can_reject: false, can_cancel: false };
    expect(transferActions(t, { admin: true, write: false })).toEqual(none);
    expect(transferActions(t, club(10, false))).toEqual(none);
    expect(transferActions(t, club(20, false))).toEqual(none);
    for (const action of ['approve', 'reject', 'cancel'] as const) expect(transferRefusal(t, club(10, false), action)).toBe('forbidden');
  });
  it('while a card payment of the entry runs, nothing that decides the entry: the club may still accept', () => {
    const paying = { ...t, pagamento_carta_in_corso: true };
    expect(transferActions(paying, admin)).toEqual({ can_approve: false, can_reject: false, can_cancel: false });
    expect(transferActions(paying, club(10))).toEqual({ can_approve: true, can_reject: false, can_cancel: false });
    expect(transferActions(paying, club(20))).toEqual({ can_approve: false, can_reject: false, can_cancel: false });
    expect(transferRefusal(paying, club(10), 'reject')).toBe(MESSAGGI.pagamentoCartaInCorso);
  });
  it('refusals: 403 for a side that never acts so, the state for one that no longer may', () => {
    expect(transferRefusal(t, club(20), 'approve')).toBe('forbidden');
    expect(transferRefusal(t, club(10), 'cancel')).toBe('forbidden');
    expect(transferRefusal(t, admin, 'cancel')).toBe('forbidden');
    const accepted = { ...t, accettato_societa: true };
    expect(transferRefusal(accepted, club(10), 'approve')).toBe(MESSAGGI.livelloGiaDeciso);
    expect(transferRefusal(accepted, club(10), 'reject')).toBe(MESSAGGI.livelloGiaDeciso);
    expect(transferRefusal(accepted, club(20), 'cancel')).toBe(MESSAGGI.nonAnnullabile);
    expect(transferRefusal(accepted, club(20), 'approve')).toBe('forbidden');
    for (const who of [admin, club(10)]) expect(transferRefusal({ ...t, stato: 'rifiutata' }, who, 'approve')).toBe(BREACH.giaDeciso);
    expect(transferRefusal({ ...t, stato: 'annullata' }, club(20), 'cancel')).toBe(BREACH.giaDeciso);
    expect(transferRefusal({ ...t, pagamento_bancario_in_corso: true }, club(20), 'cancel')).toBe(MESSAGGI.nonAnnullabilePagata);
  });
  it('approval: the athlete’s club accepts; an admin’s approval is final, answered by the club or not', () => {
    expect(approvalStep(admin)).toBe('final');
    expect(transferRefusal({ ...t, accettato_societa: true }, admin, 'approve')).toBeNull();
    expect(approvalStep(club(10))).toBe('accept');
  });
});

describe('loans', () => {
  const f = { twinApproved: true, dataNascita: '2008-05-01', today: '2026-09-01' };
  it('only between approved twins', () => {
    expect(loanBreach(season, f, true)).toBeNull();
    expect(loanBreach(season, { ...f, twinApproved: false }, true)).toBe(BREACH.nonGemellate);
  });
  it('within the birth-date window', () => {
    expect(loanBreach(season, { ...f, dataNascita: '2003-12-31' }, true)).toBe(BREACH.fuoriFasciaEta);
    expect(loanBreach(season, { ...f, dataNascita: '2013-01-01' }, true)).toBe(BREACH.fuoriFasciaEta);
    expect(loanBreach(season, { ...f, dataNascita: '2012-12-31' }, true)).toBeNull();
  });
  it('before data_ultima_revoca_prestiti (also second licences)', () => {
    expect(loanBreach(season, { ...f, today: '2027-02-01' }, true)).toBe(BREACH.revocaScaduta);
    expect(loanBreach(season, { ...f, today: '2027-02-01', twinApproved: false }, false)).toBe(BREACH.revocaScaduta);
    expect(loanBreach(season, { ...f, twinApproved: false }, false)).toBeNull();
  });
});

describe('dialog rules', () => {
  it('duration only for athletes with an approved athlete registration; otherwise definitive', () => {
    expect(durationFor('Atleta', 'annuale', true)).toBe('annuale');
    expect(durationFor('Atleta', undefined, true)).toBe('definitiva');
    expect(durationFor('Atleta', 'annuale', false)).toBe('definitiva');
    expect(durationFor('Dirigente', 'annuale', true)).toBe('definitiva');
    expect(durationFor('Dirigente', 'annuale', false)).toBe('definitiva');
  });
  it('an approved athlete registration: approved and not a loan, of any season', () => {
    expect(hasApprovedAthleteRegistration([])).toBe(false);
    expect(hasApprovedAthleteRegistration([role({ approvato: false })])).toBe(false);
    expect(hasApprovedAthleteRegistration([role({ prestito: true })])).toBe(false);
    expect(hasApprovedAthleteRegistration([role({ approvato: false }), role({ stagione_id: 1, stagione_inizio: '2025-07-01', data_fine: '2026-06-30' })])).toBe(true);
  });
  it('seasons choice up to the type maximum', () => {
    expect(seasonChoices(3).map((c) => c.name)).toEqual(['1 Stagione', '2 Stagioni', '3 Stagioni']);
  });
  it('series mandatory for AL; buy without money only for managers', () => {
    expect(serieRequired('AL')).toBe(true);
    expect(serieRequired('AS')).toBe(false);
    expect(buyWithoutMoneyAllowed('Dirigente')).toBe(true);
    expect(buyWithoutMoneyAllowed('Atleta')).toBe(false);
  });
});

describe('under types', () => {
  it('a type flagged is_under fits only the under of the season (born in anno_under or later); the others fit anyone', () => {
    expect(typeFitsAge({ is_under: true }, '2010-01-01', season)).toBe(true);
    expect(typeFitsAge({ is_under: true }, '2009-12-31', season)).toBe(false);
    expect(typeFitsAge({ is_under: false }, '1994-05-05', season)).toBe(true);
  });
});
