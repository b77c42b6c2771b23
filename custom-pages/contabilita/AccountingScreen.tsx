// The frame both accounting screens share: a title and tabs; only the selected tab fetches, and
// selecting a tab reloads its grid (spec 2 §2.3, §4). Tabs scroll at 360 px.
import type { ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { TAB_PARAM, useUrlState } from '../../src/lib';

export interface AccountingTab {
  key: string;
  /** Catalogue key of the tab label. */
  label: string;
  render: (active: boolean) => ReactNode;
}

export function AccountingScreen({ title, tabs, actions }: { title: string; tabs: AccountingTab[]; actions?: ReactNode }) {
  const translate = useTranslate();
  // The open tab is in the address (?tab=<key>): a reload or a copied link opens it again.
  const [key, setKey] = useUrlState(TAB_PARAM, tabs[0]?.key);
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.key === key),
  );
  const text = translate(title);
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={text} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {text}
        </Typography>
        {actions}
      </Box>
      <Tabs value={current} onChange={(_, v: number) => setKey(tabs[v].key)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {tabs.map((t) => (
          <Tab key={t.key} label={translate(t.label)} id={`tab-${t.key}`} aria-controls={`panel-${t.key}`} />
        ))}
      </Tabs>
      {tabs.map((t, i) => (
        <Box key={t.key} role="tabpanel" id={`panel-${t.key}`} aria-labelledby={`tab-${t.key}`} hidden={i !== current}>
          {i === current && t.render(true)}
        </Box>
      ))}
    </Box>
  );
}
