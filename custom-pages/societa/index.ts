// The club area's public face: the route (src/routes.tsx), the mount points other areas fill and the
// paths they link to.
export { SOCIETA_ROUTE, SOCIETA_PATH, societaPath, NEW_SOCIETA_PATH } from './paths';
export { registerSocietaMount, type SocietaMounts, type SocietaTabProps, type MemberDialogProps } from './mounts';
export { SyncStatusDialog } from './dialogs/SyncStatusDialog';
