// The AREA DEMO banner of the demo variant (spec 1 §1), shown when the server says it runs in demo mode:
// a strip on the public pages, a badge in the header of the signed-in ones. The flag comes with the
// session payload (`demo`) and, before sign-in, from GET /api/info. No react-admin here: the access
// pages show it before the admin bundle loads, so the caller passes the text in its language.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { session, useSession } from '../lib/session';
import { api } from '../providers/http';

let infoAsked = false;

/** Before sign-in the public GET /api/info tells whether this is the demo; asked once per page load. */
function useDemoInfo() {
  useEffect(() => {
    if (infoAsked) return;
    infoAsked = true;
    api<{ demo?: boolean }>('info', { token: null })
      .then((info) => session.update({ demo: !!info?.demo }))
      .catch(() => undefined);
  }, []);
}

export const DemoBanner = ({ text, variant = 'strip' }: { text: string; variant?: 'strip' | 'badge' }) => {
  const { demo } = useSession();
  useDemoInfo();
  if (!demo) return null;
  const badge = variant === 'badge';
  return (
    <Box
      role="note"
      data-testid="demo-banner"
      sx={{
        bgcolor: '#ffd54f',
        color: '#212121',
        fontWeight: 700,
        textAlign: 'center',
        whiteSpace: 'nowrap',
        ...(badge
          ? { px: { xs: 0.5, sm: 1 }, py: 0.25, borderRadius: 1, mx: { xs: 0.5, sm: 1 }, fontSize: { xs: 11, sm: 13 }, letterSpacing: { xs: 0.5, sm: 2 }, flexShrink: 0 }
          : { py: 0.25, fontSize: 13, letterSpacing: 2 }),
      }}
    >
      {text}
    </Box>
  );
};
