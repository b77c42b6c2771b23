// The forms (moduli) a registration files: the one the module rule picks, plus the optional
// T1.1 / T4 / T5 with their extra answers.
import type { Queryable } from '../db/client.ts';
import { selectModule, type ModuloFacts } from './rules.ts';

export interface FormsInput {
  anagraficaId: number;
  cittadinanza: string;
  seasonId: number;
  ruoloId: number;
  day: string;
  moduli: ModuloFacts[];
  /** A module the dialog showed (must be one of the type's); else the rule picks. */
  chosen?: number | null;
  accettaPrivacy: boolean;
  extra?: Record<string, unknown>;
  optional?: Record<string, Record<string, unknown> | undefined>;
}

/** What fileForms filed: the main form (the module rule's or the chosen one) and every row it added. */
export interface FiledForms {
  main: ModuloFacts | null;
  ids: number[];
}

export async function fileForms(tx: Queryable, f: FormsInput): Promise<FiledForms> {
  const main = f.moduli.find((m) => m.id === f.chosen) ?? selectModule(f.moduli, f.cittadinanza);
  const ids: number[] = [];
  const insert = async (moduloId: number, extra: Record<string, unknown>) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO anagrafica_modulo (anagrafica_id, modulo_id, stagione_id, anagrafica_ruolo_id, data_tesseramento, accetta_privacy, extra)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [f.anagraficaId, moduloId, f.seasonId, f.ruoloId, f.day, f.accettaPrivacy, JSON.stringify(extra)],
    );
    ids.push(rows[0].id);
  };
  if (main) await insert(main.id, f.extra ?? {});
  for (const [codice, extra] of Object.entries(f.optional ?? {})) {
    if (!extra) continue;
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM modulo WHERE codice = $1 AND attributo IS NULL', [codice]);
    if (rows[0]) await insert(rows[0].id, extra);
  }
  return { main, ids };
}
