// The entity's documents: name (truncated at 50 characters), type, description edited inline,
// upload date, download and delete with the spec's SI/NO question.
import { useState } from 'react';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../ConfirmDialog';
import { TableScroller } from '../TableScroller';
import { useToast } from '../notify';
import { TIMINGS } from '../../lib/timings';
import { saveFile } from '../saveFile';
import { formatDateGrid } from '../../lib/format';
import { InlineDescription } from '../exports/InlineDescription';
import { deleteDocumento, downloadDocumento, truncateName, updateDescrizione, type Documento } from './api';

export interface DocumentListProps {
  rows: Documento[];
  canEdit: boolean;
  onChanged: () => void;
}

export const DocumentList = ({ rows, canEdit, onChanged }: DocumentListProps) => {
  const t = useTranslate();
  const toast = useToast();
  const [toDelete, setToDelete] = useState<Documento | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async (doc: Documento) => {
    try {
      const { blob, fileName } = await downloadDocumento(doc.id);
      saveFile(blob, fileName ?? doc.nome);
    } catch (e) {
      toast.error((e as Error).message || t('documents.download_error'));
    }
  };

  const rename = async (doc: Documento, descrizione: string) => {
    try {
      await updateDescrizione(doc.id, descrizione);
      toast.saved();
      onChanged();
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteDocumento(toDelete.id);
      toast.success(t('documents.deleted'), { duration: TIMINGS.toast.success });
      onChanged();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  if (!rows.length) return <Typography color="text.secondary">{t('documents.empty')}</Typography>;
  return (
    <>
      <TableScroller label={t('documents.title')}>
        <Table size="small" aria-label={t('documents.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('documents.name')}</TableCell>
              <TableCell>{t('documents.type')}</TableCell>
              <TableCell>{t('documents.description')}</TableCell>
              <TableCell>{t('documents.uploaded_at')}</TableCell>
              <TableCell align="right">{t('documents.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((doc) => (
              <TableRow key={doc.id} data-testid={`document-row-${doc.id}`}>
                <TableCell title={doc.nome}>{truncateName(doc.nome)}</TableCell>
                <TableCell>{doc.tipo_documento?.descrizione}</TableCell>
                <TableCell sx={{ minWidth: 180, maxWidth: 280 }}>
                  <InlineDescription
                    value={doc.descrizione ?? ''}
                    onSave={(v) => rename(doc, v)}
                    label={t('documents.description')}
                    editLabel={t('documents.edit')}
                    maxLength={500}
                    allowEmpty
                    disabled={!canEdit}
                  />
                </TableCell>
                <TableCell>{formatDateGrid(doc.created_at)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('documents.download')}>
                    <IconButton aria-label={t('documents.download')} onClick={() => download(doc)}>
                      <DownloadIcon />
                    </IconButton>
                  </Tooltip>
                  {canEdit && (
                    <Tooltip title={t('documents.delete')}>
                      <IconButton aria-label={t('documents.delete')} onClick={() => setToDelete(doc)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      <ConfirmDialog open={!!toDelete} loading={deleting} onConfirm={remove} onClose={() => setToDelete(null)} message="documents.delete_confirm" />
    </>
  );
};
