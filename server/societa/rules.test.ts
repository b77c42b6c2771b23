import { describe, expect, it } from 'vitest';
import { affiliationCode, affiliationRenewalPossible, affiliationState, isAligned, isTwinned, italianToday, mayRequestAffiliation, renewalsOpen } from './rules.ts';

const season = { data_inizio_rinnovi: '2026-07-01', data_fine_rinnovi: '2026-12-31', data_ultima_rinnovo_affiliazione: '2026-10-31' };
const entry = (over: Partial<{ approvata: boolean; rifiutata: boolean; stornata: boolean; stagione_id: number }> = {}) => ({
  approvata: false,
  rifiutata: false,
  stagione_id: 2,
  data_registrazione: '2026-07-10',
  ...over,
});

describe('renewal windows', () => {
  it('shows the Rinnovi tab only between the renewal start and end days, both included', () => {
    expect(renewalsOpen(season, '2026-06-30')).toBe(false);
    expect(renewalsOpen(season, '2026-07-01')).toBe(true);
    expect(renewalsOpen(season, '2026-12-31')).toBe(true);
    expect(renewalsOpen(season, '2027-01-01')).toBe(false);
    expect(renewalsOpen({ ...season, data_inizio_rinnovi: null }, '2026-08-01')).toBe(false);
  });

  it('counts the last affiliation-renewal day until its end', () => {
    expect(affiliationRenewalPossible(season, '2026-10-31')).toBe(true);
    expect(affiliationRenewalPossible(season, '2026-11-01')).toBe(false);
  });

  it('takes today in Italy: 23:30 UTC on 31 October is already 1 November in Rome', () => {
    expect(italianToday(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11-01');
    expect(italianToday(new Date('2026-10-31T21:59:59Z'))).toBe('2026-10-31');
  });
});

describe('affiliation state', () => {
  it('is not affiliated without entries, and offers a new affiliation', () => {
    const s = affiliationState({ codice_affiliazione: '160001' }, [], 2, season, '2026-08-01');
    expect(s).toMatchObject({ affiliata: false, azione: 'nuova', richiesta_in_attesa: false });
    expect(mayRequestAffiliation(s)).toBe(true);
  });

  it('is affiliated when the first entry of the season is approved', () => {
    const s = affiliationState({ codice_affiliazione: '160001' }, [entry({ stagione_id: 1, approvata: true }), entry({ approvata: true })], 2, season, '2026-08-01');
    expect(s).toMatchObject({ affiliata: true, azione: 'rinnova' });
    expect(mayRequestAffiliation(s)).toBe(false);
  });

  it('is not affiliated while the request awaits approval, and offers no second request', () => {
    const s = affiliationState({ codice_affiliazione: '160001' }, [entry({ stagione_id: 1, approvata: true }), entry()], 2, season, '2026-08-01');
    expect(s).toMatchObject({ affiliata: false, azione: 'rinnova', richiesta_in_attesa: true });
    expect(mayRequestAffiliation(s)).toBe(false);
  });

  it('is not affiliated once its approved entry is reversed, and may ask again', () => {
    const s = affiliationState({ codice_affiliazione: '160001' }, [entry({ stagione_id: 1, approvata: true }), entry({ approvata: true, stornata: true })], 2, season, '2026-08-01');
    expect(s).toMatchObject({ affiliata: false, richiesta_in_attesa: false });
    expect(mayRequestAffiliation(s)).toBe(true);
  });

  it('says Nuova Affiliazione for a club without an affiliation code even with entries', () => {
    expect(affiliationState({ codice_affiliazione: null }, [entry({ stagione_id: 1, rifiutata: true })], 2, season, '2026-08-01').azione).toBe('nuova');
  });

  it('offers nothing once both the renewal window and the last renewal day are past', () => {
    expect(mayRequestAffiliation(affiliationState({ codice_affiliazione: 'x' }, [], 2, season, '2027-02-01'))).toBe(false);
  });

  it('names the first affiliation Affiliazione and the later ones Riaffiliazione', () => {
    expect(affiliationCode(false)).toBe('Affiliazione');
    expect(affiliationCode(true)).toBe('Riaffiliazione');
  });
});

describe('indicators', () => {
  it('a club is twinned if any link is approved', () => {
    expect(isTwinned([{ approvato: false }, { approvato: true }])).toBe(true);
    expect(isTwinned([{ approvato: false }])).toBe(false);
    expect(isTwinned([])).toBe(false);
  });

  it('aligned only if every entry of that body is aligned', () => {
    const rows = [
      { type: 'coni' as const, allineato: true, allineato_coni: true },
      { type: 'coni' as const, allineato: false, allineato_coni: false },
      { type: 'sport-health' as const, allineato: true, allineato_coni: true },
    ];
    expect(isAligned(rows, 'coni')).toBe(false);
    expect(isAligned(rows, 'sport-health')).toBe(true);
    expect(isAligned([], 'coni')).toBe(false);
  });
});
