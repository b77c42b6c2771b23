// One export in the dialog: description (inline edit), status (dots while pending, completion date
// when done), download and delete. On a phone (`narrow`) the status is told under the description, in
// the same cell: three columns left the description a few letters wide ('Tesser/ati') and pushed the
// actions off the screen.
import { Box, IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteIcon from '@mui/icons-material/Delete';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useTranslate } from 'react-admin';
import { format, isValid, parseISO } from 'date-fns';
import { InlineDescription } from './InlineDescription';
import { PendingDots } from './PendingDots';
import type { UserExport } from './api';

/** Grid date-time of spec 2 §9: DD-MM-YYYY HH:mm. */
export const formatCompletedAt = (iso: string | null) => {
  const d = iso ? parseISO(iso) : null;
  return d && isValid(d) ? format(d, 'dd-MM-yyyy HH:mm') : '-';
};

export interface ExportRowProps {
  row: UserExport;
  onRename: (row: UserExport, descrizione: string) => Promise<void>;
  onDownload: (row: UserExport) => void;
  onDelete: (row: UserExport) => void;
  /** A phone: the status goes under the description (two columns instead of three). */
  narrow?: boolean;
}

/** The status of an export: dots while pending (with the rows so far), the completion date when done. */
const ExportStatusView = ({ row }: { row: UserExport }) => {
  const t = useTranslate();
  return (
    <>
      {row.status === 'pending' && (
        <Typography variant="body2" component="span" color="text.secondary" role="status">
          {t('exports.dialog.pending')}
          <PendingDots />
          {row.righe > 0 && (
            <Box component="span" sx={{ ml: 1 }}>
              {t('exports.dialog.rows', { count: row.righe.toLocaleString('it-IT') })}
            </Box>
          )}
        </Typography>
      )}
      {row.status === 'success' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CheckCircleIcon color="success" fontSize="small" titleAccess={t('exports.dialog.success')} />
          <Typography variant="body2" component="span" data-testid="completed-at">
            {formatCompletedAt(row.completed_at)}
          </Typography>
        </Box>
      )}
      {row.status === 'failed' && (
        <Tooltip title={row.error ?? ''}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ErrorIcon color="error" fontSize="small" />
            <Typography variant="body2" component="span">
              {t('exports.dialog.failed')}
            </Typography>
          </Box>
        </Tooltip>
      )}
    </>
  );
};

export const ExportRow = ({ row, onRename, onDownload, onDelete, narrow = false }: ExportRowProps) => {
  const t = useTranslate();
  const description = (
    <InlineDescription
      value={row.descrizione}
      onSave={(v) => onRename(row, v)}
      label={t('exports.dialog.description')}
      editLabel={t('exports.dialog.edit')}
      requiredMessage={t('exports.dialog.description_required')}
    />
  );
  return (
    <TableRow data-testid={`export-row-${row.id}`} data-status={row.status}>
      {narrow ? (
        <TableCell data-testid="export-description">
          {description}
          <Box sx={{ mt: 0.5 }} data-testid="export-status">
            <ExportStatusView row={row} />
          </Box>
        </TableCell>
      ) : (
        <>
          <TableCell sx={{ maxWidth: 320 }} data-testid="export-description">
            {description}
          </TableCell>
          <TableCell data-testid="export-status">
            <ExportStatusView row={row} />
          </TableCell>
        </>
      )}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('exports.dialog.download')}>
          <span>
            <IconButton aria-label={t('exports.dialog.download')} disabled={row.status !== 'success'} onClick={() => onDownload(row)}>
              <DownloadIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('exports.dialog.delete')}>
          <IconButton aria-label={t('exports.dialog.delete')} onClick={() => onDelete(row)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
};
