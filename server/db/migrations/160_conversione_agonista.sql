-- What a 'Converti in Agonista' changed (server/tesseramenti/conversion.ts), keyed by the entry that
-- charges it: the registration and what it was before (role, type, series), the person's `agonista`
-- before, and what the conversion left. When that entry is cancelled (the cart line removed, 'Annulla'),
-- rejected, or reversed with 'ripristina anagrafica', the registration goes back to what it was
-- (server/tesseramenti/conversion-undo.ts), so a conversion whose charge is withdrawn is not free.
CREATE TABLE conversione_agonista (
  partita_contabile_id integer PRIMARY KEY REFERENCES partita_contabile (id),
  anagrafica_ruolo_id integer NOT NULL REFERENCES anagrafica_ruolo (id),
  ruolo_id_precedente integer NOT NULL REFERENCES ruolo (id),
  tipologia_tesseramento_id_precedente integer REFERENCES tipologia_tesseramento (id),
  serie_id_precedente integer REFERENCES serie (id),
  agonista_precedente boolean NOT NULL,
  ruolo_id integer NOT NULL REFERENCES ruolo (id),
  tipologia_tesseramento_id integer NOT NULL REFERENCES tipologia_tesseramento (id),
  serie_id integer REFERENCES serie (id),
  data_annullamento timestamptz
);
CREATE INDEX conversione_agonista_ruolo ON conversione_agonista (anagrafica_ruolo_id);
