-- Card payments (issue 13): what a transaction pays for, which provider carried it, and every
-- gateway notification received (signed; one per event id, so a replayed notification is refused).
ALTER TABLE transazione_carta_credito
  ADD COLUMN scopo text NOT NULL DEFAULT 'cart' CHECK (scopo IN ('cart', 'wallet_topup')),
  ADD COLUMN descrizione text,
  ADD COLUMN provider text NOT NULL DEFAULT 'simulator',
  ADD COLUMN portafoglio_id integer REFERENCES portafoglio (id),
  ADD COLUMN user_id integer REFERENCES users (id);
CREATE INDEX transazione_portafoglio ON transazione_carta_credito (portafoglio_id) WHERE portafoglio_id IS NOT NULL;

CREATE TABLE pagamento_notifica (
  id serial PRIMARY KEY,
  event_id text NOT NULL UNIQUE,
  transazione_id integer REFERENCES transazione_carta_credito (id),
  esito text NOT NULL CHECK (esito IN ('OK', 'KO')),
  -- accepted: it changed the transaction; ignored: the transaction had already an outcome.
  risultato text NOT NULL CHECK (risultato IN ('accepted', 'ignored')),
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pagamento_notifica_transazione ON pagamento_notifica (transazione_id);

-- Checkout is idempotent per cart: one checkout row per cart (the second attempt finds it).
CREATE TABLE carrello_checkout (
  carrello_id integer PRIMARY KEY REFERENCES carrello (id),
  metodo text NOT NULL CHECK (metodo IN ('wallet', 'bonifico', 'carta', 'avviso')),
  totale_cents integer NOT NULL CHECK (totale_cents >= 0),
  wallet_cents integer NOT NULL CHECK (wallet_cents >= 0),
  dovuto_cents integer NOT NULL CHECK (dovuto_cents >= 0),
  banca_id integer REFERENCES banca (id),
  transazione_id integer REFERENCES transazione_carta_credito (id),
  codice_pagamento text NOT NULL UNIQUE,
  -- The items the checkout covered (items added while a card payment is pending stay for later).
  item_ids integer[] NOT NULL,
  user_id integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carrello_checkout_banca ON carrello_checkout (banca_id);
CREATE INDEX carrello_checkout_transazione ON carrello_checkout (transazione_id);
CREATE INDEX carrello_checkout_user ON carrello_checkout (user_id);
