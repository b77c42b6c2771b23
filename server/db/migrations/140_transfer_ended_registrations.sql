-- What a transfer's final approval ended (server/tesseramenti/transfers.ts finalApprove): each live
-- athlete registration of the athlete with the club it left, and the end it had before (NULL: none,
-- a definitive one). A storno with 'ripristina anagrafica' of the transfer's entry gives each back its
-- end (server/tesseramenti/transfer-storno.ts), so the athlete is again the old club's.
CREATE TABLE trasferimento_ruolo_chiuso (
  trasferimento_id integer NOT NULL REFERENCES trasferimento (id),
  anagrafica_ruolo_id integer NOT NULL REFERENCES anagrafica_ruolo (id),
  data_fine_precedente date,
  PRIMARY KEY (trasferimento_id, anagrafica_ruolo_id)
);
CREATE INDEX trasferimento_ruolo_chiuso_ruolo ON trasferimento_ruolo_chiuso (anagrafica_ruolo_id);
