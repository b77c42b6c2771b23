// 'Dai in multiplo' (spec 2 §2.1, §2.10): the twinned club and one toggle per series of it;
// saving is disabled until the series are loaded (spec 2 §5). The twins and their series come from
// the server, which applies the save's rule (twinned for the athlete's sex), so nothing offered is refused.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { OptionSelect } from '../../../src/components';
import { useQuery } from '@tanstack/react-query';
import { DialogShell } from '../DialogShell';
import { SerieToggles } from '../SerieToggles';
import { getLoanSerie, getLoanTwins, prestitoGemellaggio } from '../api';
import { useOperation } from '../useOperation';

export interface PrestitoGemellaggioDialogProps {
  open: boolean;
  /** The lending club (the athlete's). */
  societaId: number;
  /** The athlete. */
  anagraficaId: number;
  onClose: () => void;
}

export function PrestitoGemellaggioDialog({ open, societaId, anagraficaId, onClose }: PrestitoGemellaggioDialogProps) {
  const translate = useTranslate();
  const twins = useQuery({ queryKey: ['tesseramenti', 'loanTwins', societaId, anagraficaId], queryFn: () => getLoanTwins(societaId, anagraficaId), enabled: open });
  const [picked, setPicked] = useState<number | ''>('');
  // A single twin is preset.
  const parent = picked !== '' ? picked : twins.data?.length === 1 ? twins.data[0].id : '';
  const [serie, setSerie] = useState<number[]>([]);
  const list = useQuery({
    queryKey: ['tesseramenti', 'loanSerie', societaId, parent, anagraficaId],
    queryFn: () => getLoanSerie(societaId, Number(parent), anagraficaId),
    enabled: open && parent !== '',
  });
  const op = useOperation(() => prestitoGemellaggio(societaId, { serie, anagrafica_id: anagraficaId, societa_parent: Number(parent) }), onClose);
  return (
    <DialogShell
      open={open}
      title="tesseramenti.loan.title"
      onClose={onClose}
      onSave={() => op.run(undefined)}
      error={op.error}
      fieldErrors={op.fieldErrors}
      saving={op.saving}
      saveDisabled={!list.data || !serie.length ? 'tesseramenti.serie_blocked' : false}
    >
      {twins.data && !twins.data.length ? (
        <Alert severity="warning">{translate('tesseramenti.loan.nessuna_gemellata')}</Alert>
      ) : (
        <OptionSelect
          label={translate('tesseramenti.loan.parent')}
          options={twins.data}
          value={parent}
          onChange={(id) => {
            setPicked(id);
            setSerie([]);
          }}
        />
      )}
      <SerieToggles serie={list.data} selected={serie} onChange={setSerie} />
    </DialogShell>
  );
}
