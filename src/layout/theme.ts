// The federation's theme on react-admin's default one (colours with WCAG AA contrast for axe).
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0d47a1' },
    secondary: { main: '#0d47a1' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
  },
  sidebar: { width: 260, closedWidth: 56 },
};
