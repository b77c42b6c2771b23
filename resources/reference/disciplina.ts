// Disciplines: a read-only lookup (`GET disciplina` → data of id, nome) for the season-discipline picker.
import { z } from 'zod';
import { defineResource } from '../types.ts';

export const disciplina = defineResource({
  name: 'disciplina',
  endpoint: 'disciplina',
  table: 'disciplina',
  permission: 'disciplinestagioni',
  readAccess: 'user',
  readOnly: true,
  texts: { title: 'Discipline', save: 'Salva', success: 'Salvataggio effettuato con successo!' },
  fields: [
    { source: 'id', label: '#', type: 'integer', input: false },
    { source: 'nome', label: 'Disciplina', type: 'text', input: false },
    { source: 'codice', label: 'Codice', type: 'text', input: false },
  ],
  columns: [
    { source: 'id', label: '#', sortable: true },
    { source: 'nome', label: 'Disciplina', sortable: true },
    { source: 'codice', label: 'Codice', sortable: true },
  ],
  search: ['nome', 'codice'],
  rowActions: [],
  body: z.object({}),
  defaultSort: { field: 'nome', order: 'ASC' },
});
