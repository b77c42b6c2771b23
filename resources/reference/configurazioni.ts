// Fee configuration of the selected season: Configurazioni Importi, route /configurazioni
// (spec 2 §2.8, §3 Fee configuration, §5 masks ####.##, §7 "Seasons and configuration", §9 Under/Senior).
import { z } from 'zod';
import { defineResource, type FieldDef } from '../types.ts';
import { money, referenceId } from '../fields.ts';

const FEE_MASK = '####.##';
// No default value: the input starts empty (so typing is not appended to '0,00'); an empty amount is 0,00.
const fee = (source: string, label: string): FieldDef => ({ source, label, type: 'money', column: `${source}_cents`, mask: FEE_MASK });

export const configurazioni = defineResource({
  name: 'configurazioni',
  endpoint: 'configurazioni',
  table: 'configurazione',
  permission: 'configurazioni',
  menu: { application: 'configurazioni', order: 1 },
  // Registration dialogs of clubs and members read the fees of the season (paginate 1000).
  readAccess: 'user',
  texts: {
    title: 'Configurazioni Importi',
    add: 'Aggiungi Importo',
    dialogTitle: 'Configura Costi',
    save: 'Salva Configurazione',
    success: 'Le configurazioni sono state salvate correttamente',
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
      source: 'tipologia_tesseramento_id',
      label: 'Causale',
      type: 'reference',
      reference: {
        resource: 'causali',
        table: 'tipologia_tesseramento',
        as: 'tipologiatesseramento',
        fields: ['nome', 'codice', 'famiglia_ruolo'],
        emptyText: 'Nessuna causale: si creano in Gestione Causali (applicazione Causali)',
      },
    },
    { source: 'famiglia', label: 'Famiglia', type: 'text', input: false, column: 'tipologiatesseramento.famiglia_ruolo' },
    fee('importo', 'Importo'),
    fee('importo_tesseramento', 'Importo Tesseramento'),
    fee('importo_trasferimento_under', 'Importo Trasferimento Under'),
    fee('importo_trasferimento_senior', 'Importo Trasferimento Senior'),
  ],
  columns: [
    { source: 'id', label: '#', sortable: true },
    { source: 'tipologiatesseramento.nome', label: 'Causale', sortable: true },
    { source: 'famiglia', label: 'Famiglia', sortable: true },
    { source: 'importo', label: 'Importo', type: 'money', sortable: true },
    { source: 'importo_tesseramento', label: 'Importo Tesseramento', type: 'money', sortable: true },
    { source: 'importo_trasferimento_under', label: 'Importo Trasferimento Under', type: 'money', sortable: true },
    { source: 'importo_trasferimento_senior', label: 'Importo Trasferimento Senior', type: 'money', sortable: true },
  ],
  search: ['tipologiatesseramento.nome', 'tipologiatesseramento.codice', 'famiglia'],
  season: { field: 'stagione_affiliazione_id', path: 'stagioni' },
  rowActions: ['edit', 'delete'],
  // A new season starts from the previous one's fees (season audit: 29 causali typed in one by one);
  // causali already configured in the header's season stay as they are.
  toolbarActions: [
    {
      name: 'copyPrevious',
      label: 'Copia importi dalla stagione precedente',
      icon: 'copy',
      path: 'copia-stagione-precedente',
      confirm: 'Vuoi copiare gli importi della stagione %{from} nella stagione %{to}? Le causali già configurate restano come sono.',
      failure: 'Impossibile copiare gli importi',
    },
  ],
  body: z.object({
    stagione_affiliazione_id: referenceId('Selezionare la stagione'),
    tipologia_tesseramento_id: referenceId('Selezionare la causale'),
    importo: money(),
    importo_tesseramento: money(),
    importo_trasferimento_under: money(),
    importo_trasferimento_senior: money(),
  }),
  unique: [{ fields: ['stagione_affiliazione_id', 'tipologia_tesseramento_id'], message: 'La causale selezionata è già configurata per questa stagione' }],
  softDelete: true,
  defaultSort: { field: 'tipologiatesseramento.nome', order: 'ASC' },
});
