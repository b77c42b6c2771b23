-- The accounting rows carry whether a card payment awaits the gateway (cardPaymentPendingSql): for a
-- wallet top-up, a transaction of the entry still 'in_attesa'. PostgreSQL answers it for a page by
-- reading every awaiting transaction once (a hashed subplan); without an index on those few it read
-- every card transaction ever made for every page (0.1 ms of a 0.45 ms page at scale 10). The index
-- holds only the awaiting transactions, so it stays as small as the payments in flight.
CREATE INDEX transazione_in_attesa_partita ON transazione_carta_credito (partita_contabile_id) WHERE stato = 'in_attesa';
