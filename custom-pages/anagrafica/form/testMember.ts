// The member the form's component tests edit: Mario Rossi, a man born on 01/01/1980, no codice fiscale
// yet, no towns, no committee. Tests add what they need (`{ ...testMember, allenatore: true }`).
import type { AnagraficaDetail } from '../api';

export const testMember = {
  id: 5,
  cognome: 'Rossi',
  nome: 'Mario',
  codice_fiscale: null,
  matricola: '100005',
  sesso: 'M',
  data_nascita: '1980-01-01',
  cittadinanza: 'Italiana',
  nazionalita_sportiva: 'Italiana',
  comune_nascita_id: null,
  comune_nascita: null,
  comune_residenza_id: null,
  comune_residenza: null,
  comitato_id: null,
  comitato: null,
  attivo: true,
  agonista: true,
} as unknown as AnagraficaDetail;
