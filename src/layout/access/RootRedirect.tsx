// '/': the launcher for a signed-in user, the login otherwise.
import { Navigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { LAUNCHER_PATH, LOGIN_PATH } from '../../lib/paths';

const RootRedirect = () => <Navigate to={useSession().token ? LAUNCHER_PATH : LOGIN_PATH} replace />;

export default RootRedirect;
