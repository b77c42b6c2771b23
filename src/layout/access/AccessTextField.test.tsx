import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessTextField } from './AccessTextField';

describe('AccessTextField', () => {
  it('names the box by its label and describes it by its helper text (an error is read with the field)', () => {
    render(<AccessTextField label="Nuova password" name="password" value="" onChange={() => undefined} error helperText="La password deve contenere almeno 8 caratteri." />);
    const box = screen.getByRole('textbox', { name: 'Nuova password' });
    expect(box).toHaveAccessibleDescription('La password deve contenere almeno 8 caratteri.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no description without a helper text', () => {
    render(<AccessTextField label="Email" name="email" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-describedby');
  });
});
