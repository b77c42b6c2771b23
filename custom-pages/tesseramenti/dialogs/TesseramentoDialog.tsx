// The generic membership dialog of the Tessere tab ('Tesseramenti', spec 2 §2.5, §2.10, §3):
// Ruolo, Causale, Costo, Modulo, privacy, 'Deroga Aspettativa' for form T11, and 'Buy without
// money' (admins) only for Tesseramento Dirigente. POST anagrafica/{id}/tesseraanagrafica. A club's
// registration also asks its discipline (the payload's `disciplina`, shown per discipline in the
// club's tables); personal registrations (referee, coach) have none.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CARD_FAMILIES, selectModule } from '../../../resources/contracts/tesseramenti.ts';
import { formatEuro } from '../../../src/lib';
import { isAdmin, useSession } from '../../../src/lib';
import { DialogShell } from '../DialogShell';
import { DisciplinaSelect } from '../DisciplinaSelect';
import { PrivacyToggle } from '../PrivacyToggle';
import { getRuoli, getTipologie, saveCard } from '../api';
import { useOperation } from '../useOperation';

export interface TesseramentoDialogProps {
  open: boolean;
  anagraficaId: number;
  cittadinanza: string;
  /** The club the registration is for (club users: their own); none for personal registrations. */
  societaId?: number | null;
  onClose: () => void;
}

export function TesseramentoDialog({ open, anagraficaId, cittadinanza, societaId, onClose }: TesseramentoDialogProps) {
  const translate = useTranslate();
  const s = useSession();
  const admin = isAdmin(s);
  const [ruolo, setRuolo] = useState<number | ''>('');
  const [tipologia, setTipologia] = useState<number | ''>('');
  const [privacy, setPrivacy] = useState(false);
  const [deroga, setDeroga] = useState(false);
  const [withoutMoney, setWithoutMoney] = useState(false);
  const [disciplina, setDisciplina] = useState<number | ''>('');
  const ruoli = useQuery({ queryKey: ['tesseramenti', 'ruoli'], queryFn: getRuoli, enabled: open });
  const types = useQuery({
    queryKey: ['tesseramenti', 'tipologie', ruolo, anagraficaId, s.season?.id],
    queryFn: () => getTipologie(Number(ruolo), anagraficaId, s.season?.id),
    enabled: open && ruolo !== '',
  });
  // Without a club only the person's own licences (referee, coach/technical) are registered (spec 1 §6).
  const offered = (ruoli.data ?? []).filter((r) => societaId != null || CARD_FAMILIES.includes(r.famiglia_ruolo ?? ''));
  const role = ruoli.data?.find((r) => r.id === ruolo);
  const chosen = types.data?.find((t) => t.id === tipologia);
  const modulo = chosen ? selectModule(chosen.moduli, cittadinanza) : null;
  const dirigente = role?.famiglia_ruolo === 'Dirigente' || role?.nome === 'Dirigente';
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
          disciplina: societaId != null && disciplina !== '' ? disciplina : null,
          tipologiaTesseramento: Number(tipologia),
          modulo: modulo?.id ?? null,
          accetta_privacy: privacy,
          deroga_aspettativa: modulo?.codice === 'T11' ? deroga : undefined,
          type: 'tesseramento',
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
      title="tesseramenti.membership.title"
      onClose={onClose}
      onSave={() => op.run(undefined)}
      error={op.error}
      fieldErrors={f}
      placed={['ruolo', 'tipologiaTesseramento', 'disciplina']}
      saving={op.saving}
      saveDisabled={ruolo === '' || tipologia === ''}
    >
      <TextField
        select
        label={translate('tesseramenti.membership.ruolo')}
        value={ruolo}
        onChange={(e) => {
          setRuolo(Number(e.target.value));
          setTipologia('');
        }}
        error={!!f.ruolo}
        helperText={f.ruolo}
      >
        {offered.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.nome}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('tesseramenti.membership.causale')}
        value={tipologia}
        onChange={(e) => setTipologia(Number(e.target.value))}
        error={!!f.tipologiaTesseramento}
        helperText={f.tipologiaTesseramento}
      >
        {(types.data ?? []).map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.nome}
          </MenuItem>
        ))}
      </TextField>
      {societaId != null && <DisciplinaSelect open={open} label={translate('tesseramenti.transfer.disciplina')} value={disciplina} onChange={setDisciplina} error={f.disciplina} />}
      <TextField label={translate('tesseramenti.membership.costo')} value={chosen ? formatEuro(chosen.importo) : formatEuro(0)} slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField label={translate('tesseramenti.membership.modulo')} value={modulo?.nome ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      <PrivacyToggle checked={privacy} onChange={setPrivacy} label="tesseramenti.membership.privacy" />
      {modulo?.codice === 'T11' && <FormControlLabel label={translate('tesseramenti.membership.deroga')} control={<Switch checked={deroga} onChange={(e) => setDeroga(e.target.checked)} />} />}
      {admin && dirigente && (
        <FormControlLabel label={translate('tesseramenti.membership.buy_without_money')} control={<Switch checked={withoutMoney} onChange={(e) => setWithoutMoney(e.target.checked)} />} />
      )}
    </DialogShell>
  );
}
