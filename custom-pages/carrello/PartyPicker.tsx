// Administrators first choose the cart type (Anagrafica / Societa), then the party (spec 1 §4, §6):
// the club and person pickers of the other dialogs, with their search rules (3 characters, debounce).
import { useId, useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CART_PICKER_ACCESS, type CartType } from '../../resources/contracts/carrello';
import { mayCall, useAbilities } from '../../src/lib';
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
  // Only the types the user may search (an administrator with the clubs' lookup only got a person picker of 403s).
  const abilities = useAbilities();
  const types = (['anagrafica', 'societa'] as const).filter((t) => mayCall(abilities, CART_PICKER_ACCESS[t]));
  const [type, setType] = useState<CartType | null>(types.length === 1 ? types[0] : null);
  const [club, setClub] = useState<ClubOption | null>(null);
  const [member, setMember] = useState<MemberOption | null>(null);
  const choose = (t: CartType, option: { id: number } | null) => onChange(option ? { type: t, id: option.id } : null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 1 }}>
      {/* A label, not a heading: the dialog's title is the only heading (axe heading-order). */}
      <Typography variant="subtitle2" component="p" id={labelId}>
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
        {types.map((t) => (
          <ToggleButton key={t} value={t}>
            {translate(`carrello.type_${t}`)}
          </ToggleButton>
        ))}
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
