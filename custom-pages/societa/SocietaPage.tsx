// The club screen, route /societa/:id? (spec 2 §2.1): list on the left (hidden for club and person
// users, who land on their own club), the club's header and tabs on the right.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { visuallyHidden } from '../../src/generator';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DocumentPanel } from '../../src/components/documents';
import { isAdmin, pathKeeping, previousPath, SEARCH_PARAM, TAB_PARAM, useMayCall, useSeason, useSession, useUrlState } from '../../src/lib';
import { hasAbility } from '../../resources/abilities';
import { useInvalidateSocieta, useSocieta, type SocietaDetail } from './api';
import { NEW_SOCIETA_PATH, SOCIETA_PATH, societaPath } from './paths';
import { PaymentParams } from './PaymentParams';
import { SocietaHeader } from './SocietaHeader';
import { SocietaList } from './SocietaList';
import { ConsiglioTab } from './tabs/ConsiglioTab';
import { GemellaggiPanel } from './tabs/GemellaggiPanel';
import { ContabilitaTab, RinnoviTab, VersamentiTab } from './tabs/MoneyTabs';
import { SocietaForm } from './tabs/SocietaForm';
import { SocietaView } from './tabs/SocietaView';
import { TapTab, TesseratiTab } from './tabs/TesseratiTab';
// The other areas' pieces in this screen's mount points (registered on import).
import '../contabilita/mounts';
import '../tesseramenti/mounts';

const TABS = ['societa', 'consiglio', 'tesserati', 'tap', 'documenti', 'contabilita', 'versamenti', 'rinnovi'] as const;
type TabKey = (typeof TABS)[number];

export default function SocietaPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const params = useParams();
  const admin = isAdmin(session);
  const isNew = params.id === NEW_SOCIETA_PATH.split('/').pop();
  const ownId = session.userType === 'societa' ? Number(session.profile?.societa_id ?? 0) || null : null;
  const requested = params.id && !isNew ? Number(params.id) : null;
  // Only administrators create clubs: a club user sent to the new-club path sees its own club.
  const creating = isNew && admin;
  const id = requested && Number.isInteger(requested) ? requested : creating ? null : ownId;
  const title = translate('societa.title');
  // Another club (or the new one) keeps the list's search of the address, not the open tab.
  const [search] = useSearchParams();
  const go = (path: string) => navigate(pathKeeping(path, search, [SEARCH_PARAM]));

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      {/* The page's heading while no club is open (the club's name is the heading once one is). */}
      {!id && !creating && (
        <Box component="h1" sx={visuallyHidden}>
          {title}
        </Box>
      )}
      <PaymentParams />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        {admin && (
          <Paper variant="outlined" sx={{ p: 1, width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
            <SocietaList selectedId={id} onSelect={(n) => go(societaPath(n))} onAdd={() => go(NEW_SOCIETA_PATH)} canAdd={hasAbility(session.abilities, 'economicssocieta:write')} />
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, flex: 1, minWidth: 0 }}>
          {creating ? (
            // The app moves only forward (src/lib/history.ts): 'Chiudi' goes on to the page before, not back.
            <NewSocieta onClose={() => navigate(previousPath(SOCIETA_PATH))} onSaved={(n) => go(societaPath(n))} />
          ) : id ? (
            <SocietaDetailView key={id} id={id} />
          ) : (
            <Typography>{translate('societa.list.choose')}</Typography>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}

function NewSocieta({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1">
        {translate('societa.header.new_title')}
      </Typography>
      {/* New-club mode: the tabs from Tesserati on are hidden. */}
      <Tabs value="societa" aria-label={translate('societa.title')} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="societa" label={translate('societa.tabs.societa')} />
        <Tab value="consiglio" label={translate('societa.tabs.consiglio')} disabled />
      </Tabs>
      <SocietaForm societa={null} onClose={onClose} onSaved={onSaved} />
    </>
  );
}

function SocietaDetailView({ id }: { id: number }) {
  const translate = useTranslate();
  const [season] = useSeason();
  const seasonId = season?.id ? Number(season.id) : undefined;
  const query = useSocieta(id, seasonId);
  const invalidate = useInvalidateSocieta();
  // A club's documents change with the club's write ability (server/documenti/entities.ts).
  const mayWrite = useMayCall('economicssocieta:write');
  // The open tab is in the address (?tab=): a reload or a copied link opens it again.
  const [tab, setTab] = useUrlState(TAB_PARAM, 'societa');
  const [editing, setEditing] = useState(false);
  // Saved or closed, the form (and its 'Salva' with the focus) goes away: the focus goes back to what
  // opened it ('Modifica'), not to the page's body.
  const opener = useRef<HTMLElement | null>(null);
  const closing = useRef(false);
  useEffect(() => {
    if (editing || !closing.current) return;
    closing.current = false;
    if (opener.current?.isConnected) opener.current.focus();
  }, [editing]);
  const endEditing = () => {
    closing.current = true;
    setEditing(false);
  };
  if (query.isPending) return <Typography sx={{ p: 2 }}>{translate('shell.grid.loading')}</Typography>;
  if (query.isError || !query.data) return <Alert severity="error">{query.error?.message ?? 'Record non trovato'}</Alert>;
  const societa: SocietaDetail = query.data;
  const visible = TABS.filter((k) => k !== 'rinnovi' || societa.stato_affiliazione.rinnovi_aperti);
  const current = visible.find((k) => k === tab) ?? 'societa';
  const refresh = () => void invalidate();
  return (
    <>
      <SocietaHeader
        societa={societa}
        onEdit={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setTab('societa');
          setEditing(true);
        }}
        onChanged={refresh}
      />
      <Tabs value={current} onChange={(_, v: TabKey) => setTab(v)} aria-label={translate('societa.title')} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {visible.map((k) => (
          <Tab key={k} value={k} label={translate(`societa.tabs.${k}`)} id={`societa-tab-${k}`} aria-controls={`societa-panel-${k}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`societa-panel-${current}`} aria-labelledby={`societa-tab-${current}`}>
        {current === 'societa' &&
          (editing ? (
            <SocietaForm societa={societa} onClose={endEditing} onSaved={endEditing} onReload={async () => (await query.refetch()).data} />
          ) : (
            <>
              <SocietaView societa={societa} onChanged={refresh} />
              <GemellaggiPanel societa={societa} onChanged={refresh} />
            </>
          ))}
        {current === 'consiglio' && <ConsiglioTab societaId={id} seasonId={seasonId} />}
        {current === 'tesserati' && <TesseratiTab societa={societa} seasonId={seasonId} />}
        {current === 'tap' && <TapTab societa={societa} seasonId={seasonId} />}
        {current === 'documenti' && <DocumentPanel entityType="societa" entityId={id} canEdit={mayWrite} />}
        {current === 'contabilita' && <ContabilitaTab societa={societa} seasonId={seasonId} />}
        {current === 'versamenti' && <VersamentiTab societa={societa} seasonId={seasonId} />}
        {current === 'rinnovi' && <RinnoviTab societa={societa} seasonId={seasonId} />}
      </Box>
    </>
  );
}
