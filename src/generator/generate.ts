// The client generator (ARCHITECTURE §3): a declaration of resources/ → the react-admin resource
// object App spreads into a <Resource> (list = the generated screen). Its API mapping (endpoint,
// permission, season) is static, in resources/apis.ts. A resource that needs one bespoke piece passes it in
// `overrides` and keeps the rest generated. The screens themselves are lazy (issue 19): App carries the
// route table, a screen's code arrives when it is opened.
import { createElement, lazy } from 'react';
import type { ResourceDeclaration } from '../../resources/types';
import type { ResourceDefinition } from '../resources';
import { OverridesContext, type ResourceOverrides } from './overrides';

const ResourcePage = lazy(() => import('./ResourcePage').then((m) => ({ default: m.ResourcePage })));
const SingleRecordPage = lazy(() => import('./SingleRecordPage').then((m) => ({ default: m.SingleRecordPage })));

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
