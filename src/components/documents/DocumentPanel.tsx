// The document panel of a club or a member (spec 1 §2 dialogs, §5, §8; spec 2 Documenti tabs):
//   <DocumentPanel entityType="anagrafica" entityId={id} canEdit={mayChange} />
// Users who may only see the entity get the list and downloads; `canEdit` adds upload, edit, delete
// (the server checks both anyway).
import { useCallback, useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useToast } from '../notify';
import { fetchDocumenti, fetchTipi, type Documento, type EntityType, type TipoDocumento } from './api';
import { DocumentList } from './DocumentList';
import { DocumentUpload } from './DocumentUpload';

export interface DocumentPanelProps {
  entityType: EntityType;
  entityId: number;
  canEdit?: boolean;
}

export const DocumentPanel = ({ entityType, entityId, canEdit = true }: DocumentPanelProps) => {
  const t = useTranslate();
  const toast = useToast();
  const [tipi, setTipi] = useState<TipoDocumento[]>([]);
  const [rows, setRows] = useState<Documento[] | null>(null);

  const load = useCallback(async () => {
    try {
      setRows(await fetchDocumenti(entityType, entityId));
    } catch (e) {
      setRows([]);
      toast.error((e as Error).message);
    }
  }, [entityType, entityId, toast]);

  useEffect(() => {
    load();
  }, [load]);

  useEffect(() => {
    if (!canEdit) return;
    fetchTipi(entityType).then(setTipi, () => setTipi([]));
  }, [entityType, canEdit]);

  return (
    <Box data-testid="document-panel">
      {canEdit && <DocumentUpload entityType={entityType} entityId={entityId} tipi={tipi} onUploaded={load} />}
      {rows === null ? <Typography>{t('shell.grid.loading', { _: 'Caricamento in corso...' })}</Typography> : <DocumentList rows={rows} canEdit={canEdit} onChanged={load} />}
    </Box>
  );
};

export default DocumentPanel;
