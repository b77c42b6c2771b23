// Upload part of the document panel: type picker, file picker, 'Carica' (spec 1 §5, §8).
import { useRef, useState } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { useToast } from '../notify';
import { TIMINGS } from '../../lib/timings';
import { uploadDocumento, type EntityType, type TipoDocumento } from './api';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export interface DocumentUploadProps {
  entityType: EntityType;
  entityId: number;
  tipi: TipoDocumento[];
  onUploaded: () => void;
}

export const DocumentUpload = ({ entityType, entityId, tipi, onUploaded }: DocumentUploadProps) => {
  const t = useTranslate();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [tipo, setTipo] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!tipo) return toast.error(t('documents.type_missing'));
    if (!file || file.size === 0) return toast.error(t('documents.file_invalid'));
    // Same limit as the server's: refuse before sending 10 MB for nothing.
    if (file.size > MAX_UPLOAD_BYTES) return toast.error(t('documents.too_large'));
    setBusy(true);
    try {
      const res = await uploadDocumento(entityType, entityId, tipo, file);
      toast.success(res?.message || t('documents.uploaded'), { duration: TIMINGS.toast.success });
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (e) {
      // The server's message for the refusal (size, format, content, permissions…).
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <FormControl size="small" sx={{ minWidth: 240 }}>
        <InputLabel id={`tipo-documento-${entityType}-label`}>{t('documents.type')}</InputLabel>
        <Select labelId={`tipo-documento-${entityType}-label`} label={t('documents.type')} value={tipo} onChange={(e) => setTipo(e.target.value ? Number(e.target.value) : '')}>
          {tipi.map((tp) => (
            <MenuItem key={tp.id} value={tp.id}>
              {tp.descrizione}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
        {t('documents.choose_file')}
        <input ref={input} hidden type="file" accept={ACCEPT} data-testid="document-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {file ? file.name : t('documents.no_file')}
      </Typography>
      <Button variant="contained" startIcon={<UploadIcon />} onClick={upload} disabled={busy}>
        {t('documents.upload')}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {t('documents.accepted')}
      </Typography>
    </Box>
  );
};
