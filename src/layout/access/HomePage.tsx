// /home (public): what the back-office is, and the way in (launcher when signed in, else login).
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { LAUNCHER_PATH, LOGIN_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { useTranslate } from './i18n';

const HomePage = () => {
  const translate = useTranslate();
  const { token } = useSession();
  return (
    <AccessFrame title={translate('shell.not_found.home')}>
      <p className="acc-text">{translate('shell.home.text')}</p>
      <Link className="acc-btn" to={token ? LAUNCHER_PATH : LOGIN_PATH}>
        {translate(token ? 'shell.home.launcher' : 'shell.home.login')}
      </Link>
    </AccessFrame>
  );
};

export default HomePage;
