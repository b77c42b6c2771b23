// The group picker by keyboard: it opens a group only when it is chosen, not at each arrow on the
// closed select (Chromium changes its value at each key; WCAG 3.2.2), and a mouse or touch pick at once.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Girone } from '../lib/types.ts';
import { GroupPicker } from './GroupPicker.tsx';

const gironi: Girone[] = [
  { id: 1, title: 'Serie A Gold - Girone A', parent: 'Serie A Gold' },
  { id: 2, title: 'Serie A Gold - Girone B', parent: 'Serie A Gold' },
  { id: 3, title: 'Serie A Gold - Girone C', parent: 'Serie A Gold' },
] as Girone[];

describe('group picker', () => {
  /** A key on the closed select as Chromium does it: keydown, then (its default action) the value changes. */
  const browse = (select: HTMLElement, key: string, value: string) => {
    fireEvent.keyDown(select, { key });
    fireEvent.change(select, { target: { value } });
  };

  it('the arrows on the closed select move the choice without opening it; Enter opens the group chosen', () => {
    const onChange = vi.fn();
    render(<GroupPicker gironi={gironi} value={1} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Girone' });
    select.focus();
    browse(select, 'ArrowDown', '2');
    browse(select, 'ArrowDown', '3');
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveValue('3');
    // Chosen, so not also the list opening (Chromium on Linux opens it on Enter).
    expect(fireEvent.keyDown(select, { key: 'Enter' })).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('leaving the field opens the group browsed to; Escape puts the shown group back', async () => {
    const onChange = vi.fn();
    render(<GroupPicker gironi={gironi} value={1} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Girone' });
    select.focus();
    browse(select, 'End', '3');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('1');
    fireEvent.blur(select);
    expect(onChange).not.toHaveBeenCalled();
    browse(select, 'ArrowDown', '2');
    fireEvent.blur(select);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(2));
  });

  it('a pick from the open list (mouse, touch) opens the group at once', async () => {
    const onChange = vi.fn();
    render(<GroupPicker gironi={gironi} value={null} onChange={onChange} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Girone' }), 'Girone C');
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
