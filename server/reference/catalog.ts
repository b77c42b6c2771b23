// The national catalog: the fixed reference lists the product's rules name by code and no screen
// creates (roles, registration forms, the standard causali with their families, series, document
// types). Every federation starts with them (server/reference/index.ts); the demo data set uses
// the same lists (server/seed/domain/catalog.ts adds its fees and custom causali). Amounts are
// not part of it: they are configured per season in 'Configurazioni Importi'.
import type { EntityType } from '../documenti/entities.ts';

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

export interface CausaleDef {
  codice: string;
  nome: string;
  famiglia: number;
  isUnder?: boolean;
  maxStagioni?: number;
  automatica?: boolean;
  inAnagrafica?: boolean;
  /** Module keys: codice, plus '/S' for the STRANIERO variant. */
  moduli: string[];
}

const F = FAMIGLIA;
/**
 * The standard causali. Codes the server relies on: AFF and RIAFF (affiliation and its renewal,
 * server/societa/affiliazione.ts), PRO and PROS (promotional, kept out of the athletes' tables),
 * PGM and SLI (twinning loan and second licence, server/tesseramenti/loans.ts), AL (national
 * championships: a series is required).
 */
export const CAUSALI: readonly CausaleDef[] = [
  { codice: 'AFF', nome: 'Affiliazione', famiglia: F.Societa, inAnagrafica: false, moduli: [] },
  { codice: 'RIAFF', nome: 'Riaffiliazione', famiglia: F.Societa, inAnagrafica: false, moduli: [] },
  { codice: 'AS', nome: 'Atleta Senior', famiglia: F.Atleta, maxStagioni: 3, moduli: ['T1', 'T1/S'] },
  { codice: 'AU', nome: 'Atleta Under', famiglia: F.Atleta, isUnder: true, maxStagioni: 3, moduli: ['T1', 'T1/S'] },
  { codice: 'AL', nome: 'Atleta Campionati Nazionali', famiglia: F.Atleta, maxStagioni: 2, moduli: ['T1', 'T1/S'] },
  { codice: 'BH', nome: 'Atleta Beach Handball', famiglia: F.Atleta, moduli: ['T1', 'T1/S'] },
  { codice: 'PRO', nome: 'Attività Promozionale (TAP)', famiglia: F.Atleta, isUnder: true, automatica: true, moduli: ['T1'] },
  { codice: 'PROS', nome: 'Attività Promozionale Scolastica (TAP-S)', famiglia: F.Atleta, isUnder: true, automatica: true, moduli: ['T1'] },
  { codice: 'PGM', nome: 'Prestito Gemellaggio', famiglia: F.Atleta, inAnagrafica: false, moduli: ['T5'] },
  { codice: 'SLI', nome: 'Seconda Licenza', famiglia: F.Atleta, inAnagrafica: false, moduli: ['T5'] },
  { codice: 'DIR', nome: 'Dirigente', famiglia: F.Dirigente, maxStagioni: 4, moduli: ['T12', 'T12/S'] },
  { codice: 'DCD', nome: 'Dirigente Consiglio Direttivo', famiglia: F.Dirigente, maxStagioni: 4, moduli: ['T12', 'T12/S'] },
  { codice: 'ALN', nome: 'Allenatore Nazionale', famiglia: F.Tecnico, moduli: ['T11', 'T11/S'] },
  { codice: 'ALR', nome: 'Allenatore Regionale', famiglia: F.Tecnico, moduli: ['T11', 'T11/S'] },
  { codice: 'ALB', nome: 'Allenatore di Base', famiglia: F.Tecnico, moduli: ['T11', 'T11/S'] },
  { codice: 'ALG', nome: 'Allenatore Giovanile', famiglia: F.Tecnico, moduli: ['T11', 'T11/S'] },
  { codice: 'ARN', nome: 'Arbitro Nazionale', famiglia: F.Arbitro, moduli: ['T12'] },
  { codice: 'ARR', nome: 'Arbitro Regionale', famiglia: F.Arbitro, moduli: ['T12'] },
  { codice: 'ARBH', nome: 'Arbitro Beach Handball', famiglia: F.Arbitro, moduli: ['T12'] },
  { codice: 'ARG', nome: 'Arbitro Giovanile', famiglia: F.Arbitro, automatica: true, moduli: ['T12'] },
  { codice: 'PAT', nome: 'Preparatore Atletico', famiglia: F.PreparatoreAtletico, moduli: ['T11', 'T11/S'] },
  { codice: 'PPO', nome: 'Preparatore dei Portieri', famiglia: F.PreparatorePortieri, moduli: ['T11', 'T11/S'] },
  { codice: 'IPR', nome: 'Istruttore Promozionale', famiglia: F.IstruttorePromozionale, moduli: ['T11'] },
  { codice: 'FIS', nome: 'Fisioterapista', famiglia: F.Fisioterapista, moduli: ['T12', 'T12/S'] },
  { codice: 'MED', nome: 'Medico Sociale', famiglia: F.Medico, moduli: ['T12', 'T12/S'] },
];

/** Registration forms (modulo.codice is CHECK-constrained to these codes). */
export const MODULI: readonly { key: string; codice: string; attributo: string | null; nome: string }[] = [
  { key: 'T1', codice: 'T1', attributo: null, nome: 'Modulo T1 - Richiesta di tesseramento atleta' },
  { key: 'T1/S', codice: 'T1', attributo: 'STRANIERO', nome: 'Modulo T1 - Richiesta di tesseramento atleta straniero' },
  { key: 'T1.1', codice: 'T1.1', attributo: null, nome: 'Modulo T1.1 - Dichiarazione di eleggibilità sportiva' },
  { key: 'T4', codice: 'T4', attributo: null, nome: 'Modulo T4 - Nulla osta al trasferimento' },
  { key: 'T5', codice: 'T5', attributo: null, nome: 'Modulo T5 - Richiesta di prestito' },
  { key: 'T11', codice: 'T11', attributo: null, nome: 'Modulo T11 - Tesseramento tecnico' },
  { key: 'T11/S', codice: 'T11', attributo: 'STRANIERO', nome: 'Modulo T11 - Tesseramento tecnico straniero' },
  { key: 'T12', codice: 'T12', attributo: null, nome: 'Modulo T12 - Tesseramento dirigente, arbitro e sanitario' },
  { key: 'T12/S', codice: 'T12', attributo: 'STRANIERO', nome: 'Modulo T12 - Tesseramento dirigente, arbitro e sanitario straniero' },
];

/** Roles; ATL, ALL and ARB are named by the registration, card and loan rules. */
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

/**
 * The national championship series a club and an athlete (causale AL) are registered for; `beach`
 * ones belong to the beach discipline, and are left out when there is none.
 */
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

/** Document types offered in the upload panel of clubs and members, in their order. */
export const TIPI_DOCUMENTO: Record<EntityType, readonly string[]> = {
  societa: [
    'Atto costitutivo',
    'Statuto',
    'Verbale di assemblea',
    'Certificato di attribuzione del codice fiscale',
    'Documento del legale rappresentante',
    'Certificato di iscrizione al Registro',
    'Altro',
  ],
  anagrafica: ["Documento d'identità", 'Codice fiscale', 'Certificato medico', 'Permesso di soggiorno', 'Modulo di tesseramento firmato', 'Fotografia', 'Altro'],
};
