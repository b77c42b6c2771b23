// Tabs over the season's transfers; each tab reloads its grid when selected (spec 2 §4).
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ConfirmDialog } from '../../src/components';
import { TAB_PARAM, useSeason, useUrlState } from '../../src/lib';
import { useTransfers, type TransferTab } from './api';
import { TransfersGrid } from './TransfersGrid';
import { useTransferDecision } from './useTransferDecision';

export interface TransfersTabsProps {
  tabs: { tab: TransferTab; label: string }[];
  /** Buttons beside the title (the club screen's 'Richiedi Trasferimento'). */
  actions?: ReactNode;
}

export function TransfersTabs({ tabs, actions }: TransfersTabsProps) {
  const translate = useTranslate();
  const [season] = useSeason();
  // The open tab is in the address (?tab=<tab>): a reload or a copied link opens it again.
  const [key, setKey] = useUrlState(TAB_PARAM, tabs[0].tab);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.tab === key),
  );
  const tab = tabs[index].tab;
  const query = useTransfers(tab, season?.id);
  const decision = useTransferDecision();
  const title = translate('trasferimenti.title');
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {actions}
      </Stack>
      <Paper>
        <Tabs value={index} onChange={(_, v: number) => setKey(tabs[v].tab)} variant="scrollable" aria-label={title}>
          {tabs.map((t) => (
            <Tab key={t.tab} label={translate(t.label)} />
          ))}
        </Tabs>
        {query.isPending ? (
          <Box sx={{ p: 2 }}>
            <CircularProgress size={24} aria-label={translate('tesseramenti.loading')} />
          </Box>
        ) : query.isError ? (
          <Alert severity="error">{(query.error as Error).message}</Alert>
        ) : (
          <>
            <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
              {translate('trasferimenti.total', { total: query.total })}
            </Typography>
            <TransfersGrid rows={query.rows} onAction={decision.ask} more={query.more} />
          </>
        )}
      </Paper>
      <ConfirmDialog
        open={decision.open}
        loading={decision.loading}
        message={
          <>
            {translate(decision.question)}
            {decision.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {decision.error}
              </Alert>
            )}
          </>
        }
        onConfirm={decision.confirm}
        onClose={decision.close}
      />
    </Box>
  );
}
