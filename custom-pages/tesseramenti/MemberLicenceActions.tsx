// The member screen's 'Seconda Licenza' and 'Aumenta scadenza tesseramento' (spec 2 §2.10, §6): each
// first asks what its dialog needs (the club giving the licence when an administrator acts, the
// registration whose deadline moves), then opens the dialog.
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { OptionSelect } from '../../src/components';
import { useQuery } from '@tanstack/react-query';
import { formatDateGrid, isAdmin, isSysadmin, localIsoDate, useSession, type SessionState } from '../../src/lib';
import { api } from '../../src/providers';
import type { PartitaRow } from '../../resources/contracts/contabilita.ts';
import type { MemberDialogProps } from '../anagrafica';
import { ClubPicker, type ClubOption } from '../societa/ClubPicker';
import { ModificaVincoloDialog } from './dialogs/ModificaVincoloDialog';
import { SecondaLicenzaDialog } from './dialogs/SecondaLicenzaDialog';
import { ownClub } from './session';

/**
 * The clubs the member is an approved athlete of this season (where a second licence comes from),
 * except `but`: registrations still running, loans aside, the latest first — after a transfer the new
 * club is the one preselected, and a registration the transfer ended before today is not offered (QA:
 * the former club came first and the save was refused, as the server reads the athlete's club the same way).
 */
export function athleteClubs(m: MemberDialogProps['member'], but?: number | null, today = localIsoDate()) {
  const live = (m.anagrafica_ruolo ?? [])
    .filter((r) => r.approvato && !r.prestito && r.famiglia === 'Atleta' && r.societa_id != null && r.societa_id !== but && (r.data_fine == null || r.data_fine >= today))
    .sort((a, b) => b.data_inizio.localeCompare(a.data_inizio) || b.id - a.id);
  const clubs = new Map<number, { id: number; nome: string }>();
  for (const r of live) if (!clubs.has(r.societa_id!)) clubs.set(r.societa_id!, { id: r.societa_id!, nome: r.societa_nome ?? '' });
  return [...clubs.values()];
}

/** A club may give its own second licence; an administrator may give any club's. */
export const canGiveLicence = (s: SessionState, m: MemberDialogProps['member']) => (isAdmin(s) ? athleteClubs(m).length > 0 : !!ownClub(s) && athleteClubs(m, ownClub(s)!.id).length > 0);

function StepDialog({ title, onClose, onNext, ready, children }: { title: string; onClose: () => void; onNext: () => void; ready: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="step-title" fullWidth maxWidth="sm">
      <DialogTitle id="step-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('tesseramenti.cancel')}</Button>
        <Button variant="contained" onClick={onNext} disabled={!ready}>
          {translate('tesseramenti.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SecondaLicenza({ open, onClose, onDone, member }: MemberDialogProps) {
  const translate = useTranslate();
  const own = ownClub(useSession());
  const [picked, setPicked] = useState<ClubOption | null>(null);
  const [to, setTo] = useState<number | null>(own?.id ?? null);
  if (to === null) {
    return (
      <StepDialog title="tesseramenti.licence.title" onClose={onClose} onNext={() => setTo(picked?.id ?? null)} ready={!!picked}>
        <ClubPicker label={translate('tesseramenti.licence.societa_to')} value={picked} onChange={setPicked} />
      </StepDialog>
    );
  }
  const from = athleteClubs(member, to);
  if (!from.length) {
    return (
      <StepDialog title="tesseramenti.licence.title" onClose={onClose} onNext={onClose} ready={false}>
        <Alert severity="info">{translate('tesseramenti.licence.nessuna_societa')}</Alert>
      </StepDialog>
    );
  }
  return <SecondaLicenzaDialog open={open} societaId={to} anagraficaId={member.id} societaFrom={from} onClose={() => (onDone(), onClose())} />;
}

/**
 * The member's approved entries that paid a registration (the ones whose deadline can move). The server
 * filters the approved ones; a person has a few a season, so the largest page holds them all.
 */
const getRegistrationEntries = (anagraficaId: number) =>
  api<{ data: PartitaRow[] }>(`partitacontabile/anagrafica/${anagraficaId}`, { query: { stato: 'approvata', paginate: 1000 } }).then((r) =>
    r.data.filter((p) => p.approvata === 1 && p.anagrafica_ruolo_id != null),
  );

export const canRaiseDeadline = (s: SessionState) => isSysadmin(s);

export function ModificaVincolo({ open, onClose, onDone, member }: MemberDialogProps) {
  const translate = useTranslate();
  const entries = useQuery({ queryKey: ['tesseramenti', 'vincolo', member.id], queryFn: () => getRegistrationEntries(member.id), enabled: open });
  const [choice, setChoice] = useState<number | ''>('');
  const [entry, setEntry] = useState<number | null>(null);
  if (!entries.data) return null;
  if (entry === null) {
    return (
      <StepDialog title="tesseramenti.vincolo.title" onClose={onClose} onNext={() => setEntry(Number(choice))} ready={choice !== ''}>
        {entries.data.length ? (
          <OptionSelect
            label={translate('tesseramenti.vincolo.tesseramento')}
            options={entries.data}
            optionLabel={(p) => `${p.descrizione ?? p.codice} – ${formatDateGrid(p.data_registrazione)}`}
            value={choice}
            onChange={setChoice}
          />
        ) : (
          <Alert severity="info">{translate('tesseramenti.vincolo.nessuno')}</Alert>
        )}
      </StepDialog>
    );
  }
  return <ModificaVincoloDialog open={open} anagraficaId={member.id} partitaContabileId={entry} onClose={() => (onDone(), onClose())} />;
}
