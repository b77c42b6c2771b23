-- Money core (issue 12): how entries were settled, the requesting club's cancellation, a wallet that
-- can never go below zero, and the indexes the accounting lists' filters and default sort use.

ALTER TABLE partita_contabile
  ADD COLUMN metodo_pagamento text CHECK (metodo_pagamento IN ('portafoglio', 'bonifico', 'carta')),
  ADD COLUMN data_pagamento timestamptz,
  ADD COLUMN banca_id integer REFERENCES banca (id),
  -- 'Annulla' by the requesting club: the entry is closed as rejected and marked as cancelled.
  ADD COLUMN annullata boolean NOT NULL DEFAULT false,
  ADD COLUMN data_annullamento timestamptz,
  ADD CONSTRAINT partita_contabile_paid CHECK ((metodo_pagamento IS NULL) = (data_pagamento IS NULL));

-- Backs the debit's own check (UPDATE … WHERE totale_cents >= $x): no write can overspend.
ALTER TABLE portafoglio ADD CONSTRAINT portafoglio_non_negative CHECK (totale_cents >= 0);

CREATE INDEX partita_contabile_banca ON partita_contabile (banca_id) WHERE banca_id IS NOT NULL;
-- Lists: status (awaiting / decided) × season, newest first (spec 2 §9 default sort).
CREATE INDEX partita_contabile_progress ON partita_contabile (stagione_id, data_registrazione DESC, id DESC) WHERE stato = 'in_attesa';
CREATE INDEX partita_contabile_completed ON partita_contabile (stagione_id, data_registrazione DESC, id DESC) WHERE stato <> 'in_attesa';
CREATE INDEX partita_contabile_data ON partita_contabile (data_registrazione DESC, id DESC);
CREATE INDEX partita_contabile_societa_data ON partita_contabile (societa_id, data_registrazione DESC, id DESC) WHERE societa_id IS NOT NULL;
CREATE INDEX partita_contabile_anagrafica_data ON partita_contabile (anagrafica_id, data_registrazione DESC, id DESC) WHERE anagrafica_id IS NOT NULL;
CREATE INDEX partita_contabile_codice ON partita_contabile (codice, stagione_id);
CREATE INDEX partita_contabile_codice_versamento ON partita_contabile (codice_versamento) WHERE codice_versamento IS NOT NULL;
CREATE INDEX movimento_portafoglio_pending ON movimento_portafoglio (portafoglio_id) WHERE stato = 'in_attesa';

-- A card payment that tops up a wallet points at the top-up entry it settles.
ALTER TABLE transazione_carta_credito ADD COLUMN partita_contabile_id integer REFERENCES partita_contabile (id);
CREATE INDEX transazione_partita ON transazione_carta_credito (partita_contabile_id) WHERE partita_contabile_id IS NOT NULL;
