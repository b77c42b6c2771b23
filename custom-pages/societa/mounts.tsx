// Mount points other areas fill in the club screen (no placeholder is shown while empty):
// - 'contabilita' and 'versamenti': the accounting grids and dialogs of custom-pages/contabilita;
// - 'rinnovi': the renewal grids of custom-pages/tesseramenti (shown only inside the renewal window);
// - 'daiInMultiplo': the loan dialog opened by the row action 'Dai in multiplo'.
// Register once at import time, e.g. in custom-pages/tesseramenti/index.ts:
//   registerSocietaMount('rinnovi', RinnoviGrids);
import type { ComponentType } from 'react';
import type { MemberRow, SocietaDetail } from '../../resources/contracts/societa.ts';

export interface SocietaTabProps {
  societaId: number;
  societa: SocietaDetail;
  seasonId?: number;
}

export interface MemberDialogProps {
  open: boolean;
  onClose: () => void;
  societaId: number;
  member: MemberRow;
}

export interface SocietaMounts {
  contabilita?: ComponentType<SocietaTabProps>;
  versamenti?: ComponentType<SocietaTabProps>;
  rinnovi?: ComponentType<SocietaTabProps>;
  daiInMultiplo?: ComponentType<MemberDialogProps>;
}

const mounts: SocietaMounts = {};

export function registerSocietaMount<K extends keyof SocietaMounts>(name: K, component: NonNullable<SocietaMounts[K]>) {
  mounts[name] = component;
}

export const societaMount = <K extends keyof SocietaMounts>(name: K): SocietaMounts[K] => mounts[name];
