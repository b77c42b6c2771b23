// Spinners rendered without a name of their own (react-admin's) get one from the theme, and MUI's own
// controls speak Italian.
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessThemeOptions } from './federationTheme';
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
});
