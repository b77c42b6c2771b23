// Spinners rendered without a name of their own (react-admin's) get one from the theme, and MUI's own
// controls speak Italian.
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessThemeOptions, DROPDOWN_MAX_HEIGHT } from './federationTheme';
import { theme } from './theme';

describe('federation theme', () => {
  it('names every progress indicator, unless it brings its own name', () => {
    render(
      <ThemeProvider theme={createTheme(accessThemeOptions)}>
        <CircularProgress />
        <LinearProgress />
        <CircularProgress aria-label="Invio in corso" />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Caricamento' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Invio in corso' })).toBeInTheDocument();
  });

  it.each([
    ['access pages', accessThemeOptions],
    ['admin', theme],
  ])('names the Autocomplete buttons and messages in Italian (%s theme)', (_, options) => {
    render(
      <ThemeProvider theme={createTheme(options)}>
        <Autocomplete options={['Roma']} defaultValue="Roma" renderInput={(params) => <TextField {...params} label="Città" />} />
        <Autocomplete options={[]} open renderInput={(params) => <TextField {...params} label="Vuoto" />} />
      </ThemeProvider>,
    );
    // The clear button shows on hover or focus only (hidden, its name is not computed): read its label.
    expect(screen.getByTitle('Svuota')).toHaveAttribute('aria-label', 'Svuota');
    expect(screen.getByRole('button', { name: 'Apri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
    expect(screen.getByText('Nessuna opzione')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }));
    expect(screen.getAllByRole('button', { name: 'Chiudi' })).toHaveLength(2);
  });

  it("keeps react-admin's full-width Autocomplete in the admin theme", () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({ fullWidth: true, openText: 'Apri' });
  });

  const many = Array.from({ length: 40 }, (_, i) => `Causale ${i + 1}`);

  it.each([
    ['access pages', accessThemeOptions],
    ['admin', theme],
  ])('opens dropdowns at most 300 px high, selects and autocompletes alike (spec 1 §9, %s theme)', (_, options) => {
    expect(DROPDOWN_MAX_HEIGHT).toBe(300);
    render(
      <ThemeProvider theme={createTheme(options)}>
        <TextField select label="Causale" value="" slotProps={{ select: { open: true } }}>
          {many.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete options={many} open renderInput={(params) => <TextField {...params} label="Cerca causale" />} />
      </ThemeProvider>,
    );
    const lists = screen.getAllByRole('listbox');
    const menu = lists.find((l) => l.closest('.MuiMenu-paper'))!.closest('.MuiMenu-paper')!;
    const suggestions = lists.find((l) => l.classList.contains('MuiAutocomplete-listbox'))!;
    expect(getComputedStyle(menu).maxHeight).toBe('300px');
    expect(getComputedStyle(suggestions).maxHeight).toBe('300px');
  });
});
