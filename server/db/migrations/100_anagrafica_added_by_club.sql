-- A person a club adds (POST anagrafica by a club user) stays in that club's scope until the person
-- is registered anywhere: the club can open the new record and register it (server/auth/scope.ts).
ALTER TABLE anagrafica ADD COLUMN creato_da_societa_id integer REFERENCES societa (id);
CREATE INDEX anagrafica_creato_da_societa ON anagrafica (creato_da_societa_id) WHERE creato_da_societa_id IS NOT NULL;
