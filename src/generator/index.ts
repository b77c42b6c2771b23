// Public face of the client generator (ARCHITECTURE §3): generateResource (generate.ts) and the pieces
// bespoke screens reuse (grid, dialog, inputs, search and sort state).
import { ResourcePage } from './ResourcePage';
import { SingleRecordPage } from './SingleRecordPage';

export { generateResource } from './generate';
export { ResourcePage, SingleRecordPage };
export type { ResourceOverrides, CellProps, InputOverrideProps } from './overrides';
export { DataGrid } from './DataGrid';
export { gridList, type GridList } from './gridList';
export { ResourceDialog } from './ResourceDialog';
export { FieldInput } from './FieldInput';
export type { GridAction, DataGridProps } from './DataGrid';
export { nextSort, searchable, visuallyHidden, useSearchTerm, PAGE_SIZE, SEARCH_DELAY_MS, SEARCH_MIN_CHARS, type SortState } from './gridState';
