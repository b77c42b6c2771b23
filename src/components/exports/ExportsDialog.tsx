// The exports dialog of the header (spec 1 §2, §4): the user's exports with inline description,
// status, download and delete. Loaded by the header's slot (src/layout/slots.ts) when opened.
// On a phone (below `sm`) the dialog fills the screen and the table has two columns, the status under
// the description, with 8 px cell sides: in a 296 px dialog the three columns made a 311 px table in a
// 246 px box, the description broke mid-word and 'Azioni' and 'Elimina' were off the screen (audit).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../ConfirmDialog';
import { COMPACT_CELLS, TableScroller } from '../TableScroller';
import { useToast } from '../notify';
import { saveFile } from '../saveFile';
import { deleteExport, downloadExport, renameExport, type UserExport } from './api';
import { ExportRow } from './ExportRow';
import { useUserExports } from './useUserExports';
import { USER_EXPORTS_KEY } from './useStartExport';

export interface ExportsDialogProps {
  open: boolean;
  onClose: () => void;
}

const ExportsDialog = ({ open, onClose }: ExportsDialogProps) => {
  const t = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { rows, setRows } = useUserExports(open);
  const [toDelete, setToDelete] = useState<UserExport | null>(null);
  const [deleting, setDeleting] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const rename = async (row: UserExport, descrizione: string) => {
    try {
      await renameExport(row.id, descrizione);
      setRows((list) => list?.map((r) => (r.id === row.id ? { ...r, descrizione } : r)) ?? list);
      toast.saved();
    } catch {
      // Spec 2 §8: a failed rename shows the generic error.
      toast.error(t('exports.dialog.rename_error'));
    }
  };

  const download = async (row: UserExport) => {
    try {
      const { blob, fileName } = await downloadExport(row.id);
      saveFile(blob, fileName ?? `${row.descrizione}.xlsx`);
    } catch {
      toast.error(t('exports.dialog.download_error'));
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteExport(toDelete.id);
      setRows((list) => list?.filter((r) => r.id !== toDelete.id) ?? list);
      queryClient.invalidateQueries({ queryKey: USER_EXPORTS_KEY });
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="exports-dialog-title">
      <DialogTitle id="exports-dialog-title">{t('exports.dialog.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {rows === null ? (
          <Typography>{t('shell.grid.loading', { _: 'Caricamento in corso...' })}</Typography>
        ) : rows.length === 0 ? (
          <Typography>{t('shell.grid.empty', { _: 'Dati non presenti' })}</Typography>
        ) : (
          <TableScroller labelledBy="exports-dialog-title">
            <Table size="small" aria-label={t('exports.dialog.title')} sx={phone ? COMPACT_CELLS : undefined}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('exports.dialog.description')}</TableCell>
                  {!phone && <TableCell>{t('exports.dialog.status')}</TableCell>}
                  <TableCell align="right">{t('exports.dialog.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <ExportRow key={row.id} row={row} onRename={rename} onDownload={download} onDelete={setToDelete} narrow={phone} />
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('exports.dialog.close')}</Button>
      </DialogActions>
      <ConfirmDialog open={!!toDelete} loading={deleting} onConfirm={remove} onClose={() => setToDelete(null)} message="exports.dialog.delete_confirm" />
    </Dialog>
  );
};

export default ExportsDialog;
