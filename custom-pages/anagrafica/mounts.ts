// Mount points other areas fill (no placeholder is shown for an empty one):
// - member actions: the registrations area registers the dialogs behind the Tessere/Moduli buttons
//   ('Converti in Agonista', 'Nuovo Tesseramento Arbitro/Tecnico', 'Gestisci Trasferimenti',
//   'Tesseramenti', 'Gestisci Dirigente'):
//     registerMemberAction({ key: 'tesseramenti', label: <a catalogue key>, tabs: ['tessere'], Dialog, access: <the route's ability> });
// - money tabs: the money core registers its grids for a party:
//     registerMoneyTab('contabilita', ContabilitaGrid)  // props: { party: { type: 'anagrafica', id } }
import type { ComponentType } from 'react';
import type { AnagraficaDetail } from '../../resources/contracts/anagrafica.ts';
import { mayCall, type RouteAccess } from '../../src/lib';

export interface MemberDialogProps {
  open: boolean;
  onClose: () => void;
  /** Call after a successful write: the member's tabs are read again. */
  onDone: () => void;
  member: AnagraficaDetail;
  seasonId: number | undefined;
}

export type MemberActionKey = 'converti_agonista' | 'nuovo_tesseramento_tecnico' | 'trasferimenti' | 'seconda_licenza' | 'tesseramenti' | 'gestisci_dirigente' | 'modifica_vincolo';

export interface MemberAction {
  key: MemberActionKey;
  /** Catalogue key (or text) of the button. */
  label: string;
  /** Tabs showing the button. */
  tabs: ('tessere' | 'moduli')[];
  Dialog: ComponentType<MemberDialogProps>;
  /** What the route its dialog saves with declares (server/tesseramenti/routes*.ts): shown only to a user holding it. */
  access: RouteAccess;
  /** Extra condition besides the spec's defaults below. */
  visible?: (m: AnagraficaDetail) => boolean;
  /** Catalogue key of why the button is shown disabled (its save would be refused), or null. */
  blocked?: () => string | null;
  /**
   * A hook asking the server whether its save would be taken for this member now: the button is shown
   * only once it answers true (a rule only the server knows, e.g. a card of the season held already).
   */
  useOffered?: (m: AnagraficaDetail) => boolean | undefined;
}

/** The spec's conditions (spec 2 §2.5): convert only non-competitive athletes; manage a manager who is not a referee. */
const DEFAULT_VISIBLE: Partial<Record<MemberActionKey, (m: AnagraficaDetail) => boolean>> = {
  converti_agonista: (m) => !m.agonista,
  gestisci_dirigente: (m) => !!m.dirigente && !m.arbitro,
};

const actions = new Map<MemberActionKey, MemberAction>();
export const registerMemberAction = (a: MemberAction) => void actions.set(a.key, a);

/** The mounted actions for a tab and member that a user with `abilities` may save, in the spec's order. */
export function memberActions(tab: 'tessere' | 'moduli', m: AnagraficaDetail, abilities: readonly string[]): MemberAction[] {
  const order: MemberActionKey[] = ['converti_agonista', 'nuovo_tesseramento_tecnico', 'trasferimenti', 'seconda_licenza', 'tesseramenti', 'gestisci_dirigente', 'modifica_vincolo'];
  return order
    .map((k) => actions.get(k))
    .filter((a): a is MemberAction => !!a && a.tabs.includes(tab) && mayCall(abilities, a.access) && (DEFAULT_VISIBLE[a.key]?.(m) ?? true) && (a.visible?.(m) ?? true));
}

export type MoneyTabKey = 'contabilita' | 'versamenti';
export type MoneyTabProps = { party: { type: 'anagrafica'; id: number }; seasonId: number | undefined };
const moneyTabs = new Map<MoneyTabKey, ComponentType<MoneyTabProps>>();
export const registerMoneyTab = (key: MoneyTabKey, c: ComponentType<MoneyTabProps>) => void moneyTabs.set(key, c);
export const moneyTab = (key: MoneyTabKey) => moneyTabs.get(key);
