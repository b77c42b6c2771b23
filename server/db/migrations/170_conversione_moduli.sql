-- The forms a 'Converti in Agonista' filed (anagrafica_modulo ids): when its charge is withdrawn and
-- the registration goes back to what it was (server/tesseramenti/conversion-undo.ts), they go too.
-- Before, the registration kept forms of the competitive type it no longer had, and converting again
-- filed a second set.
ALTER TABLE conversione_agonista ADD COLUMN moduli_ids integer[] NOT NULL DEFAULT '{}';
