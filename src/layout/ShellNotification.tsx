// react-admin's notifications, placed as every toast of the app (./toastPlacement.ts: top centre on a
// computer, bottom centre on a phone), with the role of their kind (./toastRole.ts: alert for errors
// and warnings, status for successes and information). react-admin's <Notification> gives every toast
// MUI's role alert and does not say which kind it shows: the kind is read as it takes the toast from
// the queue, in the same update that shows it, so the toast appears with its role already set.
import { useMemo, useState } from 'react';
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
      <Notification anchorOrigin={useToastPlacement()} slotProps={{ content: { role: toastRole(kind) } }} />
    </NotificationContext.Provider>
  );
};
