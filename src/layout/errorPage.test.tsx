// The page a screen that failed shows (react-admin's Error, in AppFrame's boundary): readable, not faded.
import { screen } from '@testing-library/react';
import { Error as ErrorPage } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../testing';

describe('error page', () => {
  it('shows its message and its button at full strength (react-admin fades them to half: too little contrast)', async () => {
    renderWithAdmin(<ErrorPage error={new TypeError('Failed to fetch dynamically imported module')} resetErrorBoundary={() => undefined} />);
    const message = await screen.findByText('Si è verificato un errore e la richiesta non è stata completata.');
    const faded: string[] = [];
    for (let el: HTMLElement | null = message; el; el = el.parentElement) if (!['', '1'].includes(getComputedStyle(el).opacity)) faded.push(`${el.className}: ${getComputedStyle(el).opacity}`);
    expect(faded).toEqual([]);
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeVisible();
  });
});
