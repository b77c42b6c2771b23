// The federation's look, without react-admin (the access pages paint before it loads, issue 19):
// colours with WCAG AA contrast for axe, one sidebar width for every application, and a focus ring
// every keyboard user can see: a dark outline with a white halo, so that it shows on white pages and
// on the blue header alike. src/layout/theme.ts lays it over react-admin's default theme.
import type { ThemeOptions } from '@mui/material/styles';

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_CLOSED_WIDTH = 56;
const PRIMARY = '#0d47a1';
/** The ring's colour (the federation's blue). */
export const FOCUS_COLOR = PRIMARY;

/** The focus ring: outline (dark blue) around a white halo. */
export const FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: '2px', boxShadow: '0 0 0 2px #fff' } as const;
const focusVisible = { '&:focus-visible, &.Mui-focusVisible': FOCUS_RING };
/** The same ring inside the element, for what is drawn in a box that clips its edges (tabs, cards). */
// Doubled class: it must win over MuiButtonBase's ring, laid after a component's own styles.
export const INSET_FOCUS_VISIBLE = '&&:focus-visible, &&.Mui-focusVisible';
export const INSET_FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: '-3px', boxShadow: 'inset 0 0 0 5px #fff' } as const;

/**
 * A finger's target (WCAG 2.5.5, Apple and Material guidance): on a touch screen (coarse pointer) every
 * button, icon button, menu or list item and tab is at least 44 px high (icon buttons 44 px wide too).
 * A mouse keeps MUI's compact sizes: desktop screens look as they did.
 */
export const TOUCH_TARGET = 44;
export const COARSE_POINTER = '@media (pointer: coarse)';
const MATERIAL_TOUCH = 48;
const touchHeight = { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: TOUCH_TARGET } } } };

/** Spec 1 §9: a dropdown is at most 300 px high (MUI opens selects down to the window's edge); its width stays at least the selector's (MUI's own). */
export const DROPDOWN_MAX_HEIGHT = 300;

export const federationPalette = {
  primary: { main: PRIMARY },
  secondary: { main: PRIMARY },
  error: { main: '#c62828' },
  success: { main: '#2e7d32' },
  // MUI's default orange and light blue carry white text below the 4.5:1 contrast of WCAG AA.
  warning: { main: '#b45309' },
  info: { main: '#01579b' },
} satisfies ThemeOptions['palette'];

export const federationComponents = {
  // Buttons, icon buttons, menu and list items, sort headers, tabs, card areas, switches.
  MuiButtonBase: { styleOverrides: { root: focusVisible } },
  MuiLink: { styleOverrides: { root: focusVisible } },
  // MUI puts a zero-width space before a start icon (content: "\200b", to keep the text's baseline);
  // Chromium read it into the button's name ('\u200B MODIFICA', '\u200B Stagione 2026/2027'). The same
  // space is drawn, with an empty alternative text (a browser without the syntax keeps MUI's rule).
  MuiButton: { styleOverrides: { ...touchHeight.styleOverrides, startIcon: { '&::before': { content: '"\\200b" / ""' } } } },
  // Not the Autocomplete's clear and open buttons: its field keeps room for MUI's 28 px ones only
  // (44 px ones covered the end of the text), and a tap on the field opens the list anyway.
  MuiIconButton: {
    styleOverrides: {
      root: {
        [COARSE_POINTER]: {
          minWidth: TOUCH_TARGET,
          minHeight: TOUCH_TARGET,
          '&.MuiAutocomplete-clearIndicator, &.MuiAutocomplete-popupIndicator': { minWidth: 0, minHeight: 0 },
        },
      },
    },
  },
  MuiListItemButton: touchHeight,
  // Menu items and tabs: MUI's 48 px of a phone (menu items shrink from 600 px up) on every touch
  // screen, a tablet's too; 44 would lower them.
  MuiMenuItem: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: MATERIAL_TOUCH } } } },
  // A tab strip scrolls sideways and clips what passes its box (MUI's scroller): the ring around the
  // club's and the member's tabs lost its top and right sides. A tab's ring is drawn inside it, the
  // white halo inside the dark line.
  MuiTab: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: MATERIAL_TOUCH }, [INSET_FOCUS_VISIBLE]: INSET_FOCUS_RING } } },
  // A switch clips what passes its 58×38 px box (MUI's overflow: hidden), so the ring around its knob
  // lost its sides ('Accetta' of the 'Tesseramenti' dialog): while the knob shows the ring, the box
  // lets it show whole. Nothing else passes the box (the knob slides inside it).
  MuiSwitch: { styleOverrides: { root: { '&:has(.Mui-focusVisible)': { overflow: 'visible' } } } },
  // Plain links and anything made focusable by hand.
  MuiCssBaseline: { styleOverrides: { 'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible, summary:focus-visible': FOCUS_RING } },
  // Inside the blue header the ring turns white (the halo dark), still visible.
  MuiAppBar: { styleOverrides: { root: { '& .Mui-focusVisible, & :focus-visible': { outlineColor: '#fff', boxShadow: `0 0 0 2px ${PRIMARY}` } } } },
  // A spinner is a progressbar, which needs a name (axe: aria-progressbar-name); react-admin's own
  // (reference fields, list loading) come without one. An explicit aria-label or aria-hidden wins.
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Caricamento' } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Caricamento' } },
  // MUI names its own buttons and messages in English; the screens speak Italian (the texts of MUI's
  // itIT locale, set by hand so the access pages do not load the barrel of every locale).
  MuiAutocomplete: {
    defaultProps: { clearText: 'Svuota', openText: 'Apri', closeText: 'Chiudi', noOptionsText: 'Nessuna opzione', loadingText: 'Caricamento in corso…' },
    styleOverrides: { listbox: { maxHeight: DROPDOWN_MAX_HEIGHT } },
  },
  MuiSelect: { defaultProps: { MenuProps: { slotProps: { paper: { sx: { maxHeight: DROPDOWN_MAX_HEIGHT } } } } } },
  MuiAlert: { defaultProps: { closeText: 'Chiudi' } },
} satisfies ThemeOptions['components'];

/** The access pages' theme options (MUI's defaults and the federation's look). */
export const accessThemeOptions: ThemeOptions = { palette: federationPalette, components: federationComponents };
