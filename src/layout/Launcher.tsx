// Launcher / dashboard (spec 1 §2, spec 2 §2.11): the user's name and one card per application with
// its sub-links; a card opens the application's first page. External applications (remote login to
// another system) get a card that says so instead of a dead link. Cards and sub-links lead only to a
// screen that exists and that the user may open (src/layout/openable.ts).
import { Box, Card, CardActionArea, CardContent, Link as MuiLink, List, ListItem, Typography, Alert } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { isNavItemVisible, visibleApps } from '../lib/access';
import { useSession, type AppMenuItem, type SessionState } from '../lib/session';
import { isOpenable, openablePageOf } from './openable';
import { darkEnoughForWhite } from '../lib/color';
import { appIcon } from './appIcons';
import { useMenuTexts } from './menuTexts';
import { FOCUS_COLOR, INSET_FOCUS_VISIBLE } from './federationTheme';

/**
 * The card clips what passes its rounded edge, so the ring around the coloured header showed as a 3 px
 * line under it only. It is drawn inside the header instead, by the header itself (its background
 * would cover an inset shadow of the link): the dark line at the edge, a white one inside, visible on
 * every header's colour (the dark slate of 'Configurazioni' too) and on the page.
 */
const CARD_RING = {
  [INSET_FOCUS_VISIBLE]: { outline: 'none', boxShadow: 'none' },
  '&.Mui-focusVisible > *': { boxShadow: `inset 0 0 0 3px ${FOCUS_COLOR}, inset 0 0 0 5px #fff` },
} as const;

const AppCard = ({ app, s }: { app: AppMenuItem; s: SessionState }) => {
  const translate = useTranslate();
  const { appName, itemLabel } = useMenuTexts();
  const name = appName(app);
  const Icon = appIcon(app.icon);
  const primary = darkEnoughForWhite(app.colors?.primary);
  const heading = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, bgcolor: primary, color: '#fff' }}>
      <Icon aria-hidden />
      <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
        {name}
      </Typography>
      {app.external && <OpenInNewIcon aria-hidden fontSize="small" />}
    </Box>
  );
  const items = app.navigation_menu.filter((i) => isNavItemVisible(i, s.abilities));
  const target = app.external ? undefined : openablePageOf(app, s);
  return (
    <Card component="article" data-testid={`launcher-app-${app.key}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      {!target ? (
        heading
      ) : (
        <CardActionArea component={Link} to={target} aria-label={translate('shell.launcher.open', { name })} sx={CARD_RING}>
          {heading}
        </CardActionArea>
      )}
      <CardContent sx={{ flex: 1 }}>
        {app.external ? (
          <Typography variant="body2">{translate('shell.launcher.external', { name })}</Typography>
        ) : (
          <List dense disablePadding>
            {items.length === 0 && (
              // Shown by the user type with no page it may read yet: say why, rather than an empty card.
              <ListItem disableGutters>
                <Typography variant="body2" color="text.secondary">
                  {translate('shell.launcher.no_pages')}
                </Typography>
              </ListItem>
            )}
            {items.map((item) => (
              <ListItem key={`${item.name}-${item.params}`} disableGutters>
                {isOpenable(s, item.params) ? (
                  <MuiLink component={Link} to={item.params} underline="hover" sx={{ color: '#0d47a1' }}>
                    {itemLabel(item)}
                  </MuiLink>
                ) : (
                  // A screen still being built: named, not a link to a placeholder.
                  <Typography variant="body2" color="text.secondary">
                    {translate('shell.launcher.coming', { name: itemLabel(item) })}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

const Launcher = () => {
  const translate = useTranslate();
  const s = useSession();
  const apps = visibleApps(s);
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('shell.title')} />
      <Typography component="h1" variant="h5" data-testid="launcher-welcome">
        {translate('shell.launcher.welcome', { name: s.profile?.name ?? '' })}
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {translate('shell.launcher.choose')}
      </Typography>
      {apps.length === 0 && <Alert severity="info">{translate('shell.launcher.none')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {apps.map((app) => (
          <AppCard key={app.key} app={app} s={s} />
        ))}
      </Box>
    </Box>
  );
};

export default Launcher;
