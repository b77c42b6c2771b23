// 'Dai in multiplo' (spec 2 §2.1, §2.10): the twinned club and one toggle per series of it;
// saving is disabled until the series are loaded (spec 2 §5).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DialogShell } from '../DialogShell';
import { SerieToggles } from '../SerieToggles';
import { getLoanSerie, prestitoGemellaggio } from '../api';
import { useOperation } from '../useOperation';

export interface PrestitoGemellaggioDialogProps {
  open: boolean;
  /** The lending club (the athlete's). */
  societaId: number;
  /** The athlete. */
  anagraficaId: number;
  /** The club's approved twins, to pick from. */
  gemellate: { id: number; nome: string }[];
  onClose: () => void;
}

export function PrestitoGemellaggioDialog({ open, societaId, anagraficaId, gemellate, onClose }: PrestitoGemellaggioDialogProps) {
  const translate = useTranslate();
  const [parent, setParent] = useState<number | ''>(gemellate.length === 1 ? gemellate[0].id : '');
  const [serie, setSerie] = useState<number[]>([]);
  const list = useQuery({
    queryKey: ['tesseramenti', 'loanSerie', societaId, parent, anagraficaId],
    queryFn: () => getLoanSerie(societaId, Number(parent), anagraficaId),
    enabled: open && parent !== '',
  });
  const op = useOperation(() => prestitoGemellaggio(societaId, { serie, anagrafica_id: anagraficaId, societa_parent: Number(parent) }), onClose);
  return (
    <DialogShell open={open} title="tesseramenti.loan.title" onClose={onClose} onSave={() => op.run(undefined)} error={op.error} saving={op.saving} saveDisabled={!list.data || !serie.length}>
      <TextField
        select
        label={translate('tesseramenti.loan.parent')}
        value={parent}
        onChange={(e) => {
          setParent(Number(e.target.value));
          setSerie([]);
        }}
      >
        {gemellate.map((g) => (
          <MenuItem key={g.id} value={g.id}>
            {g.nome}
          </MenuItem>
        ))}
      </TextField>
      <SerieToggles serie={list.data} selected={serie} onChange={setSerie} />
    </DialogShell>
  );
}
