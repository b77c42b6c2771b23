// The registration dialogs in the club and member screens' mount points (spec 2 §2.1 Rinnovi tab and
// 'Dai in multiplo', §2.5 Tessere tab buttons). Imported for its registrations by those screens.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { isAdmin, session, useSession } from '../../src/lib';
import { registerMemberAction, type MemberDialogProps as MemberActionProps } from '../anagrafica';
import { registerSocietaMount, type MemberDialogProps as ClubMemberProps, type SocietaTabProps } from '../societa';
import { getCardOffers } from './api';
import { PrestitoGemellaggioDialog } from './dialogs/PrestitoGemellaggioDialog';
import { TesseraTecnicaDialog } from './dialogs/TesseraTecnicaDialog';
import { TesseramentoDialog } from './dialogs/TesseramentoDialog';
import { TrasferimentoDialog } from './dialogs/TrasferimentoDialog';
import { canGiveLicence, canRaiseDeadline, ModificaVincolo, SecondaLicenza } from './MemberLicenceActions';
import { RinnoviPanel } from './RinnoviPanel';
import { CLUB_WRITE, MEMBER_WRITE, REGISTER } from './access';
import { ownClub, registrationOpen, seasonEnded } from './session';

function Trasferimento({ open, onClose, onDone, member }: MemberActionProps) {
  const s = useSession();
  const close = () => (onDone(), onClose());
  return <TrasferimentoDialog open={open} anagraficaId={member.id} cittadinanza={member.cittadinanza} societa={ownClub(s)} onClose={close} />;
}

function Tesseramento({ open, onClose, onDone, member, initialRole, title }: MemberActionProps & { initialRole?: string; title?: string }) {
  const s = useSession();
  const close = () => (onDone(), onClose());
  return <TesseramentoDialog open={open} anagraficaId={member.id} cittadinanza={member.cittadinanza} societaId={ownClub(s)?.id ?? null} initialRole={initialRole} title={title} onClose={close} />;
}

/** 'Gestisci Dirigente': the membership dialog opened on the manager's role, titled as its button. */
const GestisciDirigente = (props: MemberActionProps) => <Tesseramento {...props} initialRole="DIR" title="tesseramenti.member_actions.gestisci_dirigente" />;

/**
 * The club of the member's running 'Atleta Non Agonista' registration in the header's season that the
 * user may convert (a club user: only its own), or null: what 'Converti in Agonista' converts.
 */
export function convertibleClub(member: MemberActionProps['member'], s = session.get(), today = new Date().toISOString().slice(0, 10)): number | null {
  if (s.userType === 'anagrafica') return null;
  const own = ownClub(s)?.id ?? null;
  const role = member.anagrafica_ruolo.find(
    (r) => r.ruolo === 'Atleta Non Agonista' && r.societa_id !== null && !r.rifiutato && !r.prestito && (r.data_fine === null || r.data_fine >= today) && (isAdmin(s) || r.societa_id === own),
  );
  return role?.societa_id ?? null;
}

function ConvertiAgonista({ open, onClose, onDone, member }: MemberActionProps) {
  const close = () => (onDone(), onClose());
  return <TesseramentoDialog open={open} anagraficaId={member.id} cittadinanza={member.cittadinanza} societaId={convertibleClub(member)} converti onClose={close} />;
}

export { registrationOpen };

type CardKind = 'allenatore' | 'arbitro';
/** The member's registration type for the card's role (spec 2 §3: allenatore_tipologia_tesseramento_id / tipologia_tesseramento_id). */
const cardTipologia = (m: MemberActionProps['member'], kind: CardKind) => Number(kind === 'allenatore' ? m.allenatore_tipologia_tesseramento_id : m.tipologia_tesseramento_id) || null;

/**
 * The cards the server would take for the member now (GET anagrafica/{id}/tesseretecniche, the rule its
 * save applies): of the member's roles, those whose card of the season is not held yet. Keyed under the
 * member's queries, so the member screen's refresh after a save reads it again.
 */
function useCardOffers(member: MemberActionProps['member']) {
  const roles = (['allenatore', 'arbitro'] as const).filter((k) => member[k]);
  const { data } = useQuery({ queryKey: ['anagrafica', 'tesseretecniche', member.id], queryFn: () => getCardOffers(member.id), enabled: roles.length > 0, retry: false });
  return data && { kinds: roles.filter((k) => data[k].offerta), renew: (k: CardKind) => data[k].rinnovo };
}

/**
 * 'Nuovo Tesseramento Arbitro/Tecnico': the coach card for a coach, the referee card for a referee;
 * a person who is both picks one ('Crea' or 'Rinnova' by whether a card of the family exists, spec 2 §4).
 * A card whose season's card is held already is not offered (its save is refused), nor the button when none is left.
 */
function TesseraTecnica({ open, onClose, onDone, member }: MemberActionProps) {
  const offers = useCardOffers(member);
  // Which cards, and create or renew, are known once the server has answered.
  return offers ? <TesseraTecnicaChoice open={open} onClose={onClose} onDone={onDone} member={member} kinds={offers.kinds} renew={offers.renew} /> : null;
}

function TesseraTecnicaChoice({ open, onClose, onDone, member, kinds, renew }: Omit<MemberActionProps, 'seasonId'> & { kinds: CardKind[]; renew: (k: CardKind) => boolean }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<CardKind | null>(kinds.length === 1 ? kinds[0] : null);
  if (!kind) {
    const title = translate('tesseramenti.member_actions.nuovo_tesseramento_tecnico');
    return (
      <Dialog open={open} onClose={onClose} aria-label={title} fullWidth maxWidth="xs">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {kinds.map((k) => (
              <Button key={k} variant="outlined" onClick={() => setKind(k)}>
                {translate(`tesseramenti.card.${k}_${renew(k) ? 'renew' : 'crea'}`)}
              </Button>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('tesseramenti.cancel')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  const close = () => (onDone(), onClose());
  return <TesseraTecnicaDialog open={open} kind={kind} anagraficaId={member.id} renew={renew(kind)} tipologiaId={cardTipologia(member, kind)} cittadinanza={member.cittadinanza} onClose={close} />;
}

// The dialog asks the server which twins may take this athlete (twinned for the athlete's sex).
const DaiInMultiplo = ({ open, onClose, societaId, member }: ClubMemberProps) => <PrestitoGemellaggioDialog open={open} societaId={societaId} anagraficaId={member.id} onClose={onClose} />;

const Rinnovi = ({ societaId }: SocietaTabProps) => <RinnoviPanel societaId={societaId} />;

/**
 * The registration and transfer dialogs save in the header's season: one that has ended shows their
 * buttons disabled with the server's reason. The card and second-licence dialogs act in the open season.
 */
const ended = () => (seasonEnded() ? 'tesseramenti.member_actions.stagione_conclusa' : null);

registerMemberAction({
  key: 'converti_agonista',
  label: 'tesseramenti.member_actions.converti_agonista',
  tabs: ['tessere'],
  Dialog: ConvertiAgonista,
  access: REGISTER,
  // Only with a registration to convert (spec 1 §2.5: the member is not competitive, shown by default).
  visible: (m) => convertibleClub(m) !== null && registrationOpen(),
  blocked: ended,
});
registerMemberAction({
  key: 'nuovo_tesseramento_tecnico',
  label: 'tesseramenti.member_actions.nuovo_tesseramento_tecnico',
  tabs: ['tessere'],
  Dialog: TesseraTecnica,
  access: REGISTER,
  // The person (or an administrator) creates and renews its cards (spec 2 §6); the server refuses a club.
  visible: (m) => (!!m.arbitro || !!m.allenatore) && session.get().userType !== 'societa' && registrationOpen(),
  // Only while a card is left to ask: 'Rinnova Tessera Arbitro' on a season's card held was refused on Salva.
  useOffered: (m) => {
    const offers = useCardOffers(m);
    return offers && offers.kinds.length > 0;
  },
});
// A transfer is always asked by a club or the federation (the server refuses a person): not offered to a person.
registerMemberAction({
  key: 'trasferimenti',
  label: 'tesseramenti.member_actions.trasferimenti',
  tabs: ['tessere'],
  Dialog: Trasferimento,
  access: REGISTER,
  visible: () => session.get().userType !== 'anagrafica' && registrationOpen(),
  blocked: ended,
});
registerMemberAction({
  key: 'tesseramenti',
  label: 'tesseramenti.member_actions.tesseramenti',
  tabs: ['tessere'],
  Dialog: Tesseramento,
  access: REGISTER,
  visible: () => registrationOpen(),
  blocked: ended,
});
registerMemberAction({
  key: 'gestisci_dirigente',
  label: 'tesseramenti.member_actions.gestisci_dirigente',
  tabs: ['tessere', 'moduli'],
  Dialog: GestisciDirigente,
  access: REGISTER,
  visible: () => registrationOpen(),
  blocked: ended,
});
registerMemberAction({
  key: 'seconda_licenza',
  label: 'tesseramenti.member_actions.seconda_licenza',
  tabs: ['tessere'],
  Dialog: SecondaLicenza,
  access: CLUB_WRITE,
  visible: (m) => canGiveLicence(session.get(), m) && registrationOpen(),
});
registerMemberAction({
  key: 'modifica_vincolo',
  label: 'tesseramenti.member_actions.modifica_vincolo',
  tabs: ['tessere'],
  Dialog: ModificaVincolo,
  access: MEMBER_WRITE,
  visible: () => canRaiseDeadline(session.get()),
});
registerSocietaMount('rinnovi', Rinnovi);
registerSocietaMount('daiInMultiplo', DaiInMultiplo);
