// react-admin's notifications, placed as every toast of the app (./toastPlacement.ts: top centre on a
// computer, bottom centre on a phone).
import { Notification } from 'react-admin';
import { useToastPlacement } from './toastPlacement';

export const ShellNotification = () => <Notification anchorOrigin={useToastPlacement()} />;
