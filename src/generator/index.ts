// The client generator (ARCHITECTURE §3): a declaration of resources/ → the react-admin resource
// object App spreads into a <Resource> (list = the generated screen), plus its API mapping for the
// dataProvider (endpoint, permission, season). A resource that needs one bespoke piece passes it in
// `overrides` and keeps the rest generated.
import { createElement } from 'react';
import type { ResourceDeclaration } from '../../resources/types';
import type { ResourceDefinition } from '../resources';
import { registerResourceApi } from '../providers/resourceOptions';
import { ResourcePage } from './ResourcePage';
import { SingleRecordPage } from './SingleRecordPage';
import { OverridesContext, type ResourceOverrides } from './overrides';

/** Tells the dataProvider and canAccess how this resource speaks to the API. */
export function registerDeclaration(decl: ResourceDeclaration) {
  registerResourceApi(decl.name, {
    endpoint: decl.endpoint,
    ability: decl.permission,
    ...(decl.season ? { season: { query: 'season', body: decl.season.field } } : {}),
  });
}

export function generateResource(decl: ResourceDeclaration, overrides: ResourceOverrides = {}): ResourceDefinition {
  registerDeclaration(decl);
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
