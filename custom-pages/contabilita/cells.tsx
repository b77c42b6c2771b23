// Cell renderers of the accounting grids: status chips, amounts in euro, dates DD-MM-YYYY (with
// HH:mm for approval, rejection and storno dates), a dash when a date is absent (spec 2 §3, §4).
import { StatusChip } from '../../src/components';
import { useTranslate } from 'react-admin';
import { format, isValid, parseISO } from 'date-fns';
import { formatEuro } from '../../src/lib';

const DASH = '-';

export function gridDate(value: string | null | undefined, withTime = false): string {
  if (!value) return DASH;
  const d = parseISO(value);
  return isValid(d) ? format(d, withTime ? 'dd-MM-yyyy HH:mm' : 'dd-MM-yyyy') : DASH;
}

export const euro = (value: number | null | undefined) => (value == null ? DASH : formatEuro(value));

const COLORS: Record<string, 'warning' | 'success' | 'error' | 'default' | 'info'> = {
  in_attesa: 'warning',
  approvata: 'success',
  pagata: 'success',
  rifiutata: 'error',
  fallita: 'error',
  stornata: 'default',
};

export function StatoChip({ stato }: { stato: string }) {
  const translate = useTranslate();
  return <StatusChip color={COLORS[stato] ?? 'default'} label={translate(`contabilita.stato.${stato}`, { _: stato })} data-stato={stato} />;
}
