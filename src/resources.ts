// The react-admin resources of the schema-driven screens (ARCHITECTURE §3): App spreads each entry
// into a <Resource>. The generator fills this list, e.g. `{ name: 'causali', ...generate(causali) }`.
// A resource named like a path of src/routes.tsx takes that path over (its placeholder is dropped).
import type { ResourceProps } from 'react-admin';
import { declarations } from '../resources/registry';
import { generateResource } from './generator/generate';

export type ResourceDefinition = ResourceProps;

export const resources: ResourceDefinition[] = declarations.map((d) => generateResource(d));
