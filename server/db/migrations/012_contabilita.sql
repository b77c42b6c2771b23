-- Money and requests: carts, accounting entries, wallets and their movements, card payments,
-- transfers, alignment with external bodies. Then the foreign keys 001 could not declare yet.
-- Status codes shared by these tables: in_attesa, approvata, rifiutata (+ per-table extras).

CREATE TABLE carrello (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('societa', 'anagrafica')),
  societa_id integer REFERENCES societa (id),
  anagrafica_id integer REFERENCES anagrafica (id),
  stagione_id integer REFERENCES stagione (id),
  stato text NOT NULL DEFAULT 'open' CHECK (stato IN ('open', 'paid')),
  banca_id integer REFERENCES banca (id),
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT carrello_owner CHECK (
    (type = 'societa' AND societa_id IS NOT NULL AND anagrafica_id IS NULL)
    OR (type = 'anagrafica' AND anagrafica_id IS NOT NULL AND societa_id IS NULL)),
  CONSTRAINT carrello_paid_at CHECK ((stato = 'paid') = (paid_at IS NOT NULL))
);
-- At most one open cart per owner.
CREATE UNIQUE INDEX carrello_open_societa ON carrello (societa_id) WHERE stato = 'open' AND societa_id IS NOT NULL;
CREATE UNIQUE INDEX carrello_open_anagrafica ON carrello (anagrafica_id) WHERE stato = 'open' AND anagrafica_id IS NOT NULL;
CREATE INDEX carrello_societa ON carrello (societa_id);
CREATE INDEX carrello_anagrafica ON carrello (anagrafica_id);
CREATE INDEX carrello_stagione ON carrello (stagione_id);
CREATE INDEX carrello_banca ON carrello (banca_id);

CREATE TABLE partita_contabile (
  id serial PRIMARY KEY,
  -- Ledger code: Affiliazione, Tesseramento Atleta, Licenza Allenatore, Storno … (see GET partitacontabile/codici).
  codice text NOT NULL,
  codice_versamento text,
  -- Derived from the approval flags so it can never disagree with them.
  stato text GENERATED ALWAYS AS (
    CASE WHEN stornata THEN 'stornata' WHEN approvata THEN 'approvata' WHEN rifiutata THEN 'rifiutata' ELSE 'in_attesa' END
  ) STORED,
  importo_cents integer NOT NULL DEFAULT 0,
  bonus_cents integer NOT NULL DEFAULT 0,
  descrizione text,
  documento text,
  data_registrazione date NOT NULL,
  data_scadenza date,
  approvata boolean NOT NULL DEFAULT false,
  rifiutata boolean NOT NULL DEFAULT false,
  data_approvazione timestamptz,
  data_rifiuto timestamptz,
  stornata boolean NOT NULL DEFAULT false,
  data_storno timestamptz,
  -- Second layer for member-side entries: the old club (transfers) and the member (licences).
  approvata_societa boolean NOT NULL DEFAULT false,
  rifiutata_societa boolean NOT NULL DEFAULT false,
  data_approvazione_societa timestamptz,
  data_rifiuto_societa timestamptz,
  approvata_anagrafica boolean NOT NULL DEFAULT false,
  rifiutata_anagrafica boolean NOT NULL DEFAULT false,
  data_approvazione_anagrafica timestamptz,
  data_rifiuto_anagrafica timestamptz,
  societa_id integer REFERENCES societa (id),
  old_societa_id integer REFERENCES societa (id),
  anagrafica_id integer REFERENCES anagrafica (id),
  anagrafica_ruolo_id integer REFERENCES anagrafica_ruolo (id),
  tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  stagione_id integer NOT NULL REFERENCES stagione (id),
  stagione_competenza_id integer REFERENCES stagione (id),
  approvatore_id integer REFERENCES users (id),
  carrello_id integer REFERENCES carrello (id),
  -- A Storno entry points at the entry it reverses.
  partita_stornata_id integer REFERENCES partita_contabile (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT partita_contabile_one_outcome CHECK (NOT (approvata AND rifiutata)),
  CONSTRAINT partita_contabile_storno_of_approved CHECK (NOT stornata OR approvata),
  CONSTRAINT partita_contabile_societa_outcome CHECK (NOT (approvata_societa AND rifiutata_societa)),
  CONSTRAINT partita_contabile_anagrafica_outcome CHECK (NOT (approvata_anagrafica AND rifiutata_anagrafica)),
  CONSTRAINT partita_contabile_owner CHECK (societa_id IS NOT NULL OR anagrafica_id IS NOT NULL)
);
CREATE INDEX partita_contabile_societa ON partita_contabile (societa_id, stagione_id, data_registrazione);
CREATE INDEX partita_contabile_anagrafica ON partita_contabile (anagrafica_id, stagione_id);
CREATE INDEX partita_contabile_stagione ON partita_contabile (stagione_id, data_registrazione, id);
CREATE INDEX partita_contabile_stagione_stato ON partita_contabile (stagione_id, stato);
CREATE INDEX partita_contabile_old_societa ON partita_contabile (old_societa_id) WHERE old_societa_id IS NOT NULL;
CREATE INDEX partita_contabile_ruolo ON partita_contabile (anagrafica_ruolo_id);
CREATE INDEX partita_contabile_tipologia ON partita_contabile (tipologia_tesseramento_id);
CREATE INDEX partita_contabile_competenza ON partita_contabile (stagione_competenza_id);
CREATE INDEX partita_contabile_approvatore ON partita_contabile (approvatore_id);
CREATE INDEX partita_contabile_carrello ON partita_contabile (carrello_id);
CREATE INDEX partita_contabile_stornata ON partita_contabile (partita_stornata_id) WHERE partita_stornata_id IS NOT NULL;

CREATE TABLE carrello_item (
  id serial PRIMARY KEY,
  carrello_id integer NOT NULL REFERENCES carrello (id) ON DELETE CASCADE,
  partita_contabile_id integer REFERENCES partita_contabile (id),
  descrizione text NOT NULL,
  -- Stored negative (a debt), shown positive.
  importo_cents integer NOT NULL CHECK (importo_cents <= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carrello_item_carrello ON carrello_item (carrello_id);
CREATE INDEX carrello_item_partita ON carrello_item (partita_contabile_id);

-- Wallet (bonus) of a club or of a member.
CREATE TABLE portafoglio (
  id serial PRIMARY KEY,
  societa_id integer UNIQUE REFERENCES societa (id),
  anagrafica_id integer UNIQUE REFERENCES anagrafica (id),
  totale_cents integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT portafoglio_one_owner CHECK (num_nonnulls(societa_id, anagrafica_id) = 1)
);

-- Positive valore = increment, negative = decrement or spending.
CREATE TABLE movimento_portafoglio (
  id serial PRIMARY KEY,
  portafoglio_id integer NOT NULL REFERENCES portafoglio (id),
  valore_cents integer NOT NULL,
  codice_versamento text,
  data_versamento date NOT NULL,
  banca_id integer REFERENCES banca (id),
  stato text NOT NULL DEFAULT 'in_attesa' CHECK (stato IN ('in_attesa', 'approvata', 'rifiutata')),
  partita_contabile_id integer REFERENCES partita_contabile (id),
  stagione_id integer REFERENCES stagione (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX movimento_portafoglio_portafoglio ON movimento_portafoglio (portafoglio_id, data_versamento);
CREATE INDEX movimento_portafoglio_banca ON movimento_portafoglio (banca_id);
CREATE INDEX movimento_portafoglio_partita ON movimento_portafoglio (partita_contabile_id);
CREATE INDEX movimento_portafoglio_stagione ON movimento_portafoglio (stagione_id);

CREATE TABLE transazione_carta_credito (
  id serial PRIMARY KEY,
  codice text NOT NULL UNIQUE,
  importo_cents integer NOT NULL CHECK (importo_cents >= 0),
  currency text NOT NULL DEFAULT 'EUR',
  codice_versamento text,
  -- in_attesa: sent to the gateway; pagata / fallita: gateway outcome; approvata / rifiutata: set by an admin.
  stato text NOT NULL DEFAULT 'in_attesa' CHECK (stato IN ('in_attesa', 'pagata', 'fallita', 'approvata', 'rifiutata')),
  esito text CHECK (esito IN ('OK', 'KO')),
  status_message text,
  data_creazione timestamptz NOT NULL DEFAULT now(),
  data_pagamento timestamptz,
  cliente text,
  pagato_con text,
  type text NOT NULL CHECK (type IN ('societa', 'anagrafica')),
  societa_id integer REFERENCES societa (id),
  anagrafica_id integer REFERENCES anagrafica (id),
  carrello_id integer REFERENCES carrello (id),
  banca_id integer REFERENCES banca (id),
  stagione_id integer REFERENCES stagione (id),
  CONSTRAINT transazione_owner CHECK (
    (type = 'societa' AND societa_id IS NOT NULL) OR (type = 'anagrafica' AND anagrafica_id IS NOT NULL))
);
CREATE INDEX transazione_type_stagione ON transazione_carta_credito (type, stagione_id, data_creazione);
CREATE INDEX transazione_societa ON transazione_carta_credito (societa_id);
CREATE INDEX transazione_anagrafica ON transazione_carta_credito (anagrafica_id);
CREATE INDEX transazione_carrello ON transazione_carta_credito (carrello_id);
CREATE INDEX transazione_banca ON transazione_carta_credito (banca_id);
CREATE INDEX transazione_stagione ON transazione_carta_credito (stagione_id);

CREATE TABLE trasferimento (
  id serial PRIMARY KEY,
  anagrafica_id integer NOT NULL REFERENCES anagrafica (id),
  societa_from_id integer NOT NULL REFERENCES societa (id),
  societa_to_id integer NOT NULL REFERENCES societa (id),
  stagione_id integer NOT NULL REFERENCES stagione (id),
  stato text NOT NULL DEFAULT 'in_attesa' CHECK (stato IN ('in_attesa', 'approvata', 'rifiutata', 'annullata')),
  -- NULL: the origin club has not answered; true ACCETTATO; false RIFIUTATO.
  accettato_societa boolean,
  data_accettazione_societa timestamptz,
  durata text NOT NULL DEFAULT 'definitiva' CHECK (durata IN ('definitiva', 'annuale')),
  tipologia_tesseramento_id integer REFERENCES tipologia_tesseramento (id),
  partita_contabile_id integer REFERENCES partita_contabile (id),
  anagrafica_ruolo_id integer REFERENCES anagrafica_ruolo (id),
  data_richiesta timestamptz NOT NULL DEFAULT now(),
  data_approvazione timestamptz,
  data_rifiuto timestamptz,
  data_annullamento timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT trasferimento_different_clubs CHECK (societa_from_id <> societa_to_id)
);
CREATE INDEX trasferimento_stagione_stato ON trasferimento (stagione_id, stato, data_richiesta);
CREATE INDEX trasferimento_anagrafica ON trasferimento (anagrafica_id);
CREATE INDEX trasferimento_from ON trasferimento (societa_from_id, stagione_id);
CREATE INDEX trasferimento_to ON trasferimento (societa_to_id, stagione_id);
CREATE INDEX trasferimento_partita ON trasferimento (partita_contabile_id);
CREATE INDEX trasferimento_ruolo ON trasferimento (anagrafica_ruolo_id);
CREATE INDEX trasferimento_tipologia ON trasferimento (tipologia_tesseramento_id);

-- Alignment with the Olympic committee (coni) and the sports-health body.
CREATE TABLE synch (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('coni', 'sport-health')),
  anagrafica_id integer REFERENCES anagrafica (id),
  societa_id integer REFERENCES societa (id),
  stagione_affiliazione_id integer REFERENCES stagione (id),
  codice text,
  allineato boolean NOT NULL DEFAULT false,
  allineato_coni boolean NOT NULL DEFAULT false,
  data_allineamento timestamptz,
  errore text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT synch_one_owner CHECK (num_nonnulls(anagrafica_id, societa_id) = 1)
);
CREATE INDEX synch_anagrafica ON synch (anagrafica_id, stagione_affiliazione_id);
CREATE INDEX synch_societa ON synch (societa_id, stagione_affiliazione_id);
CREATE INDEX synch_stagione ON synch (stagione_affiliazione_id);

-- Users belong to a club or a member (declared in 001 before these tables existed).
ALTER TABLE users
  ADD CONSTRAINT users_societa_fk FOREIGN KEY (societa_id) REFERENCES societa (id),
  ADD CONSTRAINT users_anagrafica_fk FOREIGN KEY (anagrafica_id) REFERENCES anagrafica (id);
