// Disciplines per season: Gestione Discipline Stagioni, route /disciplinestagioni
// (spec 1 §2 "Disciplines-in-season screen", §3 DisciplinaStagione, §5, §7).
import { z } from 'zod';
import { defineResource } from '../types.ts';
import { dateOrder, isoDate, referenceId } from '../fields.ts';

export const disciplinestagioni = defineResource({
  name: 'disciplinestagioni',
  endpoint: 'disciplinestagioni',
  table: 'disciplina_stagione',
  permission: 'disciplinestagioni',
  menu: { application: 'stagioni', order: 2 },
  texts: {
    title: 'Gestione Discipline Stagioni',
    tab: 'Gestione Discipline Stagioni',
    add: 'Aggiungi Nuova',
    dialogTitle: 'Configura Disciplina per Stagione',
    save: 'Salva Configurazione',
    success: 'La stagione è stata salvate correttamente',
  },
  fields: [
    { source: 'id', label: '#', type: 'integer', input: false },
    {
      source: 'stagione_affiliazione_id',
      label: 'Stagione',
      type: 'reference',
      input: false,
      reference: { resource: 'stagioni', table: 'stagione', as: 'stagione', fields: ['nome'] },
    },
    {
      source: 'disciplina_id',
      label: 'Disciplina',
      type: 'reference',
      reference: { resource: 'disciplina', table: 'disciplina', as: 'disciplina', fields: ['nome'] },
    },
    { source: 'data_inizio', label: 'Data Inizio', type: 'date' },
    { source: 'data_fine', label: 'Data Fine', type: 'date' },
  ],
  columns: [
    { source: 'id', label: '#', sortable: true },
    { source: 'stagione.nome', label: 'Stagione', sortable: true },
    { source: 'disciplina.nome', label: 'Disciplina', sortable: true },
    { source: 'data_inizio', label: 'Data Inizio', type: 'date', sortable: true },
    { source: 'data_fine', label: 'Data Fine', type: 'date', sortable: true },
  ],
  search: ['disciplina.nome', 'stagione.nome'],
  season: { field: 'stagione_affiliazione_id' },
  rowActions: ['edit', 'delete'],
  body: z
    .object({
      stagione_affiliazione_id: referenceId('Selezionare la stagione'),
      disciplina_id: referenceId('Selezionare la disciplina'),
      data_inizio: isoDate(),
      data_fine: isoDate(),
    })
    .superRefine((v, ctx) => dateOrder(ctx, v.data_inizio, v.data_fine, 'data_fine', 'La data di fine non può precedere la data di inizio', true)),
  unique: [{ fields: ['stagione_affiliazione_id', 'disciplina_id'], message: 'La disciplina selezionata è già configurata per questa stagione' }],
  softDelete: true,
  defaultSort: { field: 'disciplina.nome', order: 'ASC' },
});
