// Public face of src/lib: what custom pages import (`import { … } from '../../src/lib'`).
export { TIMINGS, DIALOG_TRANSITION } from './timings';
export { useDebouncedValue } from './useDebouncedValue';
export { useUrlDialog, type UrlDialog } from './useUrlDialog';
export { useUrlState, useUrlSearch, pathKeeping, TAB_PARAM, SEARCH_PARAM, type SetUrlState, type UrlSearch } from './useUrlState';
export { session, useSession, useSeason, useAbilities, isAdmin, isSysadmin } from './session';
export type { SessionPayload, SessionState, Profile, Stagione, AppMenuItem, NavigationItem } from './session';
export { LOCALE, formatAmount, formatEuro, formatDateForm, formatDateGrid, formatDateTime, localIsoDate } from './format';
export { previousPath } from './history';
export { mayCall, useMayCall, type RouteAccess } from './access';
export { choiceOf, type LinkChoice, type LinkKind } from './lookupLabels';
export * from './paths';
export * from './masks';
