// react-admin's notifications, placed as every toast of the app (./toastPlacement.ts: top centre on a
// computer, bottom centre on a phone), with the role of their kind (./toastRole.ts: alert for errors
// and warnings, status for successes and information). react-admin's <Notification> gives every toast
// MUI's role alert and does not say which kind it shows: the kind is read as it takes the toast from
// the queue, in the same update that shows it, so the toast appears with its role already set.
// The toast is rendered at the end of <body> (a portal), not inside the app's root: an open dialog
// (MUI's modal) marks the root aria-hidden, and a toast shown while it is open ('Esportazione avviata'
// from a wallet's dialog, a save's failure) was never announced. A toast that appears while a dialog is
// open is added after it, outside what the dialog hides.
import { useMemo, useState } from 'react';
import { Portal } from '@mui/material';
import { Notification, NotificationContext, useNotificationContext, type NotificationType } from 'react-admin';
import { useToastPlacement } from './toastPlacement';
import { toastRole } from './toastRole';

export const ShellNotification = () => {
  const context = useNotificationContext();
  const [kind, setKind] = useState<NotificationType>();
  const reading = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const taken = context.takeNotification();
        if (taken) setKind(taken.type);
        return taken;
      },
    }),
    [context],
  );
  return (
    <NotificationContext.Provider value={reading}>
      <Portal>
        <Notification anchorOrigin={useToastPlacement()} slotProps={{ content: { role: toastRole(kind) } }} />
      </Portal>
    </NotificationContext.Provider>
  );
};
