// Totals of the checkout: the cart total, the wallet taken first, what is left to pay (spec 1 §4).
// While a card payment is open (`pending`) they are that payment's: the wallet share it holds and
// the card amount.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../src/lib';

const Row = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
    {/* An amount never breaks between its figure and '€'; the label wraps instead. */}
    <Typography sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }} data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

export interface CartTotalsProps {
  totaleCents: number;
  walletCents: number;
  usedCents: number;
  dovutoCents: number;
  pending?: boolean;
}

export const CartTotals = ({ totaleCents, walletCents, usedCents, dovutoCents, pending = false }: CartTotalsProps) => {
  const translate = useTranslate();
  return (
    // Focusable by script: the focus lands here when the last removable line is removed.
    <Box sx={{ my: 1, display: 'grid', gap: 0.5 }} tabIndex={-1} data-testid="cart-totals">
      <Row label={translate('carrello.total')} value={formatEuro(totaleCents / 100)} testId="cart-total" />
      <Row label={translate(pending ? 'carrello.wallet_held' : 'carrello.wallet')} value={formatEuro(walletCents / 100)} testId="cart-wallet" />
      {usedCents > 0 && <Row label={translate('carrello.wallet_deduction')} value={`- ${formatEuro(usedCents / 100)}`} />}
      <Row label={translate(pending ? 'carrello.to_pay_card' : 'carrello.to_pay')} value={formatEuro(dovutoCents / 100)} strong testId="cart-due" />
    </Box>
  );
};
