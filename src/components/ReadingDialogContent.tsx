// The content of a dialog that is mostly read (details, statuses): on a phone it scrolls, and with
// nothing focusable inside a keyboard could not scroll it. So it is a region the keyboard can focus,
// named by the dialog's title (axe: scrollable-region-focusable), as TableScroller is for tables.
import DialogContent, { type DialogContentProps } from '@mui/material/DialogContent';

export const ReadingDialogContent = ({ labelledBy, ...props }: DialogContentProps & { labelledBy: string }) => <DialogContent tabIndex={0} role="region" aria-labelledby={labelledBy} {...props} />;
