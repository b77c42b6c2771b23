// GET /api/tessera?season=: the membership cards issued in a season (spec 2 §3 Card, §7 'Esporta
// Tessere'), with search, a `famiglia` filter and `export=excel`; scoped like the members list.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden } from '../http/errors.ts';
import { isAdmin } from '../auth/user.ts';
import type { Sql } from '../db/sql.ts';
import { parseListParams, type ListSpec } from '../http/list.ts';
import type { ExportableList } from '../exports/define.ts';
import { listRoute } from '../exports/list-route.ts';
import { seasonOf } from '../anagrafica/list.ts';
import { anagraficaScope } from '../auth/scope.ts';
import { isoTimeSql } from '../http/json-rows.ts';

export const FAMIGLIE_TESSERA = ['Arbitro', 'Tecnico', 'PreparatoreAtletico', 'PreparatorePortieri', 'IstruttorePromozionale'] as const;
const famiglia = z.enum(FAMIGLIE_TESSERA);

const spec: ListSpec = {
  sortable: { id: 't.id', codice: 't.codice', data_emissione: 't.data_emissione', data_scadenza: 't.data_scadenza', famiglia: 't.famiglia', cognome: 'a.cognome' },
  defaultOrder: 'a.cognome, a.nome, t.id',
  searchColumns: ['t.codice', `(a.cognome || ' ' || a.nome)`, 'a.matricola'],
};

const LIST_FIELDS = `t.id, t.codice, t.data_emissione, t.data_scadenza, ${isoTimeSql('t.deleted_at')} AS deleted_at,
  json_build_object('famiglia', t.famiglia, 'nome', t.nome) AS tipologia_tessera,
  json_build_object('id', a.id, 'cognome', a.cognome, 'nome', a.nome, 'matricola', a.matricola) AS anagrafica`;
const EXPORT_FIELDS = `t.id, t.codice, t.famiglia, t.nome AS tipologia, t.data_emissione, t.data_scadenza, a.matricola, a.cognome,
  a.nome, a.codice_fiscale, a.data_nascita, st.nome AS stagione`;

export const tesseraList: ExportableList = {
  name: 'tessera',
  title: 'Tessere',
  access: 'anagrafica:read',
  columns: [
    { key: 'codice', header: 'Codice tessera', width: 16 },
    { key: 'famiglia', header: 'Tipo', width: 20 },
    { key: 'tipologia', header: 'Tipologia', width: 28 },
    { key: 'matricola', header: 'Matricola', width: 12 },
    { key: 'cognome', header: 'Cognome', width: 20 },
    { key: 'nome', header: 'Nome', width: 20 },
    { key: 'codice_fiscale', header: 'Codice fiscale', width: 18 },
    { key: 'data_nascita', header: 'Data di nascita', type: 'date' },
    { key: 'data_emissione', header: 'Data emissione', type: 'date' },
    { key: 'data_scadenza', header: 'Data scadenza', type: 'date' },
    { key: 'stagione', header: 'Stagione', width: 11 },
  ],
  async prepare({ db, user, query, exporting }) {
    // 'Esporta Tessere' is an administrator's (spec 1 §2.5, §6); the list itself is scoped like the members'.
    if (exporting && !isAdmin(user)) throw forbidden("L'esportazione delle tessere è riservata all'amministrazione");
    const season = await seasonOf(db, query.season);
    const params: unknown[] = [season];
    const where: (string | Sql)[] = ['t.stagione_id = $1', 't.deleted_at IS NULL', 'a.deleted_at IS NULL', anagraficaScope(user, 'a', season)];
    if (query.famiglia !== undefined && query.famiglia !== '') {
      const f = famiglia.safeParse(query.famiglia);
      if (!f.success) throw badRequest('Filtro non consentito: famiglia');
      params.push(f.data);
      where.push(`t.famiglia = $${params.length}`);
    }
    return {
      source: {
        select: exporting ? EXPORT_FIELDS : LIST_FIELDS,
        from: exporting ? 'tessera t JOIN anagrafica a ON a.id = t.anagrafica_id JOIN stagione st ON st.id = t.stagione_id' : 'tessera t JOIN anagrafica a ON a.id = t.anagrafica_id',
        pageKey: 't.id',
        where,
        params,
      },
      spec,
      params: parseListParams(query, spec),
    };
  },
};

export default async function tesseraListRoutes(app: FastifyInstance) {
  listRoute(app, '/tessera', tesseraList);
}
