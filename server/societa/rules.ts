// Pure rules of the clubs area (spec 2 §4): affiliation state, renewal windows, twinning and
// alignment indicators.
import type { GemellaggioRow, StatoAffiliazione, SynchRow } from '../../resources/contracts/societa.ts';

export interface SeasonWindow {
  data_inizio_rinnovi: string | null;
  data_fine_rinnovi: string | null;
  data_ultima_rinnovo_affiliazione: string | null;
}

// The windows are Italian calendar days.
export { italianToday } from '../time.ts';

/** The Rinnovi tab is visible only between the season's renewal start and end dates (inclusive). */
export function renewalsOpen(season: SeasonWindow, today: string): boolean {
  if (!season.data_inizio_rinnovi || !season.data_fine_rinnovi) return false;
  return season.data_inizio_rinnovi <= today && today <= season.data_fine_rinnovi;
}

/** The last affiliation-renewal day counts until 23:59:59 of that day. */
export function affiliationRenewalPossible(season: SeasonWindow, today: string): boolean {
  return season.data_ultima_rinnovo_affiliazione !== null && today <= season.data_ultima_rinnovo_affiliazione;
}

export interface AffiliationEntry {
  approvata: boolean;
  rifiutata: boolean;
  /** Reversed (storno) after its approval: it no longer affiliates. */
  stornata?: boolean;
  stagione_id: number;
  data_registrazione: string;
}

/**
 * A club is affiliated for a season only if its first affiliation entry of that season is approved;
 * with no entries it is not. The button reads 'Nuova Affiliazione' without a code or entries.
 */
export function affiliationState(club: { codice_affiliazione: string | null }, entries: AffiliationEntry[], stagioneId: number, season: SeasonWindow, today: string): StatoAffiliazione {
  const ofSeason = entries.filter((e) => e.stagione_id === stagioneId);
  const live = ofSeason.filter((e) => !e.rifiutata && !e.stornata);
  return {
    affiliata: live.length > 0 && live[0].approvata,
    azione: !club.codice_affiliazione || entries.length === 0 ? 'nuova' : 'rinnova',
    rinnovi_aperti: renewalsOpen(season, today),
    rinnovo_affiliazione_possibile: affiliationRenewalPossible(season, today),
    data_ultima_rinnovo_affiliazione: season.data_ultima_rinnovo_affiliazione,
    richiesta_in_attesa: live.some((e) => !e.approvata),
  };
}

/** The affiliation button shows when the club may ask now and has nothing pending for the season. */
export function mayRequestAffiliation(s: StatoAffiliazione): boolean {
  return !s.affiliata && !s.richiesta_in_attesa && (s.rinnovi_aperti || s.rinnovo_affiliazione_possibile);
}

/** A club counts as twinned if any parent or child link is approved. */
export const isTwinned = (links: Pick<GemellaggioRow, 'approvato'>[]) => links.some((l) => l.approvato);

/** Aligned only if every sync entry (of that body) is aligned; no entries means not aligned. */
export function isAligned(rows: Pick<SynchRow, 'type' | 'allineato' | 'allineato_coni'>[], type: SynchRow['type']): boolean {
  const of = rows.filter((r) => r.type === type);
  return of.length > 0 && of.every((r) => (type === 'coni' ? r.allineato_coni : r.allineato));
}

/** Ledger code of the affiliation entry: the first ever is an Affiliazione, later ones Riaffiliazione. */
export const affiliationCode = (hasEarlierAffiliation: boolean) => (hasEarlierAffiliation ? 'Riaffiliazione' : 'Affiliazione');
