// GET /api/anagrafica?season=: the members list (spec 2 §2.5, §7, §9) with search, the advanced
// filter flags and `export=excel`. Administrators see every member; a club user the members that
// have (had) a role with its club; a member user only itself.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import type { Sql } from '../db/sql.ts';
import { ANAGRAFICA_FLAGS, ANAGRAFICA_LIST_ACCESS, type AnagraficaFlag } from '../../resources/contracts/anagrafica.ts';
import { CERTIFICATE_WARNING_DAYS } from './rules.ts';
import { anagraficaScope, ownMembers, readsWallet } from './scope.ts';
import { roleRunsItsSeason } from '../auth/scope.ts';
import { parseFlags, parseListParams, type ListSpec } from '../http/list.ts';
import type { ExportableList } from '../exports/define.ts';
import { listRoute } from '../exports/list-route.ts';
import { currentSeason } from '../auth/session.ts';
import { eurosSql } from '../money.ts';
import { anagraficaListRow } from './schemas.ts';
import { isoTimeSql } from '../http/json-rows.ts';

export { ANAGRAFICA_FLAGS };
type Flag = AnagraficaFlag;

const seasonParam = z.coerce.number().int().positive().max(2_147_483_647);

/** The season a list is about: `season` of the query, else the open season. */
export async function seasonOf(db: Queryable, value: unknown): Promise<number> {
  if (value !== undefined && value !== '') {
    const parsed = seasonParam.safeParse(value);
    if (!parsed.success) throw badRequest('Stagione non valida');
    return parsed.data;
  }
  // The current season is one query, shared with the session payload.
  return Number((await currentSeason(db))?.id ?? 0);
}

const spec: ListSpec = {
  sortable: {
    id: 'a.id',
    cognome: 'a.cognome',
    nome: 'a.nome',
    matricola: 'a.matricola',
    codice_fiscale: 'a.codice_fiscale',
    data_nascita: 'a.data_nascita',
    data_scadenza_certificato: 'a.data_scadenza_certificato',
  },
  defaultOrder: 'a.cognome, a.nome, a.id',
  keyset: { columns: ['a.cognome', 'a.nome', 'a.id'], direction: 'asc' },
  // Written as the trigram index of migration 011 expects it.
  searchText: 'a.search_text', // cognome, nome, codice_fiscale, matricola
};

/** A live role of the member in the season ($1), optionally with more conditions. */
const roleInSeason = (extra = '') => `EXISTS (SELECT 1 FROM anagrafica_ruolo r WHERE r.anagrafica_id = a.id AND r.stagione_id = $1 AND r.deleted_at IS NULL${extra})`;

const FLAG_SQL: Record<Exclude<Flag, 'self'>, string> = {
  tesserati: roleInSeason(' AND r.approvato'),
  arbitro: 'a.arbitro',
  allenatore: 'a.allenatore',
  preparatore_atl: 'a.preparatore_atl',
  preparatore_port: 'a.preparatore_port',
  istruttore_prom: 'a.istruttore_prom',
  dirigente: 'a.dirigente',
  // Free agent: no approved role with any club this season.
  svincolato: `NOT ${roleInSeason(' AND r.approvato AND r.societa_id IS NOT NULL')}`,
  // Medical certificate radar: expired or expiring within the warning days.
  certificato: `a.data_scadenza_certificato < CURRENT_DATE + ${CERTIFICATE_WARNING_DAYS}`,
};

/** The club's role of `mio` still runs (a transfer away ends it): the same test as ownMembers, as text (it binds nothing). */
const RM_RUNS = roleRunsItsSeason('rm').text;

const ROLES = `ARRAY(SELECT DISTINCT ru.nome FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id
  WHERE r.anagrafica_id = a.id AND r.stagione_id = $1 AND r.deleted_at IS NULL AND NOT r.rifiutato ORDER BY ru.nome)`;
const LIST_FIELDS = `a.id, a.cognome, a.nome, a.cognome || ' ' || a.nome AS nome_completo, a.matricola, a.codice_fiscale, a.sesso,
  a.data_nascita, a.email, a.cittadinanza, a.data_scadenza_certificato, a.arbitro, a.allenatore, a.dirigente,
  a.preparatore_atl, a.preparatore_port, a.istruttore_prom, a.agonista, a.attivo, a.key, ${isoTimeSql('a.deleted_at')} AS deleted_at, ${ROLES} AS ruoli`;

// The export reads every row: the season's roles and clubs of a member come from one LATERAL
// subquery (one index lookup per member). A grouped join would be faster when the planner has
// statistics, but right after a bulk load it can turn into a quadratic nested loop; this cannot.
// The wallet ('Bonus') only for the users who may read it (readsWallet): a club's export has no such column.
const EXPORT_FIELDS = `a.id, a.matricola, a.cognome, a.nome, a.codice_fiscale, a.sesso, a.data_nascita, cn.denominazione AS comune_nascita,
  a.provincia_nascita, a.cittadinanza, a.nazionalita_sportiva, a.email, a.telefono, a.indirizzo_residenza, a.cap_residenza,
  a.citta_residenza, a.provincia_residenza, a.data_scadenza_certificato, rr.ruoli, rr.societa, a.agonista, a.arbitro,
  a.allenatore, a.dirigente`;
const EXPORT_WALLET_FIELD = `${eurosSql('coalesce(pf.totale_cents, 0)')} AS portafoglio`;
const EXPORT_FROM = `anagrafica a
  LEFT JOIN comune cn ON cn.id = a.comune_nascita_id
  LEFT JOIN LATERAL (
    SELECT array_agg(DISTINCT ru.nome ORDER BY ru.nome) AS ruoli,
           array_agg(DISTINCT s.nome ORDER BY s.nome) FILTER (WHERE s.nome IS NOT NULL) AS societa
      FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id LEFT JOIN societa s ON s.id = r.societa_id
     WHERE r.anagrafica_id = a.id AND r.stagione_id = $1 AND r.deleted_at IS NULL AND NOT r.rifiutato) rr ON true`;
const EXPORT_WALLET_FROM = `
  LEFT JOIN portafoglio pf ON pf.anagrafica_id = a.id`;
const WALLET_COLUMN = 'portafoglio';

export const anagraficaList: ExportableList = {
  name: 'anagrafica',
  title: 'Tesserati',
  row: anagraficaListRow,
  // The add-user dialog of the users screen and the cart dialog look people up too (one list, the contract's).
  access: ANAGRAFICA_LIST_ACCESS,
  columns: [
    { key: 'matricola', header: 'Matricola', width: 12 },
    { key: 'cognome', header: 'Cognome', width: 20 },
    { key: 'nome', header: 'Nome', width: 20 },
    { key: 'codice_fiscale', header: 'Codice fiscale', width: 18 },
    { key: 'sesso', header: 'Sesso', width: 6 },
    { key: 'data_nascita', header: 'Data di nascita', type: 'date' },
    { key: 'comune_nascita', header: 'Comune di nascita', width: 22 },
    { key: 'provincia_nascita', header: 'Provincia di nascita', width: 10 },
    { key: 'cittadinanza', header: 'Cittadinanza', width: 12 },
    { key: 'nazionalita_sportiva', header: 'Nazionalità sportiva', width: 12 },
    { key: 'email', header: 'Email', width: 28 },
    { key: 'telefono', header: 'Telefono', width: 14 },
    { key: 'indirizzo_residenza', header: 'Indirizzo di residenza', width: 28 },
    { key: 'cap_residenza', header: 'CAP', width: 7 },
    { key: 'citta_residenza', header: 'Città di residenza', width: 20 },
    { key: 'provincia_residenza', header: 'Provincia di residenza', width: 10 },
    { key: 'data_scadenza_certificato', header: 'Scadenza certificato medico', type: 'date' },
    { key: 'ruoli', header: 'Ruoli nella stagione', type: 'list', width: 28 },
    { key: 'societa', header: 'Società nella stagione', type: 'list', width: 36 },
    { key: 'agonista', header: 'Agonista', type: 'boolean' },
    { key: 'arbitro', header: 'Arbitro', type: 'boolean' },
    { key: 'allenatore', header: 'Allenatore', type: 'boolean' },
    { key: 'dirigente', header: 'Dirigente', type: 'boolean' },
    { key: WALLET_COLUMN, header: 'Bonus', type: 'money' },
  ],
  async columnsFor({ user }) {
    return readsWallet(user) ? anagraficaList.columns : anagraficaList.columns.filter((c) => c.key !== WALLET_COLUMN);
  },
  async prepare({ db, user, query, exporting }) {
    const season = await seasonOf(db, query.season);
    const params: unknown[] = [season];
    // The season test also keeps $1 referenced by the count query, which has no select list.
    const where: (string | Sql)[] = ['a.deleted_at IS NULL', 'EXISTS (SELECT 1 FROM stagione st0 WHERE st0.id = $1)', anagraficaScope(user, 'a', season)];
    // 'self' (I miei tesserati) is the club view's: its members in this season.
    const own = ownMembers(user, 'a', season);
    for (const flag of parseFlags(query.flag, ANAGRAFICA_FLAGS)) {
      if (flag === 'self') {
        if (user.tipo_utente === 'societa') where.push(own);
      } else where.push(FLAG_SQL[flag]);
    }
    // `mio` sits in the select list, which the count query lacks: the club id (an integer from the
    // session, never user input) is written in rather than bound, so no parameter goes unused.
    const mio =
      user.tipo_utente === 'societa'
        ? `EXISTS (SELECT 1 FROM anagrafica_ruolo rm WHERE rm.anagrafica_id = a.id AND rm.societa_id = ${Math.trunc(Number(user.societa_id ?? 0))} AND rm.stagione_id = $1 AND rm.approvato AND rm.deleted_at IS NULL AND ${RM_RUNS})`
        : 'false';
    const wallet = readsWallet(user);
    return {
      source: {
        // `mio`: the club's own member this season (shown green in the club view).
        select: exporting ? `${EXPORT_FIELDS}${wallet ? `, ${EXPORT_WALLET_FIELD}` : ''}` : `${LIST_FIELDS}, a.data_scadenza_certificato < CURRENT_DATE AS certificato_scaduto, ${mio} AS mio`,
        from: exporting ? `${EXPORT_FROM}${wallet ? EXPORT_WALLET_FROM : ''}` : 'anagrafica a',
        pageKey: 'a.id',
        where,
        params,
      },
      spec,
      params: parseListParams(query, spec),
    };
  },
};

export default async function anagraficaListRoutes(app: FastifyInstance) {
  listRoute(app, '/anagrafica', anagraficaList);
}
