// A text box of the access pages: MUI's outlined look in plain elements (access.css), the label
// resting on the border. Label, helper text and error are wired as MUI's TextField does: the label
// names the box, the helper text describes it, an error sets aria-invalid (issue 19: no MUI here).
import { useId, type ChangeEvent, type ReactNode } from 'react';

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
  const className = ['acc-field', margin !== 'normal' && `acc-field--${margin}`, error && 'acc-field--error'].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label className="acc-label" htmlFor={id}>
        {label}
        {/* As MUI's: seen, not read (the box says it is required). */}
        {required && <span aria-hidden="true">&thinsp;*</span>}
      </label>
      <input
        className="acc-input"
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={helperId}
      />
      {helperText && (
        <p className="acc-helper" id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
};
