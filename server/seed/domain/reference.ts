// The demo's reference lists: committees, its custom causali, fees per season, disciplines per
// season and its extra banks, on top of the national ones (roles, forms, causali, series, payment
// channels: server/reference/), whose ids it reads back.
import type { Queryable } from '../../db/client.ts';
import { insertRows } from './bulk.ts';
import { BANCHE, CUSTOM_CAUSALI, SERIE, TIPOLOGIE, type RuoloCode } from './catalog.ts';
import type { Season, Seasons } from './context.ts';
import type { Geo, Town } from './geo.ts';
import { slug } from './util.ts';

export interface Tipologia {
  id: number;
  codice: string;
  nome: string;
}
export interface SerieRef {
  id: number;
  codice: string;
  sesso: 'M' | 'F';
  beach: boolean;
  under: boolean;
}
export interface Ref {
  comitatoFor(town: Town): number;
  ruolo: Record<RuoloCode, number>;
  tipologia: Record<string, Tipologia>;
  /** Fee in cents: 0 registration, 1 first registration, 2 transfer under, 3 transfer senior. */
  fee(season: Season, codice: string, kind?: 0 | 1 | 2 | 3): number;
  modulo: Record<string, number>;
  banks: { card: number[]; transfer: number[]; transit: number };
  serie: SerieRef[];
  disciplina: { indoor: number; beach: number | null; wheelchair: number | null };
}

/** Committees: one per region, two autonomous provincial ones in Trentino-Alto Adige. */
const PROVINCIAL = { BZ: 'Comitato Provinciale Autonomo Bolzano', TN: 'Comitato Provinciale Autonomo Trento' } as const;

async function seedComitati(db: Queryable, geo: Geo, ts: string) {
  const rows: Record<string, unknown>[] = [];
  const byRegion = new Map<string, number>();
  const byProvince = new Map<string, number>();
  const add = (nome: string, regione: string, deleted = false) => {
    const id = rows.length + 1;
    const n = Number(geo.regionCode.get(regione));
    rows.push({
      id,
      nome,
      email: `${slug(nome.replace(/^Comitato (Regionale|Provinciale Autonomo) /, ''))}@comitati.figh-demo.it`,
      telefono: `0${10 + n} ${String(4_000_000 + n * 7919).slice(0, 7)}`,
      fax: n % 3 ? null : `0${10 + n} ${String(5_000_000 + n * 104_729).slice(0, 7)}`,
      regione_id: geo.regionIds.get(regione),
      deleted_at: deleted ? ts : null,
      created_at: ts,
      updated_at: ts,
    });
    return id;
  };
  for (const regione of geo.regionIds.keys()) {
    if (regione === 'Trentino-Alto Adige') {
      byProvince.set('BZ', add(PROVINCIAL.BZ, regione));
      byProvince.set('TN', add(PROVINCIAL.TN, regione));
    } else byRegion.set(regione, add(`Comitato Regionale ${regione}`, regione));
  }
  add('Delegazione Provinciale Sud Sardegna', 'Sardegna', true);
  await insertRows(
    db,
    'comitato',
    { id: 'int', nome: 'text', email: 'text', telefono: 'text', fax: 'text', regione_id: 'int', deleted_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz' },
    rows,
  );
  return (town: Town) => byProvince.get(town.sigla) ?? byRegion.get(town.regione) ?? 1;
}

export async function seedReference(db: Queryable, geo: Geo, seasons: Seasons, ts: string): Promise<Ref> {
  const comitatoFor = await seedComitati(db, geo, ts);

  const ruolo = Object.fromEntries((await db.query<{ id: number; codice: RuoloCode }>('SELECT id, codice FROM ruolo')).rows.map((r) => [r.codice, r.id])) as Record<RuoloCode, number>;
  const modulo: Record<string, number> = Object.fromEntries(
    (await db.query<{ id: number; codice: string; attributo: string | null }>('SELECT id, codice, attributo FROM modulo')).rows.map((m) => [m.attributo ? `${m.codice}/S` : m.codice, m.id]),
  );

  // The demo's custom causali, after the national ones (and their forms, when they have any).
  await insertRows(
    db,
    'tipologia_tesseramento',
    {
      nome: 'text',
      codice: 'text',
      famiglia: 'int',
      is_under: 'bool',
      max_stagioni: 'int',
      approvazione_automatica: 'bool',
      mostra_in_anagrafica: 'bool',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    CUSTOM_CAUSALI.map((t) => ({
      nome: t.nome,
      codice: t.codice,
      famiglia: t.famiglia,
      is_under: t.isUnder ?? false,
      max_stagioni: t.maxStagioni ?? 1,
      approvazione_automatica: t.automatica ?? false,
      mostra_in_anagrafica: t.inAnagrafica ?? true,
      created_at: ts,
      updated_at: ts,
    })),
  );
  const tipologia: Record<string, Tipologia> = Object.fromEntries(
    (await db.query<Tipologia>('SELECT id, codice, nome FROM tipologia_tesseramento WHERE deleted_at IS NULL ORDER BY id')).rows.map((t) => [t.codice, t]),
  );
  const customLinks = CUSTOM_CAUSALI.flatMap((t) => t.moduli.map((m) => ({ tipologia_tesseramento_id: tipologia[t.codice].id, modulo_id: modulo[m] })));
  if (customLinks.length) await insertRows(db, 'tipologia_tesseramento_modulo', { tipologia_tesseramento_id: 'int', modulo_id: 'int' }, customLinks);

  // Fees move by season: 5% less in the previous one, 5% more in the next, rounded to 50 cents.
  const factor = (s: Season) => (s.id === seasons.previous.id ? 0.95 : s.id === seasons.next.id ? 1.05 : 1);
  const fee = (s: Season, codice: string, kind: 0 | 1 | 2 | 3 = 0) => {
    const def = TIPOLOGIE.find((t) => t.codice === codice);
    if (!def) throw new Error(`unknown tipologia ${codice}`);
    return Math.round((def.fee[kind] * factor(s)) / 0.5) * 50;
  };
  const all = [seasons.previous, seasons.current, seasons.next];
  await insertRows(
    db,
    'configurazione',
    {
      stagione_affiliazione_id: 'int',
      tipologia_tesseramento_id: 'int',
      importo_cents: 'int',
      importo_tesseramento_cents: 'int',
      importo_trasferimento_under_cents: 'int',
      importo_trasferimento_senior_cents: 'int',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    all.flatMap((s) =>
      TIPOLOGIE.map((t) => ({
        stagione_affiliazione_id: s.id,
        tipologia_tesseramento_id: tipologia[t.codice].id,
        importo_cents: fee(s, t.codice, 0),
        importo_tesseramento_cents: fee(s, t.codice, 1),
        importo_trasferimento_under_cents: fee(s, t.codice, 2),
        importo_trasferimento_senior_cents: fee(s, t.codice, 3),
        created_at: ts,
        updated_at: ts,
      })),
    ),
  );

  const discipline = (await db.query<{ id: number; nome: string }>('SELECT id, nome FROM disciplina ORDER BY id')).rows;
  if (!discipline.length) throw new Error('seedDomain: no disciplina rows (the core seed creates them)');
  const beach = discipline.find((d) => /beach/i.test(d.nome));
  const wheelchair = discipline.find((d) => /carrozzina|wheel/i.test(d.nome));
  const indoor = discipline.find((d) => d !== beach && d !== wheelchair) ?? discipline[0];
  await insertRows(
    db,
    'disciplina_stagione',
    {
      stagione_affiliazione_id: 'int',
      disciplina_id: 'int',
      data_inizio: 'date',
      data_fine: 'date',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    all.flatMap((s) =>
      discipline.map((d) => ({
        stagione_affiliazione_id: s.id,
        disciplina_id: d.id,
        data_inizio: s.data_inizio,
        data_fine: s.data_fine,
        created_at: ts,
        updated_at: ts,
      })),
    ),
  );

  await insertRows(
    db,
    'banca',
    { intestazione: 'text', iban: 'text', automatica: 'bool', tipo: 'text', deleted_at: 'timestamptz' },
    BANCHE.map((b) => ({ intestazione: b.intestazione, iban: b.iban, automatica: b.automatica, tipo: b.tipo, deleted_at: b.deleted ? ts : null })),
  );
  const live = (await db.query<{ id: number; tipo: string }>('SELECT id, tipo FROM banca WHERE deleted_at IS NULL ORDER BY id')).rows;

  const serie: SerieRef[] = (
    await db.query<{ id: number; codice: string; sesso: 'M' | 'F'; disciplina_id: number }>('SELECT id, codice, sesso, disciplina_id FROM serie WHERE deleted_at IS NULL ORDER BY ordine, id')
  ).rows.map((s) => ({ id: s.id, codice: s.codice, sesso: s.sesso, beach: !!SERIE.find((d) => d.codice === s.codice)?.beach, under: !!SERIE.find((d) => d.codice === s.codice)?.under }));

  return {
    comitatoFor,
    ruolo,
    tipologia,
    fee,
    modulo,
    serie,
    banks: {
      card: live.filter((b) => b.tipo === 'CartaCredito').map((b) => b.id),
      transfer: live.filter((b) => b.tipo === 'Bonifico').map((b) => b.id),
      transit: live.find((b) => b.tipo === 'ContoTransitorio')!.id,
    },
    disciplina: { indoor: indoor.id, beach: beach?.id ?? null, wheelchair: wheelchair?.id ?? null },
  };
}
