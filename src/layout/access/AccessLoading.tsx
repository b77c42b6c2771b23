// Shown while a lazily loaded access page or the admin application arrives (no react-admin yet).
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from './i18n';

export const AccessLoading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '40vh' }}>
      <CircularProgress size={28} aria-hidden />
      <span>{translate('shell.grid.loading')}</span>
    </Box>
  );
};
