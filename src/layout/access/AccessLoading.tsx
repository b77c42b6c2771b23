// Shown while a lazily loaded access page or the admin application arrives (no react-admin, no MUI
// yet): a status with its text, the spinner (plain CSS, access.css) is decoration.
import { useTranslate } from './i18n';
import './access.css';

export const AccessSpinnerStatus = ({ label, inline = false }: { label: string; inline?: boolean }) => (
  <div role="status" className={inline ? 'acc-loading acc-loading--inline' : 'acc-loading'}>
    <span className="acc-spinner" aria-hidden="true" />
    <span>{label}</span>
  </div>
);

export const AccessLoading = () => {
  const translate = useTranslate();
  return <AccessSpinnerStatus label={translate('shell.grid.loading')} />;
};
