-- Indexes of the live rows the big lists sort and count: the first page and the total of the members
-- and clubs lists read these (index-only for the count once the visibility map is set).
CREATE INDEX anagrafica_live_sort ON anagrafica (cognome, nome, id) WHERE deleted_at IS NULL;
DROP INDEX IF EXISTS anagrafica_sort;
CREATE INDEX societa_live_sort ON societa (nome, id) WHERE deleted_at IS NULL;
