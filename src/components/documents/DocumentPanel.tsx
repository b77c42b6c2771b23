// The document panel of a club or a member (spec 1 §2 dialogs, §5, §8; spec 2 Documenti tabs):
//   <DocumentPanel entityType="anagrafica" entityId={id} canEdit={mayChange} />
// Users who may only see the entity get the list and downloads; `canEdit` adds upload, edit, delete
// (the server checks both anyway).
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ReadFailure } from '../ReadFailure';
import { fetchDocumenti, fetchTipi, type EntityType } from './api';
import { DocumentList } from './DocumentList';
import { DocumentUpload } from './DocumentUpload';

export interface DocumentPanelProps {
  entityType: EntityType;
  entityId: number;
  canEdit?: boolean;
}

const NO_TIPI: never[] = [];

export const DocumentPanel = ({ entityType, entityId, canEdit = true }: DocumentPanelProps) => {
  const t = useTranslate();
  // Read through the app's query cache, as every screen: a session that ended (401) goes to the login
  // page and comes back here (src/providers/queryClient.ts), instead of 'Sessione scaduta' in the panel.
  const documents = useQuery({ queryKey: ['documento', entityType, entityId], queryFn: () => fetchDocumenti(entityType, entityId) });
  const tipi = useQuery({ queryKey: ['getTipoDocumento', entityType], queryFn: () => fetchTipi(entityType), enabled: canEdit, staleTime: 300_000 });
  const reload = () => void documents.refetch();

  return (
    <Box data-testid="document-panel">
      {canEdit && <DocumentUpload entityType={entityType} entityId={entityId} tipi={tipi.data ?? NO_TIPI} onUploaded={reload} />}
      {documents.error ? (
        // A failed read is said where the list would be, with 'Riprova' (not 'Dati non presenti').
        <ReadFailure error={documents.error} onRetry={reload} />
      ) : !documents.data ? (
        <Typography>{t('shell.grid.loading', { _: 'Caricamento in corso...' })}</Typography>
      ) : (
        <DocumentList rows={documents.data} canEdit={canEdit} onChanged={reload} />
      )}
    </Box>
  );
};

export default DocumentPanel;
