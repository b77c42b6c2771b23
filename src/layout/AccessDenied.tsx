// A signed-in user opened a page of an application they may not use.
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export const AccessDenied = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="warning">{translate('shell.access_denied')}</Alert>
    </Box>
  );
};
