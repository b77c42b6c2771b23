// Progress dots shown while an export is pending (spec 1 §4).
import { Box, keyframes } from '@mui/material';

const blink = keyframes`0%, 80%, 100% { opacity: 0.15; } 40% { opacity: 1; }`;

export const PendingDots = () => (
  <Box component="span" aria-hidden sx={{ display: 'inline-flex', gap: '3px', ml: 0.5, verticalAlign: 'middle' }}>
    {[0, 1, 2].map((i) => (
      <Box key={i} component="span" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor', animation: `${blink} 1.4s infinite ease-in-out both`, animationDelay: `${i * 0.16}s` }} />
    ))}
  </Box>
);
