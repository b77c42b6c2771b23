// Authorisation as a pure function, shared by the client's authProvider.canAccess and the server's checks.
export const SYSADMIN = 'sysadmin:all';

export type Abilities = readonly string[];

/** `name:read` or `name:write`; `sysadmin:all` grants everything and `name:write` implies `name:read`. */
export function hasAbility(abilities: Abilities, required: string): boolean {
  if (abilities.includes(SYSADMIN) || abilities.includes(required)) return true;
  const [name, level] = required.split(':');
  return level === 'read' && abilities.includes(`${name}:write`);
}

/**
 * A route's ability access (one ability or any of a list) is met: the server's access hook tests this,
 * and so does every action flag an answer carries, so that a button is offered exactly when its route
 * would let the caller through.
 */
export function allows(abilities: Abilities, access: string | readonly string[]): boolean {
  return (typeof access === 'string' ? [access] : access).some((a) => hasAbility(abilities, a));
}

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

/** react-admin's canAccess({ action, resource }) over the federation's ability strings. */
export function canAccess(abilities: Abilities, { action, resource }: { action: string; resource: string }): boolean {
  return hasAbility(abilities, `${resource}:${READ_ACTIONS.has(action) ? 'read' : 'write'}`);
}
