// GET /api/societa: the clubs list (spec 2 §2.1, §7) with search, the advanced-search flags and
// `export=excel`. Administrators see every club; a club user only its own; a member user the
// clubs it has a role with.
import type { FastifyInstance } from 'fastify';
import { societaScope } from '../auth/scope.ts';
import type { Sql } from '../db/sql.ts';
import { parseFlags, parseListParams, type ListSpec } from '../http/list.ts';
import type { ExportableList } from '../exports/define.ts';
import { listRoute } from '../exports/list-route.ts';
import { eurosSql } from '../money.ts';
import { isoTimeSql } from '../http/json-rows.ts';
import { societaListRow } from './schemas.ts';
import { SOCIETA_LIST_ACCESS } from '../../resources/contracts/societa.ts';

export const SOCIETA_FLAGS = ['affiliate', 'aggregazioni', 'promozionali'] as const;
const FLAG_SQL: Record<(typeof SOCIETA_FLAGS)[number], string> = {
  affiliate: 's.affiliata',
  aggregazioni: 's.aggregazione',
  // Promotional clubs: members only in non-competitive activity (the 'Aderente' toggle).
  promozionali: 's.onlynotagonist',
};

const spec: ListSpec = {
  sortable: { id: 's.id', nome: 's.nome', codice_affiliazione: 's.codice_affiliazione', data_affiliazione: 's.data_affiliazione', affiliata: 's.affiliata' },
  defaultOrder: 's.nome, s.id',
  searchText: 's.search_text', // nome, codice_affiliazione, codice_fiscale, partita_iva
};

const LIST_FIELDS = `s.id, s.nome, s.codice_affiliazione, s.persona_fisica, s.email, s.codice_fiscale, s.partita_iva, s.azienda, s.key, s.affiliata, ${isoTimeSql('s.deleted_at')} AS deleted_at`;
const EXPORT_FIELDS = `${LIST_FIELDS}, s.pec, s.telefono, cl.denominazione AS sede_legale_comune, pl.sigla AS sede_legale_provincia,
  s.data_affiliazione, s.data_prima_affiliazione, s.aggregazione, s.onlynotagonist, com.nome AS comitato,
  ${eurosSql('coalesce(pf.totale_cents, 0)')} AS portafoglio`;
const EXPORT_FROM = `societa s
  LEFT JOIN comune cl ON cl.id = s.sede_legale_comune_id
  LEFT JOIN provincia pl ON pl.id = cl.provincia_id
  LEFT JOIN comitato com ON com.id = s.comitato_id
  LEFT JOIN portafoglio pf ON pf.societa_id = s.id`;

export const societaList: ExportableList = {
  name: 'societa',
  title: 'Società',
  row: societaListRow,
  // The add-user dialog of the users screen and the cart dialog look clubs up too (one list, the contract's).
  access: SOCIETA_LIST_ACCESS,
  columns: [
    { key: 'codice_affiliazione', header: 'Codice affiliazione', width: 14 },
    { key: 'nome', header: 'Denominazione', width: 40 },
    { key: 'codice_fiscale', header: 'Codice fiscale', width: 18 },
    { key: 'partita_iva', header: 'Partita IVA', width: 14 },
    { key: 'email', header: 'Email', width: 28 },
    { key: 'pec', header: 'PEC', width: 28 },
    { key: 'telefono', header: 'Telefono', width: 14 },
    { key: 'sede_legale_comune', header: 'Comune sede legale', width: 22 },
    { key: 'sede_legale_provincia', header: 'Provincia', width: 9 },
    { key: 'comitato', header: 'Comitato', width: 22 },
    { key: 'data_prima_affiliazione', header: 'Data prima affiliazione', type: 'date' },
    { key: 'data_affiliazione', header: 'Data affiliazione', type: 'date' },
    { key: 'affiliata', header: 'Affiliata', type: 'boolean' },
    { key: 'aggregazione', header: 'Aggregazione', type: 'boolean' },
    { key: 'onlynotagonist', header: 'Aderente', type: 'boolean' },
    { key: 'persona_fisica', header: 'Persona fisica', type: 'boolean' },
    { key: 'portafoglio', header: 'Bonus', type: 'money' },
  ],
  prepare({ user, query, exporting }) {
    const params: unknown[] = [];
    const where: (string | Sql)[] = ['s.deleted_at IS NULL', societaScope(user, 's')];
    for (const flag of parseFlags(query.flag, SOCIETA_FLAGS)) where.push(FLAG_SQL[flag]);
    return {
      source: { select: exporting ? EXPORT_FIELDS : LIST_FIELDS, from: exporting ? EXPORT_FROM : 'societa s', where, params, pageKey: 's.id' },
      spec,
      params: parseListParams(query, spec),
    };
  },
};

export default async function societaListRoutes(app: FastifyInstance) {
  listRoute(app, '/societa', societaList);
}
