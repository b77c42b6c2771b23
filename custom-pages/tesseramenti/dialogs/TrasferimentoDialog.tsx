// Transfer/Registration dialog (spec 2 §2.10, §3, §4, §5): role, duration (athletes with an approved
// athlete registration only), reason,
// number of seasons, discipline (optional), club (preset and read-only for club users, searched by
// administrators), series ('Serie Obbligatoria' for
// AL), revocation right (annual only), amount edit and date (admins), cost, board flag (managers),
// module by rule, optional T1.1/T4/T5, privacy. POST (or PUT) anagrafica/{id}/societa.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { dateSpec, MaskedTextField, MoneyField, OptionSelect } from '../../../src/components';
import { isAdmin, parseMoney, useSession } from '../../../src/lib';
import type { TesseramentoPayload } from '../../../resources/contracts/tesseramenti.ts';
import { ClubPicker, type ClubOption } from '../../societa/ClubPicker';
import { DialogShell } from '../DialogShell';
import { DisciplinaSelect } from '../DisciplinaSelect';
import { OptionalModules } from '../OptionalModules';
import { PrivacyToggle } from '../PrivacyToggle';
import { SerieSelect } from '../SerieSelect';
import { saveTesseramento } from '../api';
import { useOperation } from '../useOperation';
import { useTransferForm } from '../useTransferForm';

export interface TrasferimentoDialogProps {
  open: boolean;
  anagraficaId: number;
  cittadinanza: string;
  /** The club registering: club users get their own, read-only; null lets an administrator search one. */
  societa: { id: number; nome: string } | null;
  onClose: () => void;
}

/** A registration type that says nothing of its length lasts one season. */
const ONE_SEASON = [{ id: 1, name: '1 Stagione' }];
/** The fields whose server errors show under their inputs. */
const PLACED = ['ruolo', 'tipologia_tesseramento_id', 'numero_stagioni', 'disciplina', 'societa_id', 'serie_id', 'data_inizio', 'costo'];

export function TrasferimentoDialog({ open, anagraficaId, cittadinanza, societa, onClose }: TrasferimentoDialogProps) {
  const translate = useTranslate();
  const s = useSession();
  const admin = isAdmin(s);
  const [picked, setPicked] = useState<ClubOption | null>(null);
  const [disciplina, setDisciplina] = useState<number | ''>('');
  const clubId = societa?.id ?? picked?.id ?? null;
  const f = useTransferForm({ open, anagraficaId, societaId: clubId, cittadinanza, seasonId: s.season?.id });
  const op = useOperation((body: TesseramentoPayload) => saveTesseramento(anagraficaId, body), onClose);
  const t = (k: string) => translate(`tesseramenti.transfer.${k}`);
  const save = () => {
    if (f.ruolo === '' || f.tipologia === '' || clubId === null) return;
    op.run({
      ruolo: f.ruolo,
      societa_id: clubId,
      disciplina: disciplina === '' ? null : disciplina,
      tipologia_tesseramento_id: f.tipologia,
      durata: f.durata,
      numero_stagioni: f.stagioni,
      serie_id: f.serie === '' ? null : f.serie,
      diritto_revoca: f.durata === 'annuale' && f.revoca,
      consiglio: f.manager && f.consiglio,
      accetta_privacy: f.privacy,
      modulo: f.modulo?.id ?? null,
      stagione_id: s.season?.id,
      ...(admin ? { data_inizio: f.data, requestModified: f.modifyAmount, costo: parseMoney(f.costo) } : {}),
      moduli_opzionali: f.optional as TesseramentoPayload['moduli_opzionali'],
    });
  };
  const e = op.fieldErrors;
  return (
    <DialogShell
      open={open}
      title="tesseramenti.transfer.title"
      onClose={onClose}
      onSave={save}
      error={op.error}
      fieldErrors={op.fieldErrors}
      placed={PLACED}
      saving={op.saving}
      saveDisabled={f.ruolo === '' || f.tipologia === '' || clubId === null || (f.serieRequired && f.serie === '')}
    >
      <OptionSelect required label={t('ruolo')} options={f.ruoli} value={f.ruolo} onChange={f.setRuolo} error={!!e.ruolo} helperText={e.ruolo} />
      {f.durationOffered && (
        <TextField select label={t('durata')} value={f.durata} onChange={(ev) => f.setDurata(ev.target.value as 'definitiva' | 'annuale')}>
          <MenuItem value="definitiva">{t('definitiva')}</MenuItem>
          <MenuItem value="annuale">{t('annuale')}</MenuItem>
        </TextField>
      )}
      <OptionSelect required label={t('causale')} options={f.types} value={f.tipologia} onChange={f.setTipologia} error={!!e.tipologia_tesseramento_id} helperText={e.tipologia_tesseramento_id} />
      <OptionSelect
        label={t('stagioni')}
        options={f.type?.stagioni ?? ONE_SEASON}
        optionLabel={(c) => c.name}
        value={f.stagioni}
        onChange={f.setStagioni}
        error={!!e.numero_stagioni}
        helperText={e.numero_stagioni}
      />
      <DisciplinaSelect open={open} label={t('disciplina')} value={disciplina} onChange={setDisciplina} error={e.disciplina} />
      {societa ? (
        <TextField label={t('societa')} value={societa.nome} error={!!e.societa_id} helperText={e.societa_id} slotProps={{ htmlInput: { readOnly: true } }} />
      ) : (
        <ClubPicker
          required
          label={t('societa')}
          value={picked}
          onChange={(c) => {
            // The series belong to the club.
            setPicked(c);
            f.setSerie('');
          }}
          error={!!e.societa_id}
          helperText={e.societa_id}
        />
      )}
      <SerieSelect list={f.serieList} value={f.serie} onChange={f.setSerie} required={f.serieRequired} error={e.serie_id} />
      {f.durata === 'annuale' && <FormControlLabel label={t('diritto_revoca')} control={<Switch checked={f.revoca} onChange={(ev) => f.setRevoca(ev.target.checked)} />} />}
      {admin && <FormControlLabel label={t('modifica_importo')} control={<Switch checked={f.modifyAmount} onChange={(ev) => f.setModifyAmount(ev.target.checked)} />} />}
      {/* Typed through the shared date mask (spec 2 §5), which says what it refuses; sent as the dd/mm/yyyy text, as the server expects. */}
      <MaskedTextField spec={dateSpec} label={t('data')} value={f.data} onChange={f.setData} error={e.data_inizio} readOnly={!admin} />
      {/* Shown as the other dialogs show money ('300,00 €'); an administrator's 'Modifica importo' types it through the money mask. */}
      <MoneyField label={t('costo')} value={f.costo} onChange={admin && f.modifyAmount ? f.setCosto : undefined} error={!!e.costo} helperText={e.costo} />
      {f.manager && <FormControlLabel label={t('consiglio')} control={<Switch checked={f.consiglio} onChange={(ev) => f.setConsiglio(ev.target.checked)} />} />}
      <TextField label={t('modulo')} value={f.modulo?.nome ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      <OptionalModules value={f.optional} onChange={f.setOptional} />
      <PrivacyToggle checked={f.privacy} onChange={f.setPrivacy} />
    </DialogShell>
  );
}
