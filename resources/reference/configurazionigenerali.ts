// General configuration: one record edited in a form, route /configurazionigenerali
// (spec 2 §2.8 toggles and 'Salva Configurazioni', §3 General configuration, §7; spec 1 §3, §6 abilita_carrello).
// Every logged-in screen reads it (the header's cart icon), so reading needs no ability.
import { z } from 'zod';
import { defineResource } from '../types.ts';
import { flag } from '../fields.ts';

export const configurazionigenerali = defineResource({
  name: 'configurazionigenerali',
  endpoint: 'configurazionigenerali',
  table: 'configurazione_generale',
  permission: 'configurazionigenerali',
  menu: { application: 'configurazionigenerali', order: 1 },
  readAccess: 'user',
  singleton: true,
  // Spec 1 §8: 'Le configurazioni sono state salvate correttamente (page reloads)'.
  reloadAfterSave: true,
  texts: {
    title: 'Configurazioni Generali',
    save: 'Salva Configurazioni',
    success: 'Le configurazioni sono state salvate correttamente',
  },
  fields: [
    { source: 'id', label: '#', type: 'integer', input: false },
    { source: 'rinnovi_automatici', label: 'Rinnovi Automatici', type: 'boolean' },
    { source: 'rinnovi_automatici_stranieri', label: 'Rinnovi Automatici Stranieri', type: 'boolean' },
    { source: 'abilita_carrello', label: 'Abilita Carrello', type: 'boolean' },
    { source: 'vincolo_rinnovo', label: 'Vincolo Rinnovo', type: 'boolean' },
    { source: 'vincolo_rinnovo_id', label: 'Vincolo Rinnovo', type: 'integer', input: false },
    { source: 'only_admin_can_increment', label: 'Solo gli amministratori possono incrementare il portafoglio', type: 'boolean' },
  ],
  columns: [],
  rowActions: [],
  // The spec's call sends the first two toggles; the others keep their value when omitted.
  body: z.object({
    rinnovi_automatici: flag(),
    rinnovi_automatici_stranieri: flag(),
    abilita_carrello: flag().optional(),
    vincolo_rinnovo: flag().optional(),
    only_admin_can_increment: flag().optional(),
  }),
});
