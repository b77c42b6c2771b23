// The client generator (ARCHITECTURE §3): a declaration of resources/ → the react-admin resource
// object App spreads into a <Resource> (list = the generated screen). Its API mapping (endpoint,
// permission, season) is static, in resources/apis.ts. A resource that needs one bespoke piece passes it in
// `overrides` and keeps the rest generated.
import { createElement } from 'react';
import type { ResourceDeclaration } from '../../resources/types';
import type { ResourceDefinition } from '../resources';
import { ResourcePage } from './ResourcePage';
import { SingleRecordPage } from './SingleRecordPage';
import { OverridesContext, type ResourceOverrides } from './overrides';

export function generateResource(decl: ResourceDeclaration, overrides: ResourceOverrides = {}): ResourceDefinition {
  const Page = overrides.page ?? (decl.singleton ? SingleRecordPage : ResourcePage);
  const List = () => createElement(OverridesContext.Provider, { value: overrides }, createElement(Page, { decl }));
  List.displayName = `${decl.name}List`;
  return {
    name: decl.name,
    options: { label: decl.texts.title },
    recordRepresentation: decl.fields.find((f) => f.source === 'nome') ? 'nome' : 'id',
    // Lookups only (disciplina): the dataProvider knows them, no screen of their own.
    ...(decl.readOnly ? {} : { list: List }),
  };
}

export { ResourcePage, SingleRecordPage };
export type { ResourceOverrides, CellProps, InputOverrideProps } from './overrides';
export { DataGrid } from './DataGrid';
export { ResourceDialog } from './ResourceDialog';
export { FieldInput } from './FieldInput';
export type { GridAction, DataGridProps } from './DataGrid';
export { nextSort, searchable, useSearchTerm, PAGE_SIZE, SEARCH_DELAY_MS, SEARCH_MIN_CHARS, type SortState } from './gridState';
