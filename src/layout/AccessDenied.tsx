// A signed-in user opened a page of an application they may not use. The message is the page's
// heading, so a screen reader announces where the user landed.
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const AccessDenied = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="warning">
        <Typography component="h1" variant="inherit">
          {translate('shell.access_denied')}
        </Typography>
      </Alert>
    </Box>
  );
};
