// The generic membership dialog of the Tessere tab ('Tesseramenti', spec 2 §2.5, §2.10, §3):
// Ruolo, Causale, Costo, Modulo, privacy, 'Deroga Aspettativa' for form T11, and 'Buy without
// money' (admins) only for Tesseramento Dirigente. POST anagrafica/{id}/tesseraanagrafica. A club's
// registration also asks its discipline (the payload's `disciplina`, shown per discipline in the
// club's tables) and its series (mandatory for AL, spec 1 §5), and shows the cost the save charges
// (costooperazione: a first registration costs importo_tesseramento); personal registrations
// (referee, coach) have none and cost the type's importo.
// With `converti` it is 'Converti in Agonista' (spec 1 §2.5): the role is Atleta, the club the one of
// the registration being converted, and the cost the difference the conversion charges.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CARD_FAMILIES, selectModule } from '../../../resources/contracts/tesseramenti.ts';
import { MoneyField, OptionSelect } from '../../../src/components';
import { isAdmin, useSession } from '../../../src/lib';
import { DialogShell } from '../DialogShell';
import { DisciplinaSelect } from '../DisciplinaSelect';
import { PrivacyToggle } from '../PrivacyToggle';
import { SerieSelect } from '../SerieSelect';
import { getCosto, getRuoli, getSerie, getTipologie, saveCard } from '../api';
import { useOperation } from '../useOperation';

export interface TesseramentoDialogProps {
  open: boolean;
  anagraficaId: number;
  cittadinanza: string;
  /** The club the registration is for (club users: their own); none for personal registrations. */
  societaId?: number | null;
  /** 'Converti in Agonista': `societaId` is the club of the registration converted. */
  converti?: boolean;
  /** The role shown chosen at first (codice; 'Gestisci Dirigente' opens on Dirigente), still changeable. */
  initialRole?: string;
  /** The dialog's title (a translation key) when it is not 'Tesseramenti': the button that opened it, e.g. 'Gestisci Dirigente'. */
  title?: string;
  onClose: () => void;
}

export function TesseramentoDialog({ open, anagraficaId, cittadinanza, societaId, converti = false, initialRole, title, onClose }: TesseramentoDialogProps) {
  const translate = useTranslate();
  const s = useSession();
  const admin = isAdmin(s);
  const [picked, setPicked] = useState<number | ''>('');
  const [serie, setSerie] = useState<number | ''>('');
  const [tipologia, setTipologia] = useState<number | ''>('');
  const [privacy, setPrivacy] = useState(false);
  const [deroga, setDeroga] = useState(false);
  const [withoutMoney, setWithoutMoney] = useState(false);
  const [disciplina, setDisciplina] = useState<number | ''>('');
  const ruoli = useQuery({ queryKey: ['tesseramenti', 'ruoli'], queryFn: getRuoli, enabled: open });
  // Without a club only the person's own licences (referee, coach/technical) are registered (spec 1 §6); a conversion is to Atleta.
  const offered = (ruoli.data ?? []).filter((r) => (converti ? r.codice === 'ATL' : societaId != null || CARD_FAMILIES.includes(r.famiglia_ruolo ?? '')));
  const ruolo = converti ? (offered[0]?.id ?? '') : picked !== '' ? picked : (offered.find((r) => r.codice === initialRole)?.id ?? '');
  const types = useQuery({
    queryKey: ['tesseramenti', 'tipologie', ruolo, anagraficaId, s.season?.id],
    queryFn: () => getTipologie(Number(ruolo), anagraficaId, s.season?.id),
    enabled: open && ruolo !== '',
  });
  const role = ruoli.data?.find((r) => r.id === ruolo);
  const chosen = types.data?.find((t) => t.id === tipologia);
  const modulo = chosen ? selectModule(chosen.moduli, cittadinanza) : null;
  const dirigente = role?.famiglia_ruolo === 'Dirigente' || role?.nome === 'Dirigente';
  const withClub = societaId != null;
  const serieRequired = chosen?.codice === 'AL';
  const serieList = useQuery({
    queryKey: ['tesseramenti', 'serie', societaId, anagraficaId, tipologia, s.season?.id],
    queryFn: () => getSerie(societaId!, anagraficaId, Number(tipologia), s.season?.id),
    enabled: open && withClub && tipologia !== '',
  });
  // With a club the server prices the operation (a first registration, a conversion's difference).
  const cost = useQuery({
    queryKey: ['tesseramenti', 'costo', anagraficaId, tipologia, societaId, s.season?.id, converti],
    queryFn: () => getCosto(anagraficaId, Number(tipologia), societaId ?? undefined, null, s.season?.id, converti ? 'converti' : undefined),
    retry: false,
    enabled: open && withClub && tipologia !== '',
  });
  const importo = !chosen ? 0 : withClub ? (cost.data?.importo ?? chosen.importo) : chosen.importo;
  const op = useOperation(
    () =>
      saveCard(
        'anagrafica',
        anagraficaId,
        {
          ruolo: Number(ruolo),
          societa_id: societaId ?? null,
          // The season whose fees the types lookup showed (the header's), not the server's open one.
          stagione_id: s.season?.id,
          disciplina: withClub && !converti && disciplina !== '' ? disciplina : null,
          tipologiaTesseramento: Number(tipologia),
          serie_id: withClub && serie !== '' ? serie : null,
          modulo: modulo?.id ?? null,
          accetta_privacy: privacy,
          deroga_aspettativa: modulo?.codice === 'T11' ? deroga : undefined,
          type: converti ? 'converti' : 'tesseramento',
          buyWithoutMoney: admin && dirigente ? withoutMoney : undefined,
        },
        false,
      ),
    onClose,
  );
  const f = op.fieldErrors;
  return (
    <DialogShell
      open={open}
      title={converti ? 'tesseramenti.membership.converti' : (title ?? 'tesseramenti.membership.title')}
      onClose={onClose}
      onSave={() => op.run(undefined)}
      error={op.error}
      fieldErrors={f}
      placed={['ruolo', 'tipologiaTesseramento', 'disciplina', 'serie_id']}
      saving={op.saving}
      saveDisabled={ruolo === '' || tipologia === '' || (withClub && serieRequired && serie === '')}
    >
      {converti ? (
        // A conversion is to Atleta: shown, not chosen.
        <TextField label={translate('tesseramenti.membership.ruolo')} value={offered[0]?.nome ?? ''} slotProps={{ htmlInput: { readOnly: true } }} error={!!f.ruolo} helperText={f.ruolo} />
      ) : (
        <OptionSelect
          required
          label={translate('tesseramenti.membership.ruolo')}
          options={offered}
          value={ruolo}
          onChange={(id) => {
            setPicked(id);
            setTipologia('');
            setSerie('');
          }}
          error={!!f.ruolo}
          helperText={f.ruolo}
        />
      )}
      <OptionSelect
        required
        label={translate('tesseramenti.membership.causale')}
        options={types.data}
        value={tipologia}
        onChange={(id) => {
          setTipologia(id);
          setSerie('');
        }}
        error={!!f.tipologiaTesseramento}
        helperText={f.tipologiaTesseramento}
      />
      {withClub && !converti && <DisciplinaSelect open={open} label={translate('tesseramenti.transfer.disciplina')} value={disciplina} onChange={setDisciplina} error={f.disciplina} />}
      {withClub && <SerieSelect list={serieList.data} value={serie} onChange={setSerie} required={serieRequired} error={f.serie_id} />}
      <MoneyField label={translate('tesseramenti.membership.costo')} value={importo} />
      <TextField label={translate('tesseramenti.membership.modulo')} value={modulo?.nome ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      <PrivacyToggle checked={privacy} onChange={setPrivacy} label="tesseramenti.membership.privacy" />
      {modulo?.codice === 'T11' && <FormControlLabel label={translate('tesseramenti.membership.deroga')} control={<Switch checked={deroga} onChange={(e) => setDeroga(e.target.checked)} />} />}
      {admin && dirigente && (
        <FormControlLabel label={translate('tesseramenti.membership.buy_without_money')} control={<Switch checked={withoutMoney} onChange={(e) => setWithoutMoney(e.target.checked)} />} />
      )}
    </DialogShell>
  );
}
