// The federation's theme on react-admin's default one (colours with WCAG AA contrast for axe), one
// sidebar width for every application, and a focus ring every keyboard user can see: a dark outline
// with a white halo, so that it shows on white pages and on the blue header alike.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_CLOSED_WIDTH = 56;
const PRIMARY = '#0d47a1';

/** The focus ring: outline (dark blue) around a white halo. */
export const FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: '2px', boxShadow: '0 0 0 2px #fff' } as const;
const focusVisible = { '&:focus-visible, &.Mui-focusVisible': FOCUS_RING };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: PRIMARY },
    secondary: { main: PRIMARY },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    // MUI's default orange and light blue carry white text below the 4.5:1 contrast of WCAG AA.
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultTheme.components,
    // Buttons, icon buttons, menu and list items, sort headers, tabs, card areas, switches.
    MuiButtonBase: { styleOverrides: { root: focusVisible } },
    MuiLink: { styleOverrides: { root: focusVisible } },
    // Plain links and anything made focusable by hand.
    MuiCssBaseline: { styleOverrides: { 'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible, summary:focus-visible': FOCUS_RING } },
    // Inside the blue header the ring turns white (the halo dark), still visible.
    MuiAppBar: { styleOverrides: { root: { '& .Mui-focusVisible, & :focus-visible': { outlineColor: '#fff', boxShadow: `0 0 0 2px ${PRIMARY}` } } } },
  },
};
