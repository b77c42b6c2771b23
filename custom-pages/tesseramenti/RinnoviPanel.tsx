// The Rinnovi tab of the club screen (spec 2 §2.1, §7, §8): three collapsible grids with 'Rinnova
// Atleti', 'Rinnova Dirigenti', 'Rinnova Consiglio' and per-row 'Rinnova'; the board goes through
// its dialog. 'Rinnovi eseguiti con successo' for 5 s; a failure keeps the errors above the tables.
// A user who may not renew (no club write ability, as the renewal route needs) sees the rows only.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { RENEW_TYPES, type RenewType } from '../../resources/contracts/tesseramenti.ts';
import { useMayCall, useSeason } from '../../src/lib';
import { CLUB_WRITE } from './access';
import { failureOf } from '../../src/providers';
import { executeRenew, getToRenew } from './api';
import { RenewGrid } from './RenewGrid';
import { RinnovoConsiglioDialog } from './dialogs/RinnovoConsiglioDialog';
import { useOperation } from './useOperation';

const LABELS: Record<RenewType, { title: string; bulk: string }> = {
  Atleta: { title: 'tesseramenti.renew.atleti', bulk: 'tesseramenti.renew.rinnova_atleti' },
  Dirigente: { title: 'tesseramenti.renew.dirigenti', bulk: 'tesseramenti.renew.rinnova_dirigenti' },
  Consiglio: { title: 'tesseramenti.renew.consiglio', bulk: 'tesseramenti.renew.rinnova_consiglio' },
};

export interface RinnoviPanelProps {
  /** The club whose members are renewed. */
  societaId: number;
}

export function RinnoviPanel({ societaId }: RinnoviPanelProps) {
  const translate = useTranslate();
  const [season] = useSeason();
  const [board, setBoard] = useState<number[] | null>(null);
  const client = useQueryClient();
  const mayRenew = useMayCall(CLUB_WRITE);
  const lists = useQueries({
    queries: RENEW_TYPES.map((kind) => ({ queryKey: ['tesseramenti', 'renew', societaId, kind, season?.id], queryFn: () => getToRenew(societaId, kind, season?.id) })),
  });
  // A failure keeps its errors and shows the tables again, read afresh (someone may have been renewed meanwhile).
  const renew = (a: { ids: number[]; kind: RenewType }) =>
    executeRenew(societaId, { season: season?.id, anagrafiche: a.ids, renewType: a.kind }).catch(async (e: unknown) => {
      await client.invalidateQueries({ queryKey: ['tesseramenti', 'renew', societaId] });
      throw e;
    });
  const op = useOperation(renew, () => undefined, 5000);
  const closed = lists.some((l) => l.data && !l.data.rinnovi_aperti);
  if (closed) return <Alert severity="info">{translate('tesseramenti.renew.closed')}</Alert>;
  return (
    <Box>
      {op.error && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="renew-error">
          {op.error}
        </Alert>
      )}
      {RENEW_TYPES.map((kind, i) => (
        <RenewGrid
          key={kind}
          title={LABELS[kind].title}
          bulkLabel={LABELS[kind].bulk}
          rows={lists[i].data?.data ?? []}
          loading={lists[i].isPending}
          fetching={lists[i].isFetching}
          failure={failureOf(lists[i].error)}
          busy={op.saving}
          onRenew={mayRenew ? (ids) => (kind === 'Consiglio' ? setBoard(ids) : op.run({ ids, kind })) : undefined}
        />
      ))}
      {board && <RinnovoConsiglioDialog open societaId={societaId} seasonId={season?.id} anagrafiche={board} onClose={() => setBoard(null)} />}
    </Box>
  );
}
