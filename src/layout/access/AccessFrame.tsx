// The frame of the public access pages (login, recovery, forced change): demo strip, centred card.
// MUI only, no react-admin: these pages paint before the admin bundle loads (issue 19).
import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DemoBanner } from '../DemoBanner';
import { useAccessTexts } from './i18n';

export const AccessFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const { translate, ready } = useAccessTexts();
  useEffect(() => {
    if (ready) document.title = `${translate('shell.title')} - ${title}`;
  }, [title, translate, ready]);
  // An English user waits for the English texts rather than seeing the Italian ones flash by.
  if (!ready) return null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#e8eef7' }}>
      <DemoBanner text={translate('shell.demo_banner')} />
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <Box sx={{ bgcolor: '#0d47a1', color: '#fff', px: 3, py: 2 }}>
            <Typography variant="overline" component="p" sx={{ lineHeight: 1.4 }}>
              {translate('shell.title')}
            </Typography>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          </Box>
          <CardContent sx={{ p: 3 }}>{children}</CardContent>
        </Card>
      </Box>
    </Box>
  );
};
