// An amount in a dialog's form, written as every screen writes money (spec 2 §5, src/lib/format.ts):
// read-only it reads '30,00 €'; editable (onChange given) it is typed through the shared money mask
// (moneySpec: '1.234,50', two decimals on leaving the field) with '€' beside it. One display, so the
// registration, card and transfer dialogs show their cost alike.
//   <MoneyField label="Costo" value={30} />                                   30,00 €
//   <MoneyField label="Costo" value={text} onChange={setText} />              [1.234,50] €
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { formatEuro } from '../lib/format';
import { parseMoney } from '../lib/masks';
import { moneySpec } from './maskedInputs';

export interface MoneyFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'slotProps'> {
  /** Euros, or the masked text ('1.234,50') an editable field holds; nothing shows an empty field. */
  value: number | string | null | undefined;
  /** Makes the field editable; receives the masked text. */
  onChange?: (text: string) => void;
}

const money = moneySpec();

export function MoneyField({ value, onChange, ...props }: MoneyFieldProps) {
  if (!onChange) {
    const euros = typeof value === 'string' ? (value === '' ? null : parseMoney(value)) : value;
    return <TextField {...props} value={formatEuro(euros)} slotProps={{ htmlInput: { readOnly: true } }} />;
  }
  const text = value == null ? '' : typeof value === 'number' ? money.toText(value) : value;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => onChange(money.mask(e.target.value))}
      onBlur={() => onChange(money.onBlurText!(text))}
      slotProps={{ htmlInput: { inputMode: money.inputMode }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
    />
  );
}
