// The signed-in administrator as the shared rules of who may change whom read it
// (resources/utenti-rules.ts, the same functions the server refuses with).
import { useSession } from '../../src/lib';
import type { RuleAccount } from '../../resources/utenti-rules.ts';

export function useActor(): RuleAccount {
  const s = useSession();
  return { id: Number(s.profile?.id ?? 0), tipo_utente: s.userType, abilities: s.abilities };
}
