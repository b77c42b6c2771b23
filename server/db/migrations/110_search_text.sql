-- The search of the three big lists (members, clubs, accounting entries) matches one stored
-- lower-case text of its columns, joined by spaces, with one trigram index (ListSpec.searchText):
-- a candidate row is checked with one LIKE on text already in lower case, not with an ILIKE per
-- column, each lower-casing its value again. Same rows: ILIKE is lower(value) LIKE lower(pattern),
-- and a word of the search has no space, so it never matches across two columns.
ALTER TABLE anagrafica ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(cognome || ' ' || nome || ' ' || coalesce(codice_fiscale, '') || ' ' || matricola)
) STORED;
CREATE INDEX anagrafica_search_text_trgm ON anagrafica USING gin (search_text gin_trgm_ops);

ALTER TABLE societa ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(nome || ' ' || coalesce(codice_affiliazione, '') || ' ' || coalesce(codice_fiscale, '') || ' ' || coalesce(partita_iva, ''))
) STORED;
CREATE INDEX societa_search_text_trgm ON societa USING gin (search_text gin_trgm_ops);

ALTER TABLE partita_contabile ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(coalesce(codice, '') || ' ' || coalesce(descrizione, '') || ' ' || coalesce(codice_versamento, ''))
) STORED;
CREATE INDEX partita_contabile_search_text_trgm ON partita_contabile USING gin (search_text gin_trgm_ops);

-- Only the clubs and accounting lists' searches read these (095_list_search.sql); the filter
-- 'Codice versamento' still reads partita_contabile_codice_versamento_trgm.
DROP INDEX partita_contabile_codice_trgm;
DROP INDEX partita_contabile_descrizione_trgm;
DROP INDEX societa_codice_fiscale_trgm;
DROP INDEX societa_partita_iva_trgm;

ANALYZE anagrafica;
ANALYZE societa;
ANALYZE partita_contabile;
