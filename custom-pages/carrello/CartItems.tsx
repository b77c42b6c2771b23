// The cart's lines: description and amount (stored negative, shown positive), each removable but
// those a card payment under way pays (`lockedIds`: they follow its outcome). A cost the federation
// charged has no remove button unless `admin` (the server refuses it to the party).
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../src/lib';
import type { CartItem } from '../../resources/contracts/carrello';

export const CartItems = ({
  items,
  onRemove,
  disabled,
  lockedIds = [],
  admin = false,
}: {
  items: CartItem[];
  onRemove: (item: CartItem) => void;
  disabled: boolean;
  lockedIds?: number[];
  admin?: boolean;
}) => {
  const translate = useTranslate();
  if (!items.length) return <Typography sx={{ py: 2 }}>{translate('carrello.empty')}</Typography>;
  return (
    <List dense aria-label={translate('carrello.title')} data-testid="cart-items">
      {items.map((item) => (
        <ListItem
          key={item.id}
          divider
          secondaryAction={
            (admin || !item.costo_federazione) && (
              <IconButton edge="end" aria-label={translate('carrello.remove', { name: item.descrizione })} onClick={() => onRemove(item)} disabled={disabled || lockedIds.includes(item.id)}>
                <DeleteIcon />
              </IconButton>
            )
          }
        >
          <ListItemText primary={item.descrizione} secondary={formatEuro(Math.abs(item.importo))} slotProps={{ secondary: { 'data-testid': 'cart-item-amount' } as any }} />
        </ListItem>
      ))}
    </List>
  );
};
