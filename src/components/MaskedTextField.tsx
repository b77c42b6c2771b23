// A masked field outside a react-admin form (a dialog holding its own state): the same spec and the
// same explanations as MaskedInput. A keystroke the mask refuses is said under the field at once, a
// complete text that is not valid too; a text left incomplete (30/06) says the spec's error once the
// field is left.
//   <MaskedTextField spec={dateSpec} label="Data" value={text} onChange={setText} error={serverError} />
import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MaskSpec, Message } from './MaskedInput';

export interface MaskedTextFieldProps<V> extends Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'spec'> {
  spec: MaskSpec<V>;
  /** The masked text. */
  value: string;
  onChange: (text: string) => void;
  /** An error from elsewhere (the server's), shown when the text itself has none. */
  error?: string;
  readOnly?: boolean;
}

export function MaskedTextField<V>({ spec, value, onChange, error, readOnly, helperText, onBlur, slotProps, ...props }: MaskedTextFieldProps<V>) {
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<Message | null>(null);
  const [left, setLeft] = useState(false);
  const checked = left && value ? spec.check(spec.toValue(value), {}, {}) : undefined;
  const textError = value ? spec.textError?.(value) : undefined;
  const immediate = refusal ? translate(refusal.key, refusal.args) : textError ? translate(textError) : typeof checked === 'string' ? translate(checked) : undefined;
  const shown = immediate ?? error;
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => {
        const masked = spec.mask(e.target.value);
        setRefusal(spec.explain?.(e.target.value, masked) ?? null);
        onChange(masked);
      }}
      onBlur={(e) => {
        const t = spec.onBlurText?.(value);
        if (t !== undefined && t !== value) onChange(t);
        setRefusal(null);
        setLeft(true);
        onBlur?.(e);
      }}
      placeholder={props.placeholder ?? spec.placeholder}
      error={!!shown}
      helperText={shown ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { inputMode: spec.inputMode, readOnly, ...(slotProps?.htmlInput as object) } }}
    />
  );
}
