// Shared widgets for every screen (public face of src/components).
export { DateInput, TimeInput, MoneyInput, AlphanumericInput, IntegerInput, dateSpec, timeSpec, moneySpec } from './maskedInputs';
export type { MoneyInputProps, AlphanumericInputProps, IntegerInputProps } from './maskedInputs';
export { MaskedInput, type MaskSpec, type MaskedInputProps } from './MaskedInput';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { useToast, NOTIFY_DURATION, type NotifyKind, type NotifyOptions } from './notify';
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
export { FormDialog, PHONE_FRIENDLY, type FormDialogProps } from './FormDialog';
export { readSaveFailure, type SaveFailure } from './saveFailure';
export { useLoadMoreSentinel, type LoadMore } from './useLoadMoreSentinel';
export { saveFile } from './saveFile';
export { TableScroller } from './TableScroller';
export { ReadingDialogContent } from './ReadingDialogContent';
export { ActionsHeaderCell } from './ActionsHeaderCell';
export { GridMessageRow } from './GridMessageRow';
export { RowMenu, RowMenuButton, type OpenRowMenu, type RowMenuItem } from './RowMenu';
export { SearchPicker, type SearchPickerProps } from './SearchPicker';
export { OptionSelect, type OptionSelectProps } from './OptionSelect';
export { useGeneralConfig, GENERAL_CONFIG_QUERY_KEY, type GeneralConfig } from './generalConfig';
