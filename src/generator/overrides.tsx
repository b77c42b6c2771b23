// Bespoke pieces of a generated screen (ARCHITECTURE §3: override the piece, not the screen):
//   generateResource(decl, { cells: { aperta: ApertaChip } })        one grid cell
//   generateResource(decl, { inputs: { codice: CodiceInput } })      one dialog input
//   generateResource(decl, { page: MyPage })                         the whole screen (last resort)
// Bespoke components live in custom-pages/<resource>/.
import { createContext, useContext, type ComponentType } from 'react';
import type { RaRecord } from 'ra-core';
import type { FieldDef, ResourceDeclaration } from '../../resources/types';

export interface CellProps {
  record: RaRecord;
  value: unknown;
  source: string;
}

export interface InputOverrideProps {
  decl: ResourceDeclaration;
  field: FieldDef;
  label: string;
  disabled: boolean;
}

export interface ResourceOverrides {
  page?: ComponentType<{ decl: ResourceDeclaration }>;
  /** By column source. */
  cells?: Record<string, ComponentType<CellProps>>;
  /** By field source. */
  inputs?: Record<string, ComponentType<InputOverrideProps>>;
}

export const OverridesContext = createContext<ResourceOverrides>({});
export const useOverrides = () => useContext(OverridesContext);
