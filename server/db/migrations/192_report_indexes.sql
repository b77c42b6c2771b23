-- The admin reports (GET adminreports, server/reports/queries.ts) read one season's approved entries
-- grouped by party and code: a club's (societa_id set) or a person's own (societa_id null). The whole
-- ledger was read for them (225,000 entries at SEED_SCALE=10, 60 ms); these partial indexes hold
-- exactly those entries with the columns read, so the sums come from an index-only scan in party and
-- code order (~6 ms).
CREATE INDEX partita_contabile_report_societa ON partita_contabile (stagione_id, societa_id, codice) INCLUDE (importo_cents) WHERE approvata;
CREATE INDEX partita_contabile_report_anagrafica ON partita_contabile (stagione_id, anagrafica_id, codice) INCLUDE (importo_cents) WHERE approvata AND societa_id IS NULL;
-- The reports' and the chart's checkouts: approved entries paid at a checkout (data_pagamento set).
-- Without it every report read the whole ledger once more to find them.
CREATE INDEX partita_contabile_checkout ON partita_contabile (stagione_id) WHERE approvata AND data_pagamento IS NOT NULL;
