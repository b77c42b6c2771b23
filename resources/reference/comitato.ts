// Regional committees: Gestione Comitati, route /comitati (spec 1 §2 "Committees screen", §3, §7).
import { z } from 'zod';
import { defineResource } from '../types.ts';
import { optionalEmail, optionalPhone, requiredText } from '../fields.ts';

export const comitato = defineResource({
  name: 'comitati',
  endpoint: 'comitato',
  table: 'comitato',
  permission: 'comitati',
  menu: { application: 'stagioni', order: 3 },
  // Club and member forms pick a committee.
  readAccess: 'user',
  texts: {
    title: 'Gestione Comitati',
    add: 'Aggiungi Nuovo',
    dialogTitle: 'Configura Comitato',
    save: 'Salva Configurazione',
    success: 'Il comitato è stato salvato correttamente',
  },
  fields: [
    { source: 'id', label: '#', type: 'integer', input: false },
    { source: 'nome', label: 'Nome', type: 'text' },
    { source: 'email', label: 'Email', type: 'email' },
    { source: 'telefono', label: 'Telefono', type: 'phone' },
    { source: 'fax', label: 'Fax', type: 'phone' },
  ],
  columns: [
    { source: 'id', label: '#', sortable: true },
    { source: 'nome', label: 'Nome', sortable: true },
  ],
  search: ['nome', 'email'],
  rowActions: ['edit', 'delete'],
  body: z.object({
    nome: requiredText(200),
    email: optionalEmail(),
    telefono: optionalPhone(),
    fax: optionalPhone(),
  }),
  // Committees are told apart by name only (grid, club and member pickers).
  unique: [{ fields: ['nome'], field: 'nome', message: 'Esiste già un comitato con questo nome' }],
  softDelete: true,
  defaultSort: { field: 'nome', order: 'ASC' },
});
