// The side filter of the user list (spec 2 §2.7, §5, §9): search 'Nome utente...' (3+ characters or
// empty, 300 ms) and the toggles Societa, Arbitri, Allenatori, sent as flag=societa:arbitro:allenatore.
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Card, CardContent, FormControlLabel, FormGroup, Switch, TextField, Typography } from '@mui/material';
import { UTENTE_FLAGS, type UtenteFlag } from './utentiApi';
import { SEARCH_DELAY_MS, searchTerm } from './useSearchTerm';

export interface UtentiFilterValue {
  search: string;
  flag: UtenteFlag[];
}

interface Props {
  value: UtentiFilterValue;
  onChange: (value: UtentiFilterValue) => void;
}

export function UtentiListFilter({ value, onChange }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState(value.search);
  const [flags, setFlags] = useState<UtenteFlag[]>(value.flag);
  const applied = useRef(value);
  applied.current = value;

  // Search and toggles are applied together 300 ms after the last change; a 1–2 character search
  // keeps the previous term.
  useEffect(() => {
    const timer = setTimeout(() => {
      const current = applied.current;
      const search = searchTerm(text) ?? current.search;
      if (search !== current.search || flags.join(':') !== current.flag.join(':')) onChange({ search, flag: flags });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, flags]);

  const toggle = (f: UtenteFlag, on: boolean) => setFlags((prev) => UTENTE_FLAGS.filter((x) => (x === f ? on : prev.includes(x))));

  return (
    <Card component="aside" aria-labelledby="utenti-filter-title" variant="outlined" sx={{ minWidth: 220, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography id="utenti-filter-title" variant="subtitle1" component="h2" gutterBottom>
          {translate('utenti.filter.title')}
        </Typography>
        <TextField
          type="search"
          placeholder={translate('utenti.filter.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { 'aria-label': translate('utenti.filter.search_label') } }}
          helperText={text.trim().length > 0 && text.trim().length < 3 ? translate('utenti.filter.search_hint') : ' '}
        />
        <FormGroup>
          {UTENTE_FLAGS.map((f) => (
            <FormControlLabel key={f} control={<Switch checked={flags.includes(f)} onChange={(e) => toggle(f, e.target.checked)} name={f} />} label={translate(`utenti.filter.${f}`)} />
          ))}
        </FormGroup>
      </CardContent>
    </Card>
  );
}
