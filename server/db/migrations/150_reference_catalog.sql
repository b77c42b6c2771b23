-- The national reference data every federation starts with (server/reference/): roles, forms,
-- registration types, series, document types, Italian geography, payment channels.
-- Which catalogs a database has received: each is applied once (rows missing by their natural key
-- are added), so an upgrade gives an older database what it lacks and later changes the
-- federation makes to those rows are kept. A catalog that grows gets a new key.
CREATE TABLE reference_seed (
  catalog text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- The payment channels the product keeps in line with its configuration: 'CARTA' (the card
-- gateway, PAYMENT_PROVIDER) and 'BONIFICO' (the federation's account, PAYMENT_IBAN). NULL for
-- any other channel.
ALTER TABLE banca ADD COLUMN codice text CHECK (codice IN ('CARTA', 'BONIFICO'));
CREATE UNIQUE INDEX banca_codice ON banca (codice) WHERE codice IS NOT NULL;
