// Builds the list of reference resources from the modules of resources/reference/, however they were
// loaded (Vite's import.meta.glob for the client, a directory read for the server): one list, in the
// order of the file names, whichever half reads it.
import type { ResourceDeclaration } from './types.ts';

/** File names of resources/reference/ that hold declarations (tests sit elsewhere). */
export const isDeclarationFile = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts');

const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' && value !== null && ['name', 'endpoint', 'table', 'permission'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/** Module path → its exports ⇒ every declaration exported, sorted by file; a name declared twice throws. */
export function collectDeclarations(modules: Record<string, Record<string, unknown>>): ResourceDeclaration[] {
  const found = Object.keys(modules)
    .sort()
    .flatMap((path) => {
      const declarations = Object.values(modules[path]).filter(isDeclaration);
      if (declarations.length === 0) throw new Error(`${path} declares no resource`);
      return declarations;
    });
  const names = found.map((d) => d.name);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length > 0) throw new Error(`Resource declared twice: ${twice.join(', ')}`);
  return found;
}
