// The club search picker of the dialogs (twinning, transfer and second licence for administrators,
// accounting filters): the shared SearchPicker over the club lookup, not the clubs list: the list
// shows a club user only its own club, and a club user twins with another one.
import { SearchPicker } from '../../src/components';
import { lookupSocieta } from './api';

export interface ClubOption {
  id: number;
  nome: string;
  codice_affiliazione?: string | null;
}

export interface ClubPickerProps {
  label: string;
  value: ClubOption | null;
  onChange: (club: ClubOption | null) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}

export const clubLabel = (o: ClubOption) => `${o.nome}${o.codice_affiliazione ? ` (${o.codice_affiliazione})` : ''}`;

const clubs = (text: string, signal: AbortSignal): Promise<ClubOption[]> => lookupSocieta(text, signal).then((r) => r.data);

export const ClubPicker = (props: ClubPickerProps) => <SearchPicker {...props} search={clubs} queryKey={['societa', 'lookup']} optionLabel={clubLabel} />;
