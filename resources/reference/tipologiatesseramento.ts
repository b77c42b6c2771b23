// Causali (registration types): Gestione Causali, route /causali (spec 1 §2 "Causali screen", §3, §7).
import { z } from 'zod';
import { defineResource } from '../types.ts';
import { flag, integerDigits, requiredText } from '../fields.ts';

export const tipologiatesseramento = defineResource({
  name: 'causali',
  endpoint: 'tipologiatesseramento',
  table: 'tipologia_tesseramento',
  permission: 'causali',
  menu: { application: 'causali', order: 1 },
  // Registration dialogs of clubs and members look causali up.
  readAccess: 'user',
  texts: {
    title: 'Gestione Causali',
    add: 'Aggiungi Causale',
    dialogTitle: 'Configura Causale',
    save: 'Salva',
    success: 'Le causali sono state salvate correttamente',
    errorToast: true,
  },
  fields: [
    { source: 'id', label: '#', type: 'integer', input: false },
    { source: 'famiglia', label: 'Famiglia', type: 'integer', input: false, default: 0 },
    { source: 'famiglia_ruolo', label: 'Famiglia', type: 'text', input: false },
    { source: 'nome', label: 'Nome', type: 'text' },
    { source: 'codice', label: 'Codice', type: 'text' },
    { source: 'approvazione_automatica', label: 'Approvazione Automatica', type: 'boolean', default: false },
    { source: 'is_under', label: 'Under', type: 'boolean', input: false },
    { source: 'max_stagioni', label: 'Numero massimo di stagioni', type: 'integer', input: false },
    { source: 'mostra_in_anagrafica', label: 'Mostra in anagrafica', type: 'boolean', input: false },
  ],
  columns: [
    { source: 'id', label: '#', sortable: true },
    { source: 'famiglia_ruolo', label: 'Famiglia', sortable: true },
    { source: 'nome', label: 'Nome', sortable: true },
    { source: 'codice', label: 'Codice', sortable: true },
    { source: 'approvazione_automatica', label: 'Approvazione Automatica', type: 'boolean', sortable: true },
  ],
  search: ['nome', 'codice', 'famiglia_ruolo'],
  filters: { famiglia: 'famiglia_ruolo', mostra_in_anagrafica: 'mostra_in_anagrafica', is_under: 'is_under' },
  rowActions: ['edit'],
  body: z.object({
    nome: requiredText(200),
    codice: requiredText(20),
    famiglia: integerDigits(2, { min: 0, max: 10 }).default(0),
    approvazione_automatica: flag(),
    // Sent by the dialog; the id in the URL already says whether it is an update.
    editMode: z.unknown().optional(),
  }),
  // Spec 1 §5: the causale form has no client validation beyond server errors.
  clientValidation: false,
  // Codes and names are one whatever their case (docs/decisions/usability.md): causali are picked by
  // name, so two 'Affiliazione' could not be told apart.
  unique: [
    { fields: ['codice'], field: 'codice', message: 'Il codice è già utilizzato da un’altra causale' },
    { fields: ['nome'], field: 'nome', message: 'Il nome è già utilizzato da un’altra causale' },
  ],
  softDelete: true,
  defaultSort: { field: 'nome', order: 'ASC' },
});
