-- The version of a club's and of a member's record (PUT societa/{id}, PUT anagrafica/{id}: optimistic
-- concurrency). The edit forms send the whole record; a form opened before someone else's save would
-- put back what it showed, silently undoing that save. The GET answers `versione`, the form sends it
-- back, the server refuses a different one (409) after locking the row.
--
-- Not updated_at: every write of these rows sets it by hand, so a write that forgets it (the
-- conversion to 'agonista') would slip through, and a write that changes nothing (a save of an
-- unchanged form) would refuse the other tabs. The trigger counts every change of a stored value,
-- whoever writes it: the forms, the certificate dialog, the affiliation approval (data_affiliazione),
-- a manager's registration (dirigente), the conversion (agonista). Each of those columns is in the
-- form, so a stale form would have undone it. Not counted: updated_at, the generated search_text (not
-- yet computed in a BEFORE trigger) and versione itself. A column no form shows, written in the
-- background, would belong in the trigger's list of ignored columns.
CREATE FUNCTION bump_versione() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    NEW.versione := OLD.versione + 1;
  END IF;
  RETURN NEW;
END $$;

ALTER TABLE societa ADD COLUMN versione integer NOT NULL DEFAULT 1;
CREATE TRIGGER societa_versione BEFORE UPDATE ON societa FOR EACH ROW EXECUTE FUNCTION bump_versione('versione', 'updated_at', 'search_text');

ALTER TABLE anagrafica ADD COLUMN versione integer NOT NULL DEFAULT 1;
CREATE TRIGGER anagrafica_versione BEFORE UPDATE ON anagrafica FOR EACH ROW EXECUTE FUNCTION bump_versione('versione', 'updated_at', 'search_text');
