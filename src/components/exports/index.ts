// Public face of the exports: the header dialog (loaded by src/layout/slots.ts) and the hook the
// lists' 'Esporta' buttons use.
export { default as ExportsDialog } from './ExportsDialog';
export { useStartExport, USER_EXPORTS_KEY } from './useStartExport';
export { startExport, MAX_POLLS, POLL_INTERVAL_MS, type UserExport } from './api';
export { InlineDescription } from './InlineDescription';
