// GET /api/gemellaggi: every twinning link (spec 2 §2.3 Gemellaggi tab of the club accounting screen,
// §3 twinning row), paged, searchable and sortable by the two clubs' names, with `export=excel`.
// Administrators see every link; a club user the links its club is parent or child of; anybody
// else none. Approve/reject stay POST societa/gemellaggi/{id}/approve|reject (routes.ts).
import { z } from 'zod';
import { ownedBySocietaScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/user.ts';
import { sql, type Sql } from '../db/sql.ts';
import type { ExportableList } from '../exports/define.ts';
import { parseListParams, type ListSpec } from '../http/list.ts';
import { listQuery } from '../http/schemas.ts';

/** Who reaches the list: the club accounting screen's readers (administrators and club users), shared with the client. */
import { GEMELLAGGI_ACCESS } from '../../resources/contracts/contabilita.ts';

export { GEMELLAGGI_ACCESS };

/** Twinning links a user may see: both club columns checked with the clubs' ownership scope. */
export function gemellaggioScope(user: AuthUser, alias = 'g'): Sql {
  return sql`(${ownedBySocietaScope(user, alias, 'societa_parent_id')} OR ${ownedBySocietaScope(user, alias, 'societa_child_id')})`;
}

const clubRef = z.object({ id: z.number(), nome: z.string() });

/** One row of the list (spec 2 §3 twinning row). */
export const gemellaggioListRow = z.object({ id: z.number(), societa_parent: clubRef, societa_child: clubRef, approvato: z.boolean(), rifiutato: z.boolean() });

const spec: ListSpec = {
  sortable: { id: 'g.id', societa_parent: 'sp.nome', societa_child: 'sc.nome', approvato: 'g.approvato', rifiutato: 'g.rifiutato', data_richiesta: 'g.data_richiesta' },
  defaultOrder: 'g.data_richiesta DESC, g.id DESC',
  searchColumns: ['sp.nome', 'sc.nome'],
};

const FROM = 'gemellaggio g JOIN societa sp ON sp.id = g.societa_parent_id JOIN societa sc ON sc.id = g.societa_child_id';
const LIST_FIELDS = `g.id, json_build_object('id', sp.id, 'nome', sp.nome) AS societa_parent,
  json_build_object('id', sc.id, 'nome', sc.nome) AS societa_child, g.approvato, g.rifiutato`;
const EXPORT_FIELDS = 'g.id, sp.nome AS societa_parent_nome, sc.nome AS societa_child_nome, g.sesso, g.approvato, g.rifiutato, g.data_richiesta';

export const gemellaggiList: ExportableList = {
  name: 'gemellaggi',
  title: 'Gemellaggi',
  tag: 'societa',
  access: GEMELLAGGI_ACCESS,
  querystring: listQuery.strict(),
  row: gemellaggioListRow,
  columns: [
    { key: 'societa_parent_nome', header: 'Società madre', width: 40 },
    { key: 'societa_child_nome', header: 'Società figlia', width: 40 },
    { key: 'sesso', header: 'Sesso', width: 6 },
    { key: 'approvato', header: 'Approvato', type: 'boolean' },
    { key: 'rifiutato', header: 'Rifiutato', type: 'boolean' },
    { key: 'data_richiesta', header: 'Data richiesta', type: 'datetime' },
  ],
  prepare({ user, query, exporting }) {
    return {
      source: { select: exporting ? EXPORT_FIELDS : LIST_FIELDS, from: FROM, where: [sql`g.deleted_at IS NULL`, gemellaggioScope(user)], pageKey: 'g.id' },
      spec,
      params: parseListParams(query, spec),
    };
  },
};
