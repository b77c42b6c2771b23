// The demo's reference lists: the national catalog (server/reference/catalog.ts) with the demo's
// fees, the demo's own custom causali and banks, and the ledger codes of accounting entries.
import { CAUSALI, FAMIGLIA, type CausaleDef } from '../../reference/catalog.ts';
import type { PaymentChannelSettings } from '../../reference/payment-channels.ts';

export { FAMIGLIA, MODULI, RUOLI, SERIE, type RuoloCode } from '../../reference/catalog.ts';

export interface TipologiaDef extends CausaleDef {
  /** Fees in euro: registration, first registration, transfer under, transfer senior. */
  fee: [number, number, number, number];
}

/** The demo's fees of the national causali (a real federation configures its own per season). */
const FEES: Record<string, TipologiaDef['fee']> = {
  AFF: [250, 0, 0, 0],
  RIAFF: [200, 0, 0, 0],
  AS: [25, 30, 100, 300],
  AU: [15, 15, 50, 150],
  AL: [40, 45, 150, 400],
  BH: [15, 15, 30, 60],
  PRO: [8, 8, 0, 0],
  PROS: [5, 5, 0, 0],
  PGM: [20, 20, 0, 0],
  SLI: [30, 30, 0, 0],
  DIR: [20, 20, 0, 0],
  DCD: [20, 20, 0, 0],
  ALN: [120, 150, 0, 0],
  ALR: [80, 100, 0, 0],
  ALB: [50, 60, 0, 0],
  ALG: [40, 50, 0, 0],
  ARN: [60, 60, 0, 0],
  ARR: [40, 40, 0, 0],
  ARBH: [30, 30, 0, 0],
  ARG: [20, 20, 0, 0],
  PAT: [50, 50, 0, 0],
  PPO: [50, 50, 0, 0],
  IPR: [30, 30, 0, 0],
  FIS: [20, 20, 0, 0],
  MED: [20, 20, 0, 0],
};

const F = FAMIGLIA;
/** Custom causali a federation creates in 'Gestione Causali' (famiglia Custom); the demo has these. */
export const CUSTOM_CAUSALI: readonly TipologiaDef[] = [
  { codice: 'DSG', nome: 'Diritti di Segreteria', famiglia: F.Custom, automatica: true, inAnagrafica: false, moduli: [], fee: [10, 0, 0, 0] },
  { codice: 'MUL', nome: 'Multa', famiglia: F.Custom, inAnagrafica: false, moduli: [], fee: [50, 0, 0, 0] },
  { codice: 'TGA', nome: 'Tassa Gara', famiglia: F.Custom, inAnagrafica: false, moduli: [], fee: [35, 0, 0, 0] },
  { codice: 'RCU', nome: 'Ricavo Custom', famiglia: F.Custom, inAnagrafica: false, moduli: [], fee: [0, 0, 0, 0] },
];

/** Every causale of the demo with its fees: the national ones, then the custom ones. */
export const TIPOLOGIE: readonly TipologiaDef[] = [
  ...CAUSALI.map((t) => {
    const fee = FEES[t.codice];
    if (!fee) throw new Error(`demo catalog: no fee for causale ${t.codice}`);
    return { ...t, fee };
  }),
  ...CUSTOM_CAUSALI,
];

/**
 * The demo's payment configuration: a card gateway (the simulator) and an account for bank transfers
 * (the product's two channels, server/reference/payment-channels.ts), as a federation would set
 * PAYMENT_PROVIDER, PAYMENT_IBAN and PAYMENT_BANK.
 */
export const DEMO_PAYMENT_CHANNELS: PaymentChannelSettings = { cardPayments: true, paymentIban: 'IT60X0542811101000000123456', paymentBank: 'Intesa Sanpaolo' };

/** The demo's other banks, after the two channels. */
export const BANCHE: readonly { intestazione: string; automatica: boolean; tipo: string; iban: string | null; deleted?: boolean }[] = [
  { intestazione: 'PayPal', automatica: true, tipo: 'CartaCredito', iban: null },
  { intestazione: 'Bonifico Bancario - UniCredit', automatica: false, tipo: 'Bonifico', iban: 'IT02L1234512345123456789012' },
  { intestazione: 'Bollettino Postale', automatica: false, tipo: 'Bonifico', iban: null },
  { intestazione: 'Conto Transitorio', automatica: false, tipo: 'ContoTransitorio', iban: null },
  { intestazione: 'Banca Popolare (dismessa)', automatica: false, tipo: 'Bonifico', iban: null, deleted: true },
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
