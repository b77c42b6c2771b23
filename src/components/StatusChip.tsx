// A status shown as a small coloured chip whose words wrap ('IN ATTESA DI / APPROVAZIONE') instead of
// being cut: in a grid whose actions column is pinned, a one-line chip slid under it ('IN ATTESA…').
//   <StatusChip color="warning" label="IN ATTESA DI APPROVAZIONE" />
import { Chip, type ChipProps } from '@mui/material';

const WRAPPING = { height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', py: 0.25 } } as const;

export const StatusChip = ({ sx, ...props }: Omit<ChipProps, 'size'>) => <Chip size="small" sx={[WRAPPING, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />;
