// Shown while a lazily loaded access page or the admin application arrives (no react-admin yet).
import { LoadingStatus } from '../LoadingStatus';
import { useTranslate } from './i18n';

export const AccessLoading = () => {
  const translate = useTranslate();
  return <LoadingStatus label={translate('shell.grid.loading')} />;
};
