// Why a save button is disabled, said beside it: a disabled button is skipped by Tab, so a keyboard or
// screen-reader user would never hear it. The button takes `aria-describedby={id}`.
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export const WhyDisabled = ({ id, children }: { id: string; children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" id={id} sx={{ flex: '1 1 auto' }}>
    {children}
  </Typography>
);
