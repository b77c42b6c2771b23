// Test harness of the generator: a generated screen inside react-admin with a recording dataProvider.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ResourceDeclaration } from '../../resources/types';
import { i18nProvider } from '../providers/i18nProvider';
import { generateResource, type ResourceOverrides } from './index';
import { theme } from '../layout/theme';

export type Row = Record<string, unknown> & { id: number };

/** A dataProvider over an in-memory list, paged like the API; every method is a spy. */
export function fakeProvider(rows: Row[], overrides: Partial<Record<keyof DataProvider, any>> = {}) {
  const provider = {
    getList: vi.fn(async (_r: string, p: any) => {
      const { page, perPage } = p.pagination;
      const data = rows.slice((page - 1) * perPage, page * perPage);
      return { data, total: rows.length, pageInfo: { hasNextPage: page * perPage < rows.length, hasPreviousPage: page > 1 } };
    }),
    getOne: vi.fn(async (_r: string, p: any) => ({ data: rows.find((r) => String(r.id) === String(p.id)) })),
    getMany: vi.fn(async (_r: string, p: any) => ({ data: rows.filter((r) => p.ids.map(String).includes(String(r.id))) })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_r: string, p: any) => ({ data: { ...p.data, id: 999 } })),
    update: vi.fn(async (_r: string, p: any) => ({ data: { ...p.data, id: p.id } })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (_r: string, p: any) => ({ data: p.previousData })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    ...overrides,
  };
  return provider;
}

/**
 * Renders the generated screen of a declaration, in the app's theme (its dialogs open as the app's do).
 * react-admin's own (hash) router starts at `url`, '/' by default: a search an earlier test left in the
 * address (?q=, src/lib/useUrlState.ts) does not carry over.
 */
export function renderScreen(decl: ResourceDeclaration, provider: ReturnType<typeof fakeProvider>, overrides: ResourceOverrides = {}, url = '/') {
  window.location.hash = `#${url}`;
  const List = generateResource(decl, overrides).list as ComponentType;
  // A failed read fails at once (the app's client retries it first), so a test sees the failure without waiting.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext theme={theme} dataProvider={provider as unknown as DataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
      <List />
      <Notification />
    </AdminContext>,
  );
}

/** The test document lays nothing out, so nothing ever comes into view: this observer lets a test say "the sentinel came into view". */
export function installIntersectionObserver() {
  const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  class FakeObserver {
    constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
      callbacks.push(cb);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { scrollToEnd: () => callbacks.at(-1)?.([{ isIntersecting: true }]) };
}
