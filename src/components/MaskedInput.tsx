// The base of the masked react-admin inputs: the user types into a masked text, the form holds the
// API value (ISO date, number…). The text follows the form value when a record loads or the form resets.
// A keystroke the mask refuses, or a complete text that is not valid, is explained under the field at once.
// `lenient`: the spec's `check` only marks the field (once left, or after a submit) and does not stop the
// form's submit, so the value goes to the server as typed and the server's field errors, this one
// included, all come with the same 'Salva' (the date: docs/decisions/usability.md 'A bad date').
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps, type Validator } from 'react-admin';

export interface MaskSpec<V> {
  /** Typing → masked text. */
  mask: (text: string) => string;
  /** Masked text → form value (an invalid text may be kept as is so that `check` flags it). */
  toValue: (text: string) => V | string | null;
  /** Form value → masked text. */
  toText: (value: V | string | null | undefined) => string;
  /** Text to show after leaving the field (e.g. money '' → '0,00'). */
  onBlurText?: (text: string) => string;
  /** Validation of the form value; answers a catalogue key or undefined. */
  check: Validator;
  inputMode?: 'numeric' | 'decimal' | 'text';
  placeholder?: string;
  /** Why what was just typed was (partly) refused, as a catalogue message; shown at once under the field. */
  explain?: (typed: string, masked: string) => Message | undefined;
  /** A problem of the current text, shown at once while typing (e.g. 31/02/2025). */
  textError?: (text: string) => string | undefined;
}

/** A catalogue key with its arguments. */
export interface Message {
  key: string;
  args?: Record<string, unknown>;
}

/** Props shared by every masked input: react-admin's input props plus a few of TextField's. */
export interface MaskedInputProps extends Omit<InputProps, 'format' | 'parse'> {
  label?: string | false;
  helperText?: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  variant?: TextFieldProps['variant'];
  size?: TextFieldProps['size'];
  margin?: TextFieldProps['margin'];
  className?: string;
}

const asArray = (v: Validator | Validator[] | undefined): Validator[] => (v ? (Array.isArray(v) ? v : [v]) : []);

export function MaskedInput<V>({ spec, lenient = false, ...props }: MaskedInputProps & { spec: MaskSpec<V>; lenient?: boolean }) {
  const { label, helperText, fullWidth, disabled, readOnly, placeholder, variant, size, margin, className, validate, ...inputProps } = props;
  const { id, field, fieldState, formState, isRequired } = useInput({ ...inputProps, disabled, readOnly, validate: lenient ? asArray(validate) : [spec.check, ...asArray(validate)] });
  const translate = useTranslate();
  const [text, setText] = useState(() => spec.toText(field.value));
  const [refusal, setRefusal] = useState<Message | null>(null);
  const [left, setLeft] = useState(false);
  const last = useRef<unknown>(field.value);

  useEffect(() => {
    if (field.value !== last.current) {
      last.current = field.value;
      setText(spec.toText(field.value));
    }
  }, [field.value, spec]);

  const commit = (t: string) => {
    setText(t);
    const v = spec.toValue(t);
    last.current = v;
    field.onChange(v);
  };

  const error = fieldState.error?.message;
  // Said at once, while typing: a refused keystroke, else a complete text that is not valid.
  const immediate = refusal ? translate(refusal.key, refusal.args) : text && spec.textError?.(text) ? translate(spec.textError(text)!) : undefined;
  // Lenient: a text the spec refuses (a partial date) is marked once the field is left or the form submitted.
  const own = lenient && text && (left || formState.submitCount > 0) ? spec.check(field.value, {}, {}) : undefined;
  const marked = typeof own === 'string' ? translate(own) : undefined;
  const shownError = immediate ?? error ?? marked;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(e) => {
        const masked = spec.mask(e.target.value);
        setRefusal(spec.explain?.(e.target.value, masked) ?? null);
        commit(masked);
      }}
      onBlur={() => {
        if (spec.onBlurText) {
          const t = spec.onBlurText(text);
          if (t !== text) commit(t);
        }
        setRefusal(null);
        setLeft(true);
        field.onBlur();
      }}
      label={label === false ? undefined : <FieldTitle label={label} source={inputProps.source} resource={inputProps.resource} isRequired={isRequired} />}
      error={!!immediate || !!marked || !!(fieldState.invalid && (fieldState.isTouched || fieldState.error?.type === 'server' || error))}
      helperText={<InputHelperText error={shownError} helperText={helperText} />}
      placeholder={placeholder ?? spec.placeholder}
      disabled={disabled}
      fullWidth={fullWidth}
      variant={variant}
      size={size ?? 'small'}
      margin={margin ?? 'dense'}
      className={className}
      slotProps={{ htmlInput: { inputMode: spec.inputMode, readOnly } }}
    />
  );
}
