// Administrators first choose the cart type (Anagrafica / Societa), then the party (spec 1 §4, §6).
import { useId, useState } from 'react';
import { Autocomplete, Box, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../src/lib';
import type { CartType } from '../../resources/contracts/carrello';
import { usePartySearch } from './api';

export interface PickedParty {
  type: CartType;
  id: number;
}

export const PartyPicker = ({ value, onChange }: { value: PickedParty | null; onChange: (p: PickedParty | null) => void }) => {
  const translate = useTranslate();
  const labelId = useId();
  const [type, setType] = useState<CartType | null>(value?.type ?? null);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input);
  const { data: options = [], isFetching } = usePartySearch(type, search);
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
          setInput('');
          onChange(null);
        }}
      >
        <ToggleButton value="anagrafica">{translate('carrello.type_anagrafica')}</ToggleButton>
        <ToggleButton value="societa">{translate('carrello.type_societa')}</ToggleButton>
      </ToggleButtonGroup>
      {type && (
        <Autocomplete
          options={options}
          loading={isFetching}
          filterOptions={(o) => o}
          onInputChange={(_, v) => setInput(v)}
          onChange={(_, o) => onChange(o ? { type, id: o.id } : null)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField {...params} label={translate(type === 'societa' ? 'carrello.party_societa' : 'carrello.party_anagrafica')} placeholder={translate('carrello.party_search')} />
          )}
        />
      )}
    </Box>
  );
};
