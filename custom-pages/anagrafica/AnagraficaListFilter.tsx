// 'Ricerca avanzata' (spec 2 §2.5, §2.10, §6, §9): the search filter dialog with one toggle per filter
// offered to this kind of user. The toggles are a draft until 'Applica Filtri'; 'Rimuovi Filtri' clears
// and applies (as the club list's dialog does).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Switch } from '@mui/material';
import type { AnagraficaFlag } from './api';
import { offeredFilters, type UserKind } from './rules';

interface Props {
  open: boolean;
  kind: UserKind;
  value: AnagraficaFlag[];
  onClose: () => void;
  onApply: (flags: AnagraficaFlag[]) => void;
}

export function AnagraficaListFilter({ open, kind, value, onClose, onApply }: Props) {
  const t = useTranslate();
  const [draft, setDraft] = useState<AnagraficaFlag[]>(value);
  const offered = offeredFilters(kind);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="anagrafica-advanced-title" slotProps={{ transition: { onEnter: () => setDraft(value) } }}>
      <DialogTitle id="anagrafica-advanced-title">{t('anagrafica.list.advanced')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {offered.map((f) => (
            <FormControlLabel
              key={f}
              label={t(`anagrafica.flags.${f}`)}
              control={<Switch checked={draft.includes(f)} onChange={(e) => setDraft(e.target.checked ? [...draft, f] : draft.filter((x) => x !== f))} />}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onApply([])}>{t('anagrafica.list.remove')}</Button>
        {/* Only the offered filters leave the dialog, in the offered order. */}
        <Button variant="contained" onClick={() => onApply(offered.filter((f) => draft.includes(f)))}>
          {t('anagrafica.list.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
