// Administrators first choose the cart type (Anagrafica / Societa), then the party (spec 1 §4, §6):
// the club and person pickers of the other dialogs, with their search rules (3 characters, debounce).
import { useId, useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CartType } from '../../resources/contracts/carrello';
import { ClubPicker, type ClubOption } from '../societa/ClubPicker';
import { MemberPicker } from '../contabilita/MemberPicker';
import type { MemberOption } from '../contabilita/api';

export interface PickedParty {
  type: CartType;
  id: number;
}

export const PartyPicker = ({ onChange }: { onChange: (p: PickedParty | null) => void }) => {
  const translate = useTranslate();
  const labelId = useId();
  const [type, setType] = useState<CartType | null>(null);
  const [club, setClub] = useState<ClubOption | null>(null);
  const [member, setMember] = useState<MemberOption | null>(null);
  const choose = (t: CartType, option: { id: number } | null) => onChange(option ? { type: t, id: option.id } : null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 1 }}>
      <Typography variant="subtitle2" id={labelId}>
        {translate('carrello.cart_type')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type}
        aria-labelledby={labelId}
        onChange={(_, t: CartType | null) => {
          setType(t);
          setClub(null);
          setMember(null);
          onChange(null);
        }}
      >
        <ToggleButton value="anagrafica">{translate('carrello.type_anagrafica')}</ToggleButton>
        <ToggleButton value="societa">{translate('carrello.type_societa')}</ToggleButton>
      </ToggleButtonGroup>
      {type === 'societa' && (
        <ClubPicker
          label={translate('carrello.party_societa')}
          value={club}
          onChange={(o) => {
            setClub(o);
            choose('societa', o);
          }}
          helperText={translate('carrello.party_search')}
        />
      )}
      {type === 'anagrafica' && (
        <MemberPicker
          label={translate('carrello.party_anagrafica')}
          value={member}
          onChange={(o) => {
            setMember(o);
            choose('anagrafica', o);
          }}
          helperText={translate('carrello.party_search')}
        />
      )}
    </Box>
  );
};
