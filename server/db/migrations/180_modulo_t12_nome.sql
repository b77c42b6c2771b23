-- Form T12 serves managers, referees, physiotherapists and doctors (server/reference/catalog.ts): its
-- name said 'Tesseramento dirigente', so a referee renewing his card read a manager's form. Databases
-- that got the old name from the reference catalog get the new one; a name the federation changed stays.
UPDATE modulo SET nome = 'Modulo T12 - Tesseramento dirigente, arbitro e sanitario'
 WHERE codice = 'T12' AND attributo IS NULL AND nome = 'Modulo T12 - Tesseramento dirigente';
UPDATE modulo SET nome = 'Modulo T12 - Tesseramento dirigente, arbitro e sanitario straniero'
 WHERE codice = 'T12' AND attributo = 'STRANIERO' AND nome = 'Modulo T12 - Tesseramento dirigente straniero';
