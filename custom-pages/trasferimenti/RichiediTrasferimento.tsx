// 'Richiedi Trasferimento' on the club transfers screen (spec 2 §2.6, §6): a club asks for the athlete
// of another club, whom it cannot see yet, by exact codice fiscale — search, confirm who it is, then the
// transfer/registration dialog of the member screen's 'Gestisci Trasferimenti' with the club preset.
// Offered to those who register people (club users and administrators with the write flag).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useSession, isAdmin, type SessionState } from '../../src/lib';
import { hasAbility } from '../../resources/abilities';
import type { TransferCandidate } from '../../resources/contracts/tesseramenti.ts';
import { ownClub, registrationOpen, seasonEnded, TrasferimentoDialog } from '../tesseramenti';
import { CercaAtletaDialog } from './dialogs/CercaAtletaDialog';
import { ConfermaAtletaDialog } from './dialogs/ConfermaAtletaDialog';

type Step = 'closed' | 'cerca' | 'conferma' | 'trasferimento';

/** Who asks for transfers: a club for itself, or an administrator; with the save's write flag. */
export const canRequestTransfer = (s: SessionState) => (isAdmin(s) || ownClub(s) !== null) && (hasAbility(s.abilities, 'anagrafica:write') || hasAbility(s.abilities, 'economicssocieta:write'));

/** Why the header's season takes no request: not started yet, or ended (the member screen's rules and texts). */
const blockedIn = (season: SessionState['season']) =>
  !registrationOpen(season) ? 'trasferimenti.richiedi.non_consentito' : seasonEnded(season) ? 'tesseramenti.member_actions.stagione_conclusa' : false;

export function RichiediTrasferimento() {
  const translate = useTranslate();
  const s = useSession();
  const [step, setStep] = useState<Step>('closed');
  const [person, setPerson] = useState<TransferCandidate | null>(null);
  if (!canRequestTransfer(s)) return null;
  // A dialog closing after its step moved on (found, confirmed) leaves the next step open.
  const closeStep = (from: Step) => () => setStep((current) => (current === from ? 'closed' : current));
  return (
    <>
      <Button variant="contained" startIcon={<PersonSearchIcon />} onClick={() => setStep('cerca')}>
        {translate('trasferimenti.richiedi.button')}
      </Button>
      <CercaAtletaDialog
        open={step === 'cerca'}
        seasonId={s.season?.id}
        blocked={blockedIn(s.season)}
        onClose={closeStep('cerca')}
        onFound={(p) => {
          setPerson(p);
          setStep('conferma');
        }}
      />
      {person && <ConfermaAtletaDialog open={step === 'conferma'} person={person} onClose={closeStep('conferma')} onConfirm={() => setStep('trasferimento')} />}
      {person && step === 'trasferimento' && (
        <TrasferimentoDialog open anagraficaId={person.id} cittadinanza={person.cittadinanza} societa={ownClub(s)} onClose={() => (setStep('closed'), setPerson(null))} />
      )}
    </>
  );
}
