-- Searches of the accounting lists: `search` matches codice, descrizione and codice_versamento
-- (contains, ILIKE), which only trigram indexes serve; without them every search read all entries.
CREATE INDEX partita_contabile_codice_trgm ON partita_contabile USING gin (codice gin_trgm_ops);
CREATE INDEX partita_contabile_descrizione_trgm ON partita_contabile USING gin (descrizione gin_trgm_ops);
CREATE INDEX partita_contabile_codice_versamento_trgm ON partita_contabile USING gin (codice_versamento gin_trgm_ops);
-- The clubs list searches codice_fiscale and partita_iva too: with these, all four of its columns
-- are trigram-indexed and a rare term is found through the indexes.
CREATE INDEX societa_codice_fiscale_trgm ON societa USING gin (codice_fiscale gin_trgm_ops);
CREATE INDEX societa_partita_iva_trgm ON societa USING gin (partita_iva gin_trgm_ops);
ANALYZE partita_contabile;
ANALYZE societa;
