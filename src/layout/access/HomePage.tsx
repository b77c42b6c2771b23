// /home (public): what the back-office is, and the way in (launcher when signed in, else login).
import { Link } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { useSession } from '../../lib/session';
import { LAUNCHER_PATH, LOGIN_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { useTranslate } from './i18n';

const HomePage = () => {
  const translate = useTranslate();
  const { token } = useSession();
  return (
    <AccessFrame title={translate('shell.not_found.home')}>
      <Typography sx={{ mb: 3 }}>{translate('shell.home.text')}</Typography>
      <Button component={Link} to={token ? LAUNCHER_PATH : LOGIN_PATH} variant="contained">
        {translate(token ? 'shell.home.launcher' : 'shell.home.login')}
      </Button>
    </AccessFrame>
  );
};

export default HomePage;
