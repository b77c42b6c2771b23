// Seasons: Gestione Stagioni, route /stagioni (spec 1 §2.8, spec 2 routes, §3 Season, §4 Season, §5 masks, §7, §9 defaults).
// Also the season picker's list (GET stagione?paginate=1000), so any logged-in user may read it.
import { z } from 'zod';
import { defineResource } from '../types.ts';
import { dateOrder, integerDigits, isoDate, optionalIsoDate, requiredText } from '../fields.ts';

const RENEWALS_OUTSIDE = 'Il periodo dei rinnovi deve essere compreso nella stagione';

export const stagione = defineResource({
  name: 'stagioni',
  endpoint: 'stagione',
  table: 'stagione',
  permission: 'stagioni',
  menu: { application: 'stagioni', order: 1 },
  readAccess: 'user',
  // Spec §7, §9: seasons are listed 1000 a page (the other lists 30).
  pageSize: 1000,
  texts: {
    title: 'Gestione Stagioni',
    tab: 'Stagioni',
    add: 'Aggiungi Nuova',
    dialogTitle: 'Configura Stagione',
    save: 'Salva Configurazione',
    // Spec 2 §8 wording, letter for letter.
    success: 'La stagione e stata salvate correttamente',
  },
  fields: [
    { source: 'id', label: '#', type: 'integer', input: false },
    { source: 'nome', label: 'Nome', type: 'text' },
    { source: 'aperta', label: 'Aperta', type: 'boolean', input: false, default: false },
    { source: 'data_inizio', label: 'Data Inizio', type: 'date' },
    { source: 'data_fine', label: 'Data Fine', type: 'date' },
    { source: 'data_inizio_rinnovi', label: 'Data Inizio Rinnovi', type: 'date' },
    { source: 'data_fine_rinnovi', label: 'Data Fine Rinnovi', type: 'date' },
    { source: 'data_ultima_rinnovo_affiliazione', label: 'Data Ultimo Rinnovo Affiliazione', type: 'date' },
    { source: 'data_ultima_revoca_prestiti', label: 'Data Ultima Revoca Prestiti', type: 'date' },
    { source: 'anno_under', label: 'Anno Under', type: 'integer', digits: 4, default: 2010 },
    { source: 'anno_over', label: 'Anno Over', type: 'integer', digits: 4, default: 2011 },
    { source: 'max_numero_trasferimenti', label: 'Numero Massimo Trasferimenti', type: 'integer', digits: 1, default: 0 },
    { source: 'gemellaggio_data_nascita_iniziale', label: 'Gemellaggio Data Nascita Iniziale', type: 'date' },
    { source: 'gemellaggio_data_nascita_finale', label: 'Gemellaggio Data Nascita Finale', type: 'date' },
  ],
  columns: [
    { source: 'id', label: '#', sortable: true },
    { source: 'nome', label: 'Nome', sortable: true },
    { source: 'data_inizio', label: 'Data Inizio', type: 'date', sortable: true },
    { source: 'data_fine', label: 'Data Fine', type: 'date', sortable: true },
    { source: 'data_inizio_rinnovi', label: 'Data Inizio Rinnovi', type: 'date', sortable: true },
    { source: 'data_fine_rinnovi', label: 'Data Fine Rinnovi', type: 'date', sortable: true },
    { source: 'aperta', label: 'Aperta', type: 'boolean', sortable: true },
  ],
  search: ['nome'],
  // The open season is never deleted (409 'Non è possibile eliminare la stagione aperta'): not offered.
  deleteHiddenWhenTrue: 'aperta',
  rowActions: [
    'edit',
    'delete',
    {
      name: 'open',
      label: 'Apri Stagione',
      path: 'open',
      confirm: 'Vuoi aprire la Stagione Selezionata?',
      success: 'La stagione è stata aperta correttamente',
      failure: 'Errore in fase di apertura stagione',
      hiddenWhenTrue: 'aperta',
      // Spec 1 §4: 'on success the page reloads', the header showing the season just opened.
      reloadsSession: true,
    },
  ],
  body: z
    .object({
      nome: requiredText(50),
      data_inizio: isoDate(),
      data_fine: isoDate(),
      data_inizio_rinnovi: optionalIsoDate(),
      data_fine_rinnovi: optionalIsoDate(),
      data_ultima_rinnovo_affiliazione: optionalIsoDate(),
      data_ultima_revoca_prestiti: optionalIsoDate(),
      anno_under: integerDigits(4, { min: 1900, max: 2999, message: 'Inserire un anno tra 1900 e 2999' }).default(2010),
      anno_over: integerDigits(4, { min: 1900, max: 2999, message: 'Inserire un anno tra 1900 e 2999' }).default(2011),
      max_numero_trasferimenti: integerDigits(1).default(0),
      gemellaggio_data_nascita_iniziale: optionalIsoDate(),
      gemellaggio_data_nascita_finale: optionalIsoDate(),
    })
    .superRefine((v, ctx) => {
      dateOrder(ctx, v.data_inizio, v.data_fine, 'data_fine', 'La data di fine deve essere successiva alla data di inizio');
      // The renewal window lies inside the season, start before end.
      dateOrder(ctx, v.data_inizio_rinnovi, v.data_fine_rinnovi, 'data_fine_rinnovi', 'La fine dei rinnovi non può precedere il loro inizio', true);
      for (const f of ['data_inizio_rinnovi', 'data_fine_rinnovi'] as const) {
        const d = v[f];
        if (d && (d < v.data_inizio || d > v.data_fine)) ctx.addIssue({ code: 'custom', path: [f], message: RENEWALS_OUTSIDE });
      }
      dateOrder(ctx, v.gemellaggio_data_nascita_iniziale, v.gemellaggio_data_nascita_finale, 'gemellaggio_data_nascita_finale', 'La data di nascita finale non può precedere quella iniziale', true);
    }),
  unique: [{ fields: ['nome'], field: 'nome', message: 'Esiste già una stagione con questo nome' }],
  softDelete: true,
  defaultSort: { field: 'data_inizio', order: 'DESC' },
});
