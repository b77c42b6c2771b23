-- Members registry: indexes of the likely-duplicate check (same birth date, then the name) and of
-- the medical certificate radar (certificates expired or expiring soon).
CREATE INDEX anagrafica_data_nascita ON anagrafica (data_nascita) WHERE deleted_at IS NULL;
CREATE INDEX anagrafica_certificato ON anagrafica (data_scadenza_certificato) WHERE deleted_at IS NULL;
