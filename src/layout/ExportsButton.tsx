// Export icon of the header: only when the user has exports (GET /api/userexports) and the exports
// dialog exists. Screens that start an export invalidate USER_EXPORTS_QUERY_KEY to show it at once.
import { Suspense, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { api } from '../providers/http';
import { ExportsDialog } from './slots';

export const USER_EXPORTS_QUERY_KEY = ['userexports', 'header'];

/** Whether a userexports answer (paged or bare list) holds at least one export. */
export const hasExports = (body: any): boolean => (Array.isArray(body) ? body.length > 0 : (typeof body?.total === 'number' ? body.total : (body?.data?.length ?? 0)) > 0);

export const ExportsButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data: show } = useQuery({
    queryKey: USER_EXPORTS_QUERY_KEY,
    queryFn: () => api('userexports', { query: { page: 1, paginate: 1 } }).then(hasExports),
    enabled: !!ExportsDialog,
    retry: false,
    refetchInterval: 30_000,
  });
  // An open dialog stays open when its last export is deleted (it shows its empty state); the icon
  // goes once it is closed.
  if (!ExportsDialog || (!show && !open)) return null;
  const label = translate('shell.header.exports');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)} data-testid="exports-button">
          <CloudDownloadIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ExportsDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
