// The accounting area's client (issue 12): the two screens (lazy pages of src/routes.tsx) and the
// components the club and member screens reuse in their Contabilita / Versamenti in Approvazione tabs:
//   <PartiteGrid party={{ type: 'societa', id }} status="completed" />     entries (+ details, approve, storno …)
//   <PartiteGrid party={{ type: 'anagrafica', id }} status="progress" />
//   <WalletPanel party={{ type: 'societa', id }} admin={isAdmin} />        bonus, increase/decrease, movements
//   <CustomCostDialog party={party | null} onClose={…} />                  'Ricavi custom' (admin)
//   <PartitaDetailDialog partitaId={id | null} actions onClose={…} />
//   <StornoDialog partitaId={id | null} onClose={…} />  <ChangeAmountDialog partita={row | null} onClose={…} />
//   <WalletDialog walletId={id | null} direction="increment" admin onClose={…} />
//   <AccountingFilterDialog open value onApply onClose />  <TransazioneDialog transazione admin onClose />
// Props are documented at the top of each file.
export { SITUAZIONE_CONTABILE_PATH, SITUAZIONE_CONTABILE_TESSERATI_PATH } from './paths';
export { PartiteGrid, type PartiteGridProps } from './PartiteGrid';
export { WalletPanel, type WalletPanelProps } from './WalletPanel';
export { WalletsGrid } from './WalletsGrid';
export { TransazioniGrid } from './TransazioniGrid';
export { LedgerGrid, type LedgerColumn, type LedgerAction } from './LedgerGrid';
export { CustomCostDialog, type CustomCostDialogProps } from './dialogs/CustomCostDialog';
export { PartitaDetailDialog, type PartitaDetailDialogProps } from './dialogs/PartitaDetailDialog';
export { StornoDialog, type StornoDialogProps } from './dialogs/StornoDialog';
export { ChangeAmountDialog, type ChangeAmountDialogProps } from './dialogs/ChangeAmountDialog';
export { WalletDialog, type WalletDialogProps } from './dialogs/WalletDialog';
export { AccountingFilterDialog, type AccountingFilterDialogProps } from './dialogs/AccountingFilterDialog';
export { TransazioneDialog, type TransazioneDialogProps } from './dialogs/TransazioneDialog';
export { ConfirmAction, type ConfirmActionProps } from './dialogs/ConfirmAction';
export { LEDGER_KEY, useCodici, useInvalidateLedger, usePortafoglio, type Party } from './api';
