// One text input of the member form: label from the catalogue, server error under it, read-only
// when the user may not change it, optional mask.
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface FieldProps {
  name: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  readOnly: Set<string>;
  onChange: (name: string, value: unknown) => void;
  onBlur?: () => void;
  label?: string;
  mask?: (text: string) => string;
  required?: boolean;
  select?: boolean;
  children?: React.ReactNode;
  type?: string;
  placeholder?: string;
  sx?: TextFieldProps['sx'];
}

export function Field({ name, values, errors, readOnly, onChange, onBlur, label, mask, required, select, children, type, placeholder, sx }: FieldProps) {
  const t = useTranslate();
  const locked = readOnly.has(name);
  return (
    <TextField
      size="small"
      fullWidth
      name={name}
      id={`anagrafica-${name}`}
      label={label ?? t(`anagrafica.fields.${name}`)}
      required={required}
      select={select}
      value={(values[name] as string | null) ?? ''}
      type={type}
      placeholder={placeholder}
      onChange={(e) => onChange(name, mask ? mask(e.target.value) : e.target.value)}
      onBlur={onBlur}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      disabled={locked}
      slotProps={{ htmlInput: { readOnly: locked, 'aria-readonly': locked || undefined }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      {children}
    </TextField>
  );
}
