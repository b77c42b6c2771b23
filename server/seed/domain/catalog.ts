// The federation's reference lists: registration types (causali) with their modules and fees,
// modules, roles, banks, series, and the ledger codes of accounting entries.

/** tipologia_tesseramento.famiglia numbers; the database derives famiglia_ruolo from them. */
export const FAMIGLIA = {
  Custom: 0,
  Societa: 1,
  Atleta: 2,
  Dirigente: 3,
  Tecnico: 4,
  Arbitro: 5,
  PreparatoreAtletico: 6,
  PreparatorePortieri: 7,
  IstruttorePromozionale: 8,
  Fisioterapista: 9,
  Medico: 10,
} as const;

export interface TipologiaDef {
  codice: string;
  nome: string;
  famiglia: number;
  isUnder?: boolean;
  maxStagioni?: number;
  automatica?: boolean;
  inAnagrafica?: boolean;
  /** Module keys: codice, plus '/S' for the STRANIERO variant. */
  moduli: string[];
  /** Fees in euro: registration, first registration, transfer under, transfer senior. */
  fee: [number, number, number, number];
}

const F = FAMIGLIA;
export const TIPOLOGIE: readonly TipologiaDef[] = [
  { codice: 'AFF', nome: 'Affiliazione', famiglia: F.Societa, inAnagrafica: false, moduli: [], fee: [250, 0, 0, 0] },
  { codice: 'RIAFF', nome: 'Riaffiliazione', famiglia: F.Societa, inAnagrafica: false, moduli: [], fee: [200, 0, 0, 0] },
  { codice: 'AS', nome: 'Atleta Senior', famiglia: F.Atleta, maxStagioni: 3, moduli: ['T1', 'T1/S'], fee: [25, 30, 100, 300] },
  { codice: 'AU', nome: 'Atleta Under', famiglia: F.Atleta, isUnder: true, maxStagioni: 3, moduli: ['T1', 'T1/S'], fee: [15, 15, 50, 150] },
  { codice: 'AL', nome: 'Atleta Campionati Nazionali', famiglia: F.Atleta, maxStagioni: 2, moduli: ['T1', 'T1/S'], fee: [40, 45, 150, 400] },
  { codice: 'BH', nome: 'Atleta Beach Handball', famiglia: F.Atleta, moduli: ['T1', 'T1/S'], fee: [15, 15, 30, 60] },
  { codice: 'PRO', nome: 'Attività Promozionale (TAP)', famiglia: F.Atleta, isUnder: true, automatica: true, moduli: ['T1'], fee: [8, 8, 0, 0] },
  { codice: 'PROS', nome: 'Attività Promozionale Scolastica (TAP-S)', famiglia: F.Atleta, isUnder: true, automatica: true, moduli: ['T1'], fee: [5, 5, 0, 0] },
  { codice: 'PGM', nome: 'Prestito Gemellaggio', famiglia: F.Atleta, inAnagrafica: false, moduli: ['T5'], fee: [20, 20, 0, 0] },
  { codice: 'SLI', nome: 'Seconda Licenza', famiglia: F.Atleta, inAnagrafica: false, moduli: ['T5'], fee: [30, 30, 0, 0] },
  { codice: 'DIR', nome: 'Dirigente', famiglia: F.Dirigente, maxStagioni: 4, moduli: ['T12', 'T12/S'], fee: [20, 20, 0, 0] },
  { codice: 'DCD', nome: 'Dirigente Consiglio Direttivo', famiglia: F.Dirigente, maxStagioni: 4, moduli: ['T12', 'T12/S'], fee: [20, 20, 0, 0] },
  { codice: 'ALN', nome: 'Allenatore Nazionale', famiglia: F.Tecnico, moduli: ['T11', 'T11/S'], fee: [120, 150, 0, 0] },
  { codice: 'ALR', nome: 'Allenatore Regionale', famiglia: F.Tecnico, moduli: ['T11', 'T11/S'], fee: [80, 100, 0, 0] },
  { codice: 'ALB', nome: 'Allenatore di Base', famiglia: F.Tecnico, moduli: ['T11', 'T11/S'], fee: [50, 60, 0, 0] },
  { codice: 'ALG', nome: 'Allenatore Giovanile', famiglia: F.Tecnico, moduli: ['T11', 'T11/S'], fee: [40, 50, 0, 0] },
  { codice: 'ARN', nome: 'Arbitro Nazionale', famiglia: F.Arbitro, moduli: ['T12'], fee: [60, 60, 0, 0] },
  { codice: 'ARR', nome: 'Arbitro Regionale', famiglia: F.Arbitro, moduli: ['T12'], fee: [40, 40, 0, 0] },
  { codice: 'ARBH', nome: 'Arbitro Beach Handball', famiglia: F.Arbitro, moduli: ['T12'], fee: [30, 30, 0, 0] },
  { codice: 'ARG', nome: 'Arbitro Giovanile', famiglia: F.Arbitro, automatica: true, moduli: ['T12'], fee: [20, 20, 0, 0] },
  { codice: 'PAT', nome: 'Preparatore Atletico', famiglia: F.PreparatoreAtletico, moduli: ['T11', 'T11/S'], fee: [50, 50, 0, 0] },
  { codice: 'PPO', nome: 'Preparatore dei Portieri', famiglia: F.PreparatorePortieri, moduli: ['T11', 'T11/S'], fee: [50, 50, 0, 0] },
  { codice: 'IPR', nome: 'Istruttore Promozionale', famiglia: F.IstruttorePromozionale, moduli: ['T11'], fee: [30, 30, 0, 0] },
  { codice: 'FIS', nome: 'Fisioterapista', famiglia: F.Fisioterapista, moduli: ['T12', 'T12/S'], fee: [20, 20, 0, 0] },
  { codice: 'MED', nome: 'Medico Sociale', famiglia: F.Medico, moduli: ['T12', 'T12/S'], fee: [20, 20, 0, 0] },
  { codice: 'DSG', nome: 'Diritti di Segreteria', famiglia: F.Custom, automatica: true, inAnagrafica: false, moduli: [], fee: [10, 0, 0, 0] },
  { codice: 'MUL', nome: 'Multa', famiglia: F.Custom, inAnagrafica: false, moduli: [], fee: [50, 0, 0, 0] },
  { codice: 'TGA', nome: 'Tassa Gara', famiglia: F.Custom, inAnagrafica: false, moduli: [], fee: [35, 0, 0, 0] },
  { codice: 'RCU', nome: 'Ricavo Custom', famiglia: F.Custom, inAnagrafica: false, moduli: [], fee: [0, 0, 0, 0] },
];

export const MODULI: readonly { key: string; codice: string; attributo: string | null; nome: string }[] = [
  { key: 'T1', codice: 'T1', attributo: null, nome: 'Modulo T1 - Richiesta di tesseramento atleta' },
  { key: 'T1/S', codice: 'T1', attributo: 'STRANIERO', nome: 'Modulo T1 - Richiesta di tesseramento atleta straniero' },
  { key: 'T1.1', codice: 'T1.1', attributo: null, nome: 'Modulo T1.1 - Dichiarazione di eleggibilità sportiva' },
  { key: 'T4', codice: 'T4', attributo: null, nome: 'Modulo T4 - Nulla osta al trasferimento' },
  { key: 'T5', codice: 'T5', attributo: null, nome: 'Modulo T5 - Richiesta di prestito' },
  { key: 'T11', codice: 'T11', attributo: null, nome: 'Modulo T11 - Tesseramento tecnico' },
  { key: 'T11/S', codice: 'T11', attributo: 'STRANIERO', nome: 'Modulo T11 - Tesseramento tecnico straniero' },
  { key: 'T12', codice: 'T12', attributo: null, nome: 'Modulo T12 - Tesseramento dirigente' },
  { key: 'T12/S', codice: 'T12', attributo: 'STRANIERO', nome: 'Modulo T12 - Tesseramento dirigente straniero' },
];

export type RuoloCode = 'ATL' | 'ANA' | 'DIR' | 'ALL' | 'ARB' | 'FIS' | 'MED' | 'PAT' | 'PPO' | 'IPR';
export const RUOLI: readonly { codice: RuoloCode; nome: string; famiglia: string; tipo: 'GEN' | 'TEC'; agonista: boolean }[] = [
  { codice: 'ATL', nome: 'Atleta', famiglia: 'Atleta', tipo: 'GEN', agonista: true },
  { codice: 'ANA', nome: 'Atleta Non Agonista', famiglia: 'Atleta', tipo: 'GEN', agonista: false },
  { codice: 'DIR', nome: 'Dirigente', famiglia: 'Dirigente', tipo: 'GEN', agonista: false },
  { codice: 'ALL', nome: 'Allenatore', famiglia: 'Tecnico', tipo: 'GEN', agonista: false },
  { codice: 'ARB', nome: 'Arbitro', famiglia: 'Arbitro', tipo: 'TEC', agonista: false },
  { codice: 'FIS', nome: 'Fisioterapista', famiglia: 'Fisioterapista', tipo: 'GEN', agonista: false },
  { codice: 'MED', nome: 'Medico', famiglia: 'Medico', tipo: 'GEN', agonista: false },
  { codice: 'PAT', nome: 'Preparatore Atletico', famiglia: 'PreparatoreAtletico', tipo: 'GEN', agonista: false },
  { codice: 'PPO', nome: 'Preparatore dei Portieri', famiglia: 'PreparatorePortieri', tipo: 'GEN', agonista: false },
  { codice: 'IPR', nome: 'Istruttore Promozionale', famiglia: 'IstruttorePromozionale', tipo: 'GEN', agonista: false },
];

export const BANCHE: readonly { intestazione: string; automatica: boolean; tipo: string; iban: string | null; deleted?: boolean }[] = [
  { intestazione: 'Carta di Credito', automatica: true, tipo: 'CartaCredito', iban: null },
  { intestazione: 'PayPal', automatica: true, tipo: 'CartaCredito', iban: null },
  { intestazione: 'Bonifico Bancario - Intesa Sanpaolo', automatica: false, tipo: 'Bonifico', iban: 'IT60X0542811101000000123456' },
  { intestazione: 'Bonifico Bancario - UniCredit', automatica: false, tipo: 'Bonifico', iban: 'IT02L1234512345123456789012' },
  { intestazione: 'Bollettino Postale', automatica: false, tipo: 'Bonifico', iban: null },
  { intestazione: 'Conto Transitorio', automatica: false, tipo: 'ContoTransitorio', iban: null },
  { intestazione: 'Banca Popolare (dismessa)', automatica: false, tipo: 'Bonifico', iban: null, deleted: true },
];

/** Series; `beach` ones belong to the beach discipline when there is one. */
export const SERIE: readonly { codice: string; nome: string; sesso: 'M' | 'F'; beach?: boolean; under?: boolean }[] = [
  { codice: 'AGM', nome: 'Serie A Gold Maschile', sesso: 'M' },
  { codice: 'ASM', nome: 'Serie A Silver Maschile', sesso: 'M' },
  { codice: 'BM', nome: 'Serie B Maschile', sesso: 'M' },
  { codice: 'A1F', nome: 'Serie A1 Femminile', sesso: 'F' },
  { codice: 'A2F', nome: 'Serie A2 Femminile', sesso: 'F' },
  { codice: 'BF', nome: 'Serie B Femminile', sesso: 'F' },
  { codice: 'U20M', nome: 'Under 20 Maschile', sesso: 'M', under: true },
  { codice: 'U17M', nome: 'Under 17 Maschile', sesso: 'M', under: true },
  { codice: 'U17F', nome: 'Under 17 Femminile', sesso: 'F', under: true },
  { codice: 'U15M', nome: 'Under 15 Maschile', sesso: 'M', under: true },
  { codice: 'U15F', nome: 'Under 15 Femminile', sesso: 'F', under: true },
  { codice: 'BHM', nome: 'Beach Handball Maschile', sesso: 'M', beach: true },
  { codice: 'BHF', nome: 'Beach Handball Femminile', sesso: 'F', beach: true },
];

/** partita_contabile.codice values the demo uses (custom causali add their own names). */
export const CODICI = {
  affiliazione: 'Affiliazione',
  riaffiliazione: 'Riaffiliazione',
  atleta: 'Tesseramento Atleta',
  promozionale: 'Tesseramento Promozionale',
  dirigente: 'Tesseramento Dirigente',
  tecnico: 'Tesseramento Tecnico',
  sanitario: 'Tesseramento Sanitario',
  arbitro: 'Tesseramento Arbitro',
  licenzaAllenatore: 'Licenza Allenatore',
  licenzaPreparatore: 'Licenza Preparatore',
  trasferimento: 'Trasferimento',
  prestito: 'Prestito',
  incremento: 'Incremento Portafoglio',
  decremento: 'Decremento Portafoglio',
  storno: 'Storno',
} as const;
