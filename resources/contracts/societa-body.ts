// The fields of the club body (POST/PUT societa), named once for the form that fills it and for the
// server that stores them, grouped by the value a field takes when the club has none.

/** Text fields: empty text when missing. */
export const SOCIETA_TEXT_FIELDS = [
  'nome',
  'codice_affiliazione',
  'codice_fiscale',
  'partita_iva',
  'email',
  'pec',
  'telefono',
  'cellulare',
  'fax',
  'sito_web',
  'facebook',
  'tipo',
  'tipo_atto',
  'impianto_disponibile_other',
] as const;

/** Dates and choices: null when missing. */
export const SOCIETA_NULLABLE_FIELDS = ['data_atto', 'data_costituzione', 'data_affiliazione', 'data_prima_affiliazione', 'comitato_id', 'natura_giuridica'] as const;

/** Switches: off when missing. */
export const SOCIETA_FLAG_FIELDS = ['persona_fisica', 'azienda', 'onlynotagonist', 'aggregazione', 'paralimpica', 'impianto_disponibile'] as const;

/** The club's three addresses, each sent as `<sede>_indirizzo`, `<sede>_cap` and `<sede>_comune_istat`. */
export const SEDI = ['sede_legale', 'sede_fiscale', 'sede_postale'] as const;
export const SEDE_TEXT_FIELDS = ['indirizzo', 'cap'] as const;

/** The legal representative, sent as `rappresentante_<field>` (towns as `rappresentante_<town>_istat`). */
export const RAPPRESENTANTE_TEXT_FIELDS = ['cognome', 'nome', 'codice_fiscale', 'email', 'telefono', 'cellulare', 'fax', 'indirizzo_residenza'] as const;
export const RAPPRESENTANTE_NULLABLE_FIELDS = ['sesso', 'data_nascita'] as const;
export const RAPPRESENTANTE_TOWN_FIELDS = ['comune_nascita', 'comune_residenza'] as const;

/** The fields stored as they come (towns go by ISTAT code, disciplines by id: the server resolves them). */
export const SOCIETA_PLAIN_FIELDS = [
  ...SOCIETA_TEXT_FIELDS,
  ...SOCIETA_NULLABLE_FIELDS,
  ...SOCIETA_FLAG_FIELDS,
  ...SEDI.flatMap((sede) => SEDE_TEXT_FIELDS.map((field) => `${sede}_${field}` as const)),
  ...[...RAPPRESENTANTE_TEXT_FIELDS, ...RAPPRESENTANTE_NULLABLE_FIELDS].map((field) => `rappresentante_${field}` as const),
  'gruppo_sportivo',
  'polisportiva',
] as const;
