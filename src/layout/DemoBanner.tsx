// The AREA DEMO banner of the demo variant (spec 1 §1), shown when the server says it runs in demo mode:
// a strip on the public pages, a badge in the header of the signed-in ones.
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../lib/session';

export const DemoBanner = ({ variant = 'strip' }: { variant?: 'strip' | 'badge' }) => {
  const { demo } = useSession();
  const translate = useTranslate();
  if (!demo) return null;
  const badge = variant === 'badge';
  return (
    <Box
      role="note"
      data-testid="demo-banner"
      sx={{
        bgcolor: '#ffd54f', color: '#212121', fontWeight: 700, letterSpacing: 2, fontSize: 13, textAlign: 'center', whiteSpace: 'nowrap',
        ...(badge ? { px: 1, py: 0.25, borderRadius: 1, mx: 1 } : { py: 0.25 }),
      }}
    >
      {translate('shell.demo_banner')}
    </Box>
  );
};
