// The document panel of a club or a member (spec 1 §2 dialogs, §5, §8; spec 2 Documenti tabs):
//   <DocumentPanel entityType="anagrafica" entityId={id} canEdit={mayChange} />
// Users who may only see the entity get the list and downloads; `canEdit` adds upload, edit, delete
// (the server checks both anyway).
import { useCallback, useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReadFailure } from '../ReadFailure';
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
  const [tipi, setTipi] = useState<TipoDocumento[]>([]);
  const [rows, setRows] = useState<Documento[] | null>(null);
  // A failed read is said where the list would be, with 'Riprova' (not 'Dati non presenti').
  const [failure, setFailure] = useState<unknown>(null);

  const load = useCallback(async () => {
    try {
      setRows(await fetchDocumenti(entityType, entityId));
      setFailure(null);
    } catch (e) {
      setFailure(e);
    }
  }, [entityType, entityId]);

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
      {failure ? (
        <ReadFailure error={failure} onRetry={() => void load()} />
      ) : rows === null ? (
        <Typography>{t('shell.grid.loading', { _: 'Caricamento in corso...' })}</Typography>
      ) : (
        <DocumentList rows={rows} canEdit={canEdit} onChanged={load} />
      )}
    </Box>
  );
};

export default DocumentPanel;
