// The privacy acceptance toggle every registration dialog has.
import { useTranslate } from 'react-admin';
import { FormControlLabel, Switch } from '@mui/material';

export const PrivacyToggle = ({ checked, onChange, label = 'tesseramenti.transfer.privacy' }: { checked: boolean; onChange: (v: boolean) => void; label?: string }) => {
  const translate = useTranslate();
  return <FormControlLabel label={translate(label)} control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />} />;
};
