// The members area's entry for the route table (src/routes.tsx) and the mount points other areas fill.
import { lazy } from 'react';

export const AnagraficaPage = lazy(() => import('./AnagraficaPage'));
export { registerMemberAction, registerMoneyTab, type MemberDialogProps, type MoneyTabProps } from './mounts';
export { ANAGRAFICA_PATH, anagraficaPath } from './paths';
export { CertificateDialog } from './dialogs/CertificateDialog';
