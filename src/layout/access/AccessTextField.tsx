// A text box of the access pages, drawn like MUI's outlined TextField but composed from its parts:
// TextField also imports Select, Menu, Popover and Modal (its `select` mode), which would weigh on the
// first paint of the login page (issue 19). Label, helper text and error are wired as TextField does.
import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AccessTextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  margin?: 'normal' | 'dense' | 'none';
}

export const AccessTextField = ({ label, name, value, onChange, type = 'text', autoComplete, autoFocus, required, error, helperText, margin = 'normal' }: AccessTextFieldProps) => {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin={margin} required={required} error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        label={label}
        slotProps={{ input: { 'aria-describedby': helperId } }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
