// The admin's theme: the federation's look (federationTheme.ts) on react-admin's default theme.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { TIMINGS } from '../lib/timings';
import { FOCUS_FIRST_FIELD } from '../components/dialogFocus';
import { FocusReturnFade } from '../components/focusReturn';
import { federationComponents, federationPalette, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './federationTheme';

export { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './federationTheme';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...federationPalette },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  // Every dialog opens in 300 ms and closes in 200 ms (spec 2 §9), the SI/NO confirmations included,
  // and opens with the focus on its first field (src/components/dialogFocus.ts).
  // react-admin's Autocomplete defaults (fullWidth) stay beside the federation's Italian texts.
  components: {
    ...defaultTheme.components,
    ...federationComponents,
    MuiAutocomplete: {
      ...defaultTheme.components?.MuiAutocomplete,
      defaultProps: { ...defaultTheme.components?.MuiAutocomplete?.defaultProps, ...federationComponents.MuiAutocomplete.defaultProps },
      styleOverrides: { ...defaultTheme.components?.MuiAutocomplete?.styleOverrides, ...federationComponents.MuiAutocomplete.styleOverrides },
    },
    // Closing, the focus goes back to the opener once it is no longer hidden (src/components/focusReturn.tsx).
    MuiDialog: { defaultProps: { transitionDuration: TIMINGS.dialog, slots: { transition: FocusReturnFade }, slotProps: { transition: FOCUS_FIRST_FIELD } } },
    // The page of a screen that failed (AppFrame's boundary): react-admin fades it to half, and its grey
    // message and button then fail colour contrast (axe, serious).
    RaError: { styleOverrides: { root: { opacity: 1 } } },
  },
};
