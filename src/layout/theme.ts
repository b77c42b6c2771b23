// The admin's theme: the federation's look (federationTheme.ts) on react-admin's default theme.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { federationComponents, federationPalette, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './federationTheme';

export { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './federationTheme';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...federationPalette },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: { ...defaultTheme.components, ...federationComponents },
};
