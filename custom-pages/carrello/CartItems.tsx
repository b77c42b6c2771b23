// The cart's lines: description, amount (stored negative, shown positive) and the season of the line's
// entry, each removable but those a card payment under way pays (`lockedIds`: they follow its outcome).
// A cost the federation charged has no remove button unless `admin` (the server refuses it to the party).
// A party's cart is one across seasons: a line of a season other than the header's (`season`) says
// so ('Stagione precedente: 2026/2027') and stays payable.
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../src/lib';
import type { CartItem } from '../../resources/contracts/carrello';

type Season = { id: number; nome: string; data_inizio?: string };

/**
 * 'precedente' or 'successiva' when the line's season is not the header's, by their start dates
 * ('YYYY-MM-DD'); a season named otherwise than by its years ('Stagione 2027') is placed rightly too.
 */
export function otherSeason(line: Season | null, header: Season | null | undefined): 'precedente' | 'successiva' | null {
  if (!line || !header || line.id === header.id) return null;
  if (line.data_inizio && header.data_inizio) return line.data_inizio < header.data_inizio ? 'precedente' : 'successiva';
  return line.nome.localeCompare(header.nome, 'it', { numeric: true }) < 0 ? 'precedente' : 'successiva';
}

const LineSeason = ({ line, header }: { line: Season; header: Season | null | undefined }) => {
  const translate = useTranslate();
  const other = otherSeason(line, header);
  if (!other)
    return (
      <Box component="span" sx={{ display: 'block' }} data-testid="cart-item-season">
        {translate('carrello.season', { name: line.nome })}
      </Box>
    );
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.main', fontWeight: 600 }} data-testid="cart-item-season">
      <HistoryIcon fontSize="inherit" aria-hidden />
      {translate(`carrello.season_${other}`, { name: line.nome })}
    </Box>
  );
};

/** The attribute naming the line of a remove button (the cart dialog moves the focus by it). */
export const REMOVE_ITEM_ATTR = 'data-remove-item';

export const CartItems = ({
  items,
  onRemove,
  disabled,
  lockedIds = [],
  admin = false,
  season,
}: {
  items: CartItem[];
  /** Absent: the lines are shown without their remove button (a user who may not change the cart). */
  onRemove?: (item: CartItem) => void;
  disabled: boolean;
  lockedIds?: number[];
  admin?: boolean;
  /** The header's season: lines of another one are marked. */
  season?: Season | null;
}) => {
  const translate = useTranslate();
  // Focusable by script: the focus lands here when the last line is removed.
  if (!items.length)
    return (
      <Typography sx={{ py: 2 }} tabIndex={-1} data-testid="cart-empty">
        {translate('carrello.empty')}
      </Typography>
    );
  return (
    <List dense aria-label={translate('carrello.title')} data-testid="cart-items">
      {items.map((item) => (
        <ListItem
          key={item.id}
          divider
          secondaryAction={
            onRemove &&
            (admin || !item.costo_federazione) && (
              <IconButton
                edge="end"
                {...{ [REMOVE_ITEM_ATTR]: item.id }}
                aria-label={translate('carrello.remove', { name: item.descrizione })}
                onClick={() => onRemove(item)}
                disabled={disabled || lockedIds.includes(item.id)}
              >
                <DeleteIcon />
              </IconButton>
            )
          }
        >
          <ListItemText
            primary={item.descrizione}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }} data-testid="cart-item-amount">
                  {formatEuro(Math.abs(item.importo))}
                </Box>
                {item.stagione && <LineSeason line={item.stagione} header={season} />}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
};
