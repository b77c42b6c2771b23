// A registered route whose screen arrives with a later issue: says which page and area it is.
import { Alert, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { AppRoute } from '../routes';

export const Placeholder = ({ route }: { route: AppRoute }) => {
  const translate = useTranslate();
  const title = translate(route.title);
  return (
    <Box component="section" sx={{ p: 3 }} data-testid="placeholder">
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">{translate('shell.placeholder.text', { area: translate(`shell.areas.${route.area}`, { _: route.area }) })}</Alert>
    </Box>
  );
};
