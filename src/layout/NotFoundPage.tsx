// 'Pagina non trovata' (spec 1 §2): any unknown path, signed in or not.
import { Box, Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { HOME_PATH } from '../lib/paths';

export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('shell.not_found.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('shell.not_found.text')}</Typography>
      <Button component={Link} to={HOME_PATH} variant="contained">
        {translate('shell.not_found.home')}
      </Button>
    </Box>
  );
};

export default NotFoundPage;
