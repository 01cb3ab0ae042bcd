declare module 'virtual:api-docs' {
  import type { ComponentApi } from '../docs/api-types';
  export const apiLoaders: Record<string, () => Promise<{ default: ComponentApi | null }>>;
}
