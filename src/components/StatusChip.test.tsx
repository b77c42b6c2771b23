// A status chip wraps its words rather than cutting them (grids with a pinned actions column).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './StatusChip';

describe('StatusChip', () => {
  it('lets a long status wrap onto more lines, at the small size', () => {
    render(<StatusChip color="warning" label="IN ATTESA DI APPROVAZIONE" />);
    const label = screen.getByText('IN ATTESA DI APPROVAZIONE');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    expect(label.closest('.MuiChip-root')).toHaveClass('MuiChip-sizeSmall');
    expect(getComputedStyle(label.closest('.MuiChip-root')!).height).toBe('auto');
  });
});
