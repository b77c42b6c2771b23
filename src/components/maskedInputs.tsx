// Masked inputs of spec 1 §5 for react-admin forms; use them like TextInput:
//   <DateInput source="data_inizio" />                 dd/mm/yyyy on screen, 'YYYY-MM-DD' in the form value
//     a date that cannot be read is marked, not held back: the server refuses it with the other fields;
//     a form whose dates reach no server adds unreadableDates(values, ['dal', 'al']) to its validate
//   <TimeInput source="ora" />                         HH:mm (00-23:00-59)
//   <MoneyInput source="importo" pattern="####.##" />  1.234,50 on screen, 1234.5 in the value; empty → 0,00
//   <AlphanumericInput source="codice" maxLength={10} uppercase />
//   <IntegerInput source="anno_under" digits={4} />
import { useMemo } from 'react';
import { MaskedInput, type MaskedInputProps, type MaskSpec } from './MaskedInput';
import {
  dateTextToIso,
  formatMoney,
  isoToDateText,
  isValidDate,
  isValidTime,
  maskAlphanumeric,
  maskTime,
  maskDate,
  maskDateChecked,
  maskInteger,
  maskMoney,
  maskMoneyChecked,
  moneyPattern,
  parseMoney,
  type MoneyMaskOptions,
} from '../lib/masks';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const empty = (v: unknown) => v === null || v === undefined || v === '';

export const dateSpec: MaskSpec<string> = {
  mask: maskDate,
  toValue: (t) => (t === '' ? null : (dateTextToIso(t) ?? t)),
  toText: (v) => isoToDateText(v),
  check: (v) => (empty(v) || (typeof v === 'string' && ISO_DATE.test(v) && dateTextToIso(isoToDateText(v)) === v) ? undefined : 'shell.masks.date'),
  inputMode: 'numeric',
  placeholder: 'gg/mm/aaaa',
  explain: (typed) => (maskDateChecked(typed).refused ? { key: 'shell.masks.date_range' } : undefined),
  textError: (t) => (t.length === 10 && !isValidDate(t) ? 'shell.masks.date' : undefined),
};

export const timeSpec: MaskSpec<string> = {
  mask: maskTime,
  toValue: (t) => (t === '' ? null : t),
  toText: (v) => (v == null ? '' : String(v).slice(0, 5)),
  check: (v) => (empty(v) || (typeof v === 'string' && isValidTime(v)) ? undefined : 'shell.masks.time'),
  inputMode: 'numeric',
  placeholder: 'hh:mm',
};

export function moneySpec(options: MoneyMaskOptions = {}): MaskSpec<number> {
  return {
    mask: (t) => maskMoney(t, options),
    toValue: (t) => parseMoney(t),
    toText: (v) => (empty(v) ? '' : formatMoney(v as number, options.decimals ?? 2)),
    onBlurText: (t) => formatMoney(parseMoney(t), options.decimals ?? 2),
    check: (v) => (empty(v) || (typeof v === 'number' && Number.isFinite(v) && v >= 0) ? undefined : 'shell.masks.money'),
    inputMode: 'decimal',
    // Nothing typed is dropped silently (letters, a minus sign, digits beyond the pattern): the field
    // says what it kept.
    explain: (typed, masked) => {
      if (/[^\d.,\s€]/.test(typed)) return { key: 'shell.masks.money_chars', args: { kept: masked || '0,00' } };
      return maskMoneyChecked(typed, options).refused ? { key: 'shell.masks.money_digits', args: { integers: options.integerDigits ?? 9, decimals: options.decimals ?? 2, kept: masked } } : undefined;
    },
  };
}

/**
 * A date that cannot be read (31/02/2026, a partial 12/0) does not stop the form's submit: the field says
 * 'La data non è valida (gg/mm/aaaa)' (a partial one once left or submitted) and the text goes to the
 * server as typed, which refuses it with the same parser (resources/fields.ts parseDate) together with
 * every other field's error, so one 'Salva' shows them all. A form whose dates reach no server check
 * refuses them itself with `unreadableDates` in its `validate`.
 */
export const DateInput = (props: MaskedInputProps) => <MaskedInput {...props} spec={dateSpec} lenient />;

/**
 * For a form whose dates reach no server check (the report filters apply them in the browser): the
 * `sources` holding a date that cannot be read, each with the date's message, for the form's `validate`,
 * which then stops the submit. (The inputs' own checks could not: react-hook-form ignores them once the
 * form has a `validate`.)
 */
export function unreadableDates(values: Record<string, unknown>, sources: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of sources) {
    const refused = dateSpec.check(values[source], values, {});
    if (typeof refused === 'string') out[source] = refused;
  }
  return out;
}

export const TimeInput = (props: MaskedInputProps) => <MaskedInput {...props} spec={timeSpec} />;

export interface MoneyInputProps extends MaskedInputProps {
  /** '####.##' → at most 4 integer digits and 2 decimals. */
  pattern?: string;
  integerDigits?: number;
}

export const MoneyInput = ({ pattern, integerDigits, ...props }: MoneyInputProps) => {
  const spec = useMemo(() => moneySpec(pattern ? moneyPattern(pattern) : { integerDigits }), [pattern, integerDigits]);
  return <MaskedInput {...props} spec={spec} />;
};

export interface AlphanumericInputProps extends MaskedInputProps {
  maxLength?: number;
  uppercase?: boolean;
}

export const AlphanumericInput = ({ maxLength, uppercase, ...props }: AlphanumericInputProps) => {
  const spec = useMemo<MaskSpec<string>>(
    () => ({
      mask: (t) => maskAlphanumeric(t, { maxLength, uppercase }),
      toValue: (t) => t,
      toText: (v) => (v == null ? '' : String(v)),
      check: (v) => (empty(v) || /^[A-Za-z0-9]+$/.test(String(v)) ? undefined : 'shell.masks.alphanumeric'),
    }),
    [maxLength, uppercase],
  );
  return <MaskedInput {...props} spec={spec} />;
};

export interface IntegerInputProps extends MaskedInputProps {
  /** Most digits. */
  digits?: number;
}

export const IntegerInput = ({ digits, ...props }: IntegerInputProps) => {
  const spec = useMemo<MaskSpec<number>>(
    () => ({
      mask: (t) => maskInteger(t, digits),
      toValue: (t) => (t === '' ? null : Number(t)),
      toText: (v) => (empty(v) ? '' : String(v)),
      check: (v) => (empty(v) || Number.isInteger(v) ? undefined : 'shell.masks.integer'),
      inputMode: 'numeric',
    }),
    [digits],
  );
  return <MaskedInput {...props} spec={spec} />;
};
