// The screen of a declared resource: title, optional tab, search box, add button, grid, dialog and
// confirmations. Users without the write ability see the grid only (the server refuses writes anyway).
import { useCallback, useState } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useCanAccess, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import type { ResourceDeclaration, ToolbarIcon } from '../../resources/types';
import { BusyButton, ConfirmDialog } from '../components';
import { DataGrid } from './DataGrid';
import { ResourceDialog } from './ResourceDialog';
import { nextSort, useSearchTerm, type SortState } from './gridState';
import { useResourceList } from './useResourceList';
import { useRowActions } from './useRowActions';

/** The icons a declaration's toolbar action may name. */
const TOOLBAR_ICONS: Record<ToolbarIcon, typeof ContentCopyIcon> = { copy: ContentCopyIcon };

export function ResourcePage({ decl }: { decl: ResourceDeclaration }) {
  const translate = useTranslate();
  const t = (key: string, fallback: string) => translate(`resources.${decl.name}.texts.${key}`, { _: fallback });
  const title = translate(`resources.${decl.name}.name`, { _: decl.texts.title });
  const { canAccess: canWrite = false } = useCanAccess({ action: 'edit', resource: decl.name });
  const [sort, setSort] = useState<SortState | null>(null);
  const search = useSearchTerm();
  const list = useResourceList(decl, sort, search.term);
  const [dialog, setDialog] = useState<{ open: boolean; id?: Identifier }>({ open: false });
  const onEdit = useCallback((record: RaRecord) => setDialog({ open: true, id: record.id }), []);
  const { actions, toolbar, confirmProps } = useRowActions(decl, { canWrite: !decl.readOnly && canWrite, onEdit });

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }} data-resource={decl.name}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {decl.texts.tab && (
        <Tabs value={0} sx={{ mb: 1 }} aria-label={title}>
          <Tab label={t('tab', decl.texts.tab)} id={`${decl.name}-tab`} aria-controls={`${decl.name}-panel`} />
        </Tabs>
      )}
      <Box id={`${decl.name}-panel`} role={decl.texts.tab ? 'tabpanel' : undefined} aria-labelledby={decl.texts.tab ? `${decl.name}-tab` : undefined}>
        {/* The toolbar wraps: on a phone the add button goes under the search box, never off-screen. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
          <TextField
            type="search"
            size="small"
            label={translate('generator.search', { _: 'Cerca' })}
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            helperText={translate('generator.search_hint', { _: 'Almeno 3 caratteri' })}
            sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
          />
          {(toolbar.length > 0 || (canWrite && !decl.readOnly && decl.texts.add)) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: '100%' }}>
              {toolbar.map((b) => {
                const Icon = b.icon && TOOLBAR_ICONS[b.icon];
                return (
                  // Busy (aria-disabled, clicks ignored) while the question's values are read: the focus stays on it.
                  <BusyButton key={b.key} variant="outlined" startIcon={Icon ? <Icon /> : undefined} busy={b.busy} onClick={b.onClick} sx={{ maxWidth: '100%' }}>
                    {b.label}
                  </BusyButton>
                );
              })}
              {canWrite && !decl.readOnly && decl.texts.add && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true })} sx={{ maxWidth: '100%' }}>
                  {t('add', decl.texts.add)}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        <DataGrid
          decl={decl}
          rows={list.rows}
          isPending={list.isPending}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          isFetching={list.isFetching}
          fetchNextPage={list.fetchNextPage}
          error={list.error}
          retry={list.retry}
          sort={sort}
          onSort={(field) => setSort((s) => nextSort(s, field))}
          actions={actions}
        />
      </Box>
      <ResourceDialog decl={decl} open={dialog.open} id={dialog.id} onClose={() => setDialog({ open: false })} />
      <ConfirmDialog
        open={confirmProps.open}
        loading={confirmProps.loading}
        onClose={confirmProps.onClose}
        onConfirm={confirmProps.onConfirm}
        message={
          <>
            {confirmProps.question}
            {confirmProps.error && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {confirmProps.error}
              </Alert>
            )}
          </>
        }
      />
    </Box>
  );
}
