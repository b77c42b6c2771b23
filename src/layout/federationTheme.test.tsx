// Spinners rendered without a name of their own (react-admin's) get one from the theme, and MUI's own
// controls speak Italian; on a touch screen every control is a finger's target.
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import MenuList from '@mui/material/MenuList';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditIcon from '@mui/icons-material/Edit';
import { describe, expect, it } from 'vitest';
import { accessThemeOptions, COARSE_POINTER, DROPDOWN_MAX_HEIGHT, TOUCH_TARGET } from './federationTheme';
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

  /**
   * The declarations that apply to `el` under `@media (pointer: coarse)` in the page's emotion styles
   * (the test DOM matches no pointer media query, so they are read from the style sheets' text).
   */
  function coarseStyle(el: Element): Record<string, string> {
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    const found: Record<string, string> = {};
    const media = `${COARSE_POINTER}{`;
    for (let at = css.indexOf(media); at >= 0; at = css.indexOf(media, at + 1)) {
      // The block's rules run to the brace that closes the media query.
      let end = at + media.length;
      for (let depth = 1; depth > 0 && end < css.length; end++) {
        if (css[end] === '{') depth++;
        else if (css[end] === '}') depth--;
      }
      for (const [, selector, body] of css.slice(at + media.length, end - 1).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        if (!el.matches(selector.trim())) continue;
        for (const decl of body.split(';')) {
          const [prop, value] = decl.split(':').map((p) => p.trim());
          if (prop && value) found[prop] = value;
        }
      }
    }
    return found;
  }
  const px = (v: string | undefined) => Number.parseFloat(v ?? '') || 0; // '' and 'auto': none

  // Audit at 360 px with a touch screen: 'Chiudi', 'Modifica', 'Tesseramenti'… 31 px high, the header's
  // icon buttons 40×40, a row's ⋮ 30×30, the drawer's entries 36 px.
  it.each([
    ['access pages', accessThemeOptions],
    ['admin', theme],
  ])('makes buttons, icon buttons, menu and list items and tabs 44 px targets on a touch screen only (%s theme)', (_, options) => {
    render(
      <ThemeProvider theme={createTheme(options)}>
        <Button size="small">Chiudi</Button>
        <Button variant="contained">Salva</Button>
        <IconButton size="small" aria-label="Azioni per Rossi Mario">
          ⋮
        </IconButton>
        <ListItemButton>Società</ListItemButton>
        <Tabs value={0}>
          <Tab label="Tessere" />
        </Tabs>
        <MenuList>
          <MenuItem dense>Gestione Tesseramenti</MenuItem>
        </MenuList>
        <Autocomplete options={['Roma']} defaultValue="Roma" renderInput={(params) => <TextField {...params} label="Città" />} />
      </ThemeProvider>,
    );
    const compact = [
      screen.getByRole('button', { name: 'Chiudi' }),
      screen.getByRole('button', { name: 'Salva' }),
      screen.getByRole('button', { name: 'Azioni per Rossi Mario' }),
      screen.getByRole('button', { name: 'Società' }),
    ];
    // Tabs and menu items keep MUI's 48 px of a phone.
    const material = [screen.getByRole('tab', { name: 'Tessere' }), screen.getByRole('menuitem', { name: 'Gestione Tesseramenti' })];
    for (const el of [...compact, ...material]) expect(px(coarseStyle(el)['min-height']), el.textContent!).toBeGreaterThanOrEqual(TOUCH_TARGET);
    // With a mouse, MUI's compact sizes.
    for (const el of compact) expect(px(getComputedStyle(el).minHeight), el.textContent!).toBeLessThan(TOUCH_TARGET);
    expect(px(coarseStyle(screen.getByRole('button', { name: 'Azioni per Rossi Mario' }))['min-width'])).toBe(TOUCH_TARGET);
    // The Autocomplete keeps its small buttons: its field keeps room for those only.
    expect(coarseStyle(screen.getByRole('button', { name: 'Apri' }))['min-width']).toBe('0');
    expect(coarseStyle(screen.getByTitle('Svuota'))['min-height']).toBe('0');
  });

  // Audit: the ring of the 'Accetta' switch ('Tesseramenti' dialog) had its sides cut off by the
  // switch's own box (MUI's overflow: hidden). The access pages' theme has the same override.
  it("shows a focused switch's ring whole", async () => {
    expect(accessThemeOptions.components?.MuiSwitch).toBe(theme.components?.MuiSwitch);
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Switch slotProps={{ input: { 'aria-label': 'Accetta' } }} />
      </ThemeProvider>,
    );
    const root = screen.getByRole('switch', { name: 'Accetta' }).closest('.MuiSwitch-root')!;
    await userEvent.tab();
    expect(screen.getByRole('switch', { name: 'Accetta' })).toHaveFocus();
    expect(root.querySelector('.Mui-focusVisible')).not.toBeNull();
    // Read from the rules that match the box now: jsdom's computed style of an ancestor is cached and
    // not always recomputed when a descendant's class changes (':has'), which made this flaky under load.
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((r): r is CSSStyleRule => 'selectorText' in r && root.matches((r as CSSStyleRule).selectorText));
    expect(
      rules
        .map((r) => r.style.overflow)
        .filter(Boolean)
        .at(-1),
    ).toBe('visible');
  });

  // Audit: Chromium named the buttons with an icon '\u200B MODIFICA', '\u200B Stagione 2026/2027':
  // MUI draws a zero-width space before the start icon (::before). It stays, with an empty alternative text.
  it.each([
    ['access pages', accessThemeOptions],
    ['admin', theme],
  ])("keeps the start icon's zero-width space out of the button's name (%s theme)", (_, options) => {
    render(
      <ThemeProvider theme={createTheme(options)}>
        <Button startIcon={<EditIcon />}>Modifica</Button>
      </ThemeProvider>,
    );
    const icon = screen.getByRole('button', { name: 'Modifica' }).querySelector('.MuiButton-startIcon')!;
    const cls = [...icon.classList].find((c) => c.startsWith('css-'))!;
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    // The last 'content' given to the icon's ::before wins.
    const contents = [...css.matchAll(new RegExp(`\\.${cls}::before\\{([^}]*)\\}`, 'g'))].flatMap(([, body]) => [...body.matchAll(/content:([^;]*)/g)].map(([, v]) => v.trim()));
    expect(contents.at(-1)?.replace(/\s+/g, '')).toBe('"\\200b"/""');
  });

  /** The last value given to `prop` by the style rules matching `el` now (read from the rules: see above). */
  const ruleValue = (el: Element, prop: string) =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((r): r is CSSStyleRule => 'selectorText' in r && el.matches((r as CSSStyleRule).selectorText))
      .map((r) => r.style.getPropertyValue(prop))
      .filter(Boolean)
      .at(-1);

  // Audit: the tab strips (the club's, the member's) scroll sideways and clip what passes their box:
  // the focused tab's ring lost its top and right sides. It is drawn inside the tab.
  it("draws a focused tab's ring inside it", async () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Tabs value={0} variant="scrollable" aria-label="Società">
          <Tab label="Societa" />
          <Tab label="Consiglio Direttivo" />
        </Tabs>
      </ThemeProvider>,
    );
    await userEvent.tab();
    const tab = screen.getByRole('tab', { name: 'Societa' });
    expect(tab).toHaveFocus();
    expect(tab).toHaveClass('Mui-focusVisible');
    expect(ruleValue(tab, 'outline-offset')).toBe('-3px');
    expect(ruleValue(tab, 'box-shadow')).toMatch(/inset/);
  });
});
