// For the lists' 'Esporta' buttons: starts the export (the list call with its filters and
// export=excel), tells the user, and refreshes the header's export icon.
//   const startExport = useStartExport();
//   <Button onClick={() => startExport('anagrafica', { season, search, flag })}>Esporta</Button>
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useToast } from '../notify';
import { TIMINGS } from '../../lib/timings';
import { startExport } from './api';

/** Prefix of every userexports query (the header's icon uses ['userexports', 'header']). */
export const USER_EXPORTS_KEY = ['userexports'];

export function useStartExport() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useTranslate();
  return useCallback(
    async (listPath: string, query: Record<string, string | number | undefined> = {}) => {
      try {
        const res = await startExport(listPath, query);
        toast.success(res.message || t('exports.dialog.started'), { duration: TIMINGS.toast.success });
        await queryClient.invalidateQueries({ queryKey: USER_EXPORTS_KEY });
        return res;
      } catch (e) {
        toast.error((e as Error).message);
        return null;
      }
    },
    [queryClient, toast, t],
  );
}
