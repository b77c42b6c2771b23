-- The ledger codes in use on one side (GET partitacontabile/codici?type=societa|anagrafica: the code
-- filter of every accounting tab). A DISTINCT over the ledger read every entry (76 ms at 225,000
-- entries) to find some fifteen codes; the list is now walked one code at a time through these
-- indexes (a skip scan, server/ledger/queries.ts listCodici: under 1 ms). Without a side, the
-- existing partita_contabile_codice (codice, stagione_id) serves the same walk.
CREATE INDEX partita_contabile_codice_societa ON partita_contabile (codice) WHERE societa_id IS NOT NULL;
CREATE INDEX partita_contabile_codice_anagrafica ON partita_contabile (codice) WHERE anagrafica_id IS NOT NULL AND societa_id IS NULL;
