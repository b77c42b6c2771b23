// The person search picker of the accounting filters (administrators): the shared SearchPicker over
// the people whose name, tax code or matricola match, shown as 'Cognome Nome (matricola)'.
//   <MemberPicker label="Tesserato" value={member} onChange={setMember} />
import { SearchPicker } from '../../src/components';
import { searchAnagrafica, type MemberOption } from './api';

export interface MemberPickerProps {
  label: string;
  value: MemberOption | null;
  onChange: (member: MemberOption | null) => void;
  error?: boolean;
  helperText?: string;
}

export const MemberPicker = (props: MemberPickerProps) => <SearchPicker {...props} search={searchAnagrafica} queryKey={['anagrafica', 'picker']} optionLabel={(o) => o.label} />;
