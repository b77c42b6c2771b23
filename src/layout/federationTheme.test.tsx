// Spinners rendered without a name of their own (react-admin's) get one from the theme.
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessThemeOptions } from './federationTheme';

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
});
