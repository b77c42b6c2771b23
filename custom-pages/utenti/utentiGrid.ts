// The columns of the user list grid (spec 2 §2.7): #, Nome utente, Societa / Anagrafica, Abilitato.
// The generator's DataGrid reads a declaration's name, texts, fields and columns; the user screens
// are bespoke otherwise (no generated dialog, no generated routes), so only those parts are declared.
import type { ResourceDeclaration } from '../../resources/types';
import { UTENTE_RESOURCE } from './utentiApi';

export const utentiGrid: Pick<ResourceDeclaration, 'name' | 'texts' | 'fields' | 'columns'> = {
  name: UTENTE_RESOURCE,
  texts: { title: 'Lista Utenti', add: 'Nuovo Utente', save: 'Memorizza', success: 'Dati salvati con successo' },
  fields: [
    { source: 'id', label: '#', type: 'integer', input: false },
    { source: 'name', label: 'Nome utente', type: 'text' },
    { source: 'societa_anagrafica', label: 'Societa / Anagrafica', type: 'text', input: false },
    { source: 'abilitato', label: 'Abilitato', type: 'boolean', input: false },
  ],
  columns: [
    { source: 'id', label: '#', sortable: true },
    { source: 'name', label: 'Nome utente', sortable: true },
    { source: 'societa_anagrafica', label: 'Societa / Anagrafica', sortable: true },
    { source: 'abilitato', label: 'Abilitato', type: 'boolean', sortable: true },
  ],
};

/** DataGrid is typed on a whole declaration but reads only the parts above. */
export const utentiGridDecl = utentiGrid as ResourceDeclaration;
