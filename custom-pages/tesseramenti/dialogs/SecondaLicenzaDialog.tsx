// Second licence (spec 2 §2.10): the athlete's club and one toggle per series of the club giving
// the licence; saving is disabled until the series are loaded (spec 2 §5).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OptionSelect } from '../../../src/components';
import { useQuery } from '@tanstack/react-query';
import { DialogShell } from '../DialogShell';
import { SerieToggles } from '../SerieToggles';
import { getLicenceSerie, prestitoLicenza } from '../api';
import { useOperation } from '../useOperation';

export interface SecondaLicenzaDialogProps {
  open: boolean;
  /** The club giving the second licence (pays). */
  societaId: number;
  anagraficaId: number;
  /** Clubs the athlete may belong to (its current club first). */
  societaFrom: { id: number; nome: string }[];
  onClose: () => void;
}

export function SecondaLicenzaDialog({ open, societaId, anagraficaId, societaFrom, onClose }: SecondaLicenzaDialogProps) {
  const translate = useTranslate();
  const [from, setFrom] = useState<number | ''>(societaFrom[0]?.id ?? '');
  const [serie, setSerie] = useState<number[]>([]);
  const list = useQuery({
    queryKey: ['tesseramenti', 'licenceSerie', societaId, from, anagraficaId],
    queryFn: () => getLicenceSerie(societaId, Number(from), anagraficaId),
    enabled: open && from !== '',
  });
  const op = useOperation(() => prestitoLicenza(societaId, { serie, anagrafica_id: anagraficaId, societa_to: societaId, societa_from: Number(from) }), onClose);
  return (
    <DialogShell
      open={open}
      title="tesseramenti.licence.title"
      onClose={onClose}
      onSave={() => op.run(undefined)}
      error={op.error}
      fieldErrors={op.fieldErrors}
      saving={op.saving}
      saveDisabled={!list.data || !serie.length ? 'tesseramenti.serie_blocked' : false}
    >
      <OptionSelect
        label={translate('tesseramenti.licence.societa')}
        options={societaFrom}
        value={from}
        onChange={(id) => {
          setFrom(id);
          setSerie([]);
        }}
      />
      <SerieToggles serie={list.data} selected={serie} onChange={setSerie} />
    </DialogShell>
  );
}
