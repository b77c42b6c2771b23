// How a grid cell shows a value: booleans as the spec's red/green icon, dates dd-mm-yyyy, money it-IT.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { ColumnDef, ResourceDeclaration } from '../../resources/types';
import { formatDateGrid, formatEuro } from '../lib/format';

export type CellType = NonNullable<ColumnDef['type']>;

/** The column's render type: its own, else its field's type, else text. */
export function cellType(decl: ResourceDeclaration, column: ColumnDef): CellType {
  if (column.type) return column.type;
  const field = decl.fields.find((f) => f.source === column.source);
  switch (field?.type) {
    case 'boolean':
    case 'date':
    case 'money':
    case 'integer':
      return field.type;
    default:
      return 'text';
  }
}

/** Green tick when true, red cross when false or missing (spec 1 §2 Causali). */
export const BooleanCell = ({ value, yes, no }: { value: unknown; yes: string; no: string }) =>
  value === true || value === 1 ? (
    <CheckCircleIcon color="success" titleAccess={yes} data-value="true" fontSize="small" />
  ) : (
    <CancelIcon color="error" titleAccess={no} data-value="false" fontSize="small" />
  );

/** Text of a non-boolean cell. */
export function cellText(type: CellType, value: unknown): string {
  if (value === null || value === undefined || value === '') return type === 'date' ? '-' : '';
  if (type === 'date') return formatDateGrid(String(value)) || '-';
  if (type === 'money') return formatEuro(value as number);
  return String(value);
}
