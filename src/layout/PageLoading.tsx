// Shown while a lazily loaded page arrives.
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export const PageLoading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '40vh' }}>
      <CircularProgress size={28} aria-hidden />
      <span>{translate('shell.grid.loading')}</span>
    </Box>
  );
};
