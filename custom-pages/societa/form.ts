// The club form's values: the detail answer flattened to the body of POST/PUT societa and back.
import type { SocietaDetail, Sede } from './api';

const sede = (prefix: string, s: Sede | undefined) => ({
  [`${prefix}_indirizzo`]: s?.indirizzo ?? '',
  [`${prefix}_cap`]: s?.cap ?? '',
  [`${prefix}_comune_istat`]: s?.comune?.codice_istat ?? null,
});

export const EMPTY_SOCIETA: Partial<SocietaDetail> = { gruppo_sportivo: 'NGS', discipline: [] };

export function toFormValues(s: Partial<SocietaDetail>): Record<string, unknown> {
  const r = s.rappresentante_legale;
  return {
    nome: s.nome ?? '',
    codice_affiliazione: s.codice_affiliazione ?? '',
    codice_fiscale: s.codice_fiscale ?? '',
    partita_iva: s.partita_iva ?? '',
    email: s.email ?? '',
    pec: s.pec ?? '',
    telefono: s.telefono ?? '',
    cellulare: s.cellulare ?? '',
    fax: s.fax ?? '',
    sito_web: s.sito_web ?? '',
    facebook: s.facebook ?? '',
    tipo: s.tipo ?? '',
    tipo_atto: s.tipo_atto ?? '',
    data_atto: s.data_atto ?? null,
    data_costituzione: s.data_costituzione ?? null,
    data_affiliazione: s.data_affiliazione ?? null,
    data_prima_affiliazione: s.data_prima_affiliazione ?? null,
    persona_fisica: s.persona_fisica ?? false,
    azienda: s.azienda ?? false,
    comitato_id: s.comitato_id ?? null,
    ...sede('sede_legale', s.sede_legale),
    ...sede('sede_fiscale', s.sede_fiscale),
    ...sede('sede_postale', s.sede_postale),
    rappresentante_cognome: r?.cognome ?? '',
    rappresentante_nome: r?.nome ?? '',
    rappresentante_sesso: r?.sesso ?? null,
    rappresentante_codice_fiscale: r?.codice_fiscale ?? '',
    rappresentante_email: r?.email ?? '',
    rappresentante_telefono: r?.telefono ?? '',
    rappresentante_cellulare: r?.cellulare ?? '',
    rappresentante_fax: r?.fax ?? '',
    rappresentante_data_nascita: r?.data_nascita ?? null,
    rappresentante_comune_nascita_istat: r?.comune_nascita?.codice_istat ?? null,
    rappresentante_indirizzo_residenza: r?.indirizzo_residenza ?? '',
    rappresentante_comune_residenza_istat: r?.comune_residenza?.codice_istat ?? null,
    gruppo_sportivo: s.gruppo_sportivo ?? 'NGS',
    natura_giuridica: s.natura_giuridica ?? null,
    polisportiva: s.polisportiva ? 'S' : 'N',
    onlynotagonist: s.onlynotagonist ?? false,
    aggregazione: s.aggregazione ?? false,
    paralimpica: s.paralimpica ?? false,
    impianto_disponibile: s.impianto_disponibile ?? false,
    impianto_disponibile_other: s.impianto_disponibile_other ?? '',
    discipline: (s.discipline ?? []).map((d) => d.value),
  };
}

/** Fields a club user sees read-only when editing its club (spec 2 §5). */
export const CLUB_USER_READONLY = new Set([
  'nome',
  'codice_fiscale',
  'partita_iva',
  'data_atto',
  'data_costituzione',
  'rappresentante_data_nascita',
  'codice_affiliazione',
  'data_affiliazione',
  'data_prima_affiliazione',
  'comitato_id',
  'gruppo_sportivo',
]);
