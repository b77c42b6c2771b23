// Provinces and towns as the lookups answer them.
import type { ListSource, ListSpec } from '../http/list.ts';
import { sql, type Sql } from '../db/sql.ts';

export const provinciaSpec: ListSpec = {
  sortable: { id: 'p.id', descrizione: 'p.descrizione', sigla: 'p.sigla', codice_istat: 'p.codice_istat' },
  defaultOrder: 'p.descrizione, p.id',
  searchColumns: ['p.descrizione', 'p.sigla'],
};

export const provinciaSource: ListSource = {
  select: 'p.id, p.descrizione, p.sigla, p.codice_istat, r.nome AS regione',
  from: 'provincia p JOIN regione r ON r.id = p.regione_id',
};

export const localitaSpec: ListSpec = {
  sortable: { id: 'c.id', denominazione: 'c.denominazione', codice_istat: 'c.codice_istat' },
  defaultOrder: 'c.denominazione, c.id',
  searchColumns: ['c.denominazione'],
};

/** Towns, optionally of one province given by id or sigla, or one town by ISTAT code. */
export function localitaSource(provincia?: string, codiceIstat?: string): ListSource {
  const where: Sql[] = [];
  if (provincia) {
    where.push(/^\d+$/.test(provincia) ? sql`p.id = ${Number(provincia)}` : sql`p.sigla = ${provincia.toUpperCase()}`);
  }
  if (codiceIstat) where.push(sql`c.codice_istat = ${codiceIstat}`);
  return {
    select: `c.id, c.denominazione, c.codice_istat, c.codice_catastale, c.provincia_id, p.sigla AS provincia,
      p.descrizione AS provincia_descrizione, p.codice_istat AS provincia_istat`,
    from: 'comune c JOIN provincia p ON p.id = c.provincia_id',
    where,
    pageKey: 'c.id',
  };
}
