// "Loading" as a screen reader hears it: a status with its text; the spinner itself is decoration.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const LoadingStatus = ({ label }: { label: string }) => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '40vh' }}>
    <CircularProgress size={28} aria-hidden />
    <span>{label}</span>
  </Box>
);
