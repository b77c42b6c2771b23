// Notifications at the top of the screen: at the bottom they covered the buttons of dialogs
// (issue 18, users screens), above all at 360 px.
import { Notification } from 'react-admin';

export const ShellNotification = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
