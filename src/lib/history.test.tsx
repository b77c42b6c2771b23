import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { keepHistoryForward, previousPath } from './history';

describe('forward-only history (spec 1 §1)', () => {
  it('going back pushes the current page again, so history only moves forward', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/applauncher'] });
    keepHistoryForward(router as any);
    await router.navigate('/causali');
    await router.navigate('/comitati');
    await router.navigate(-1);
    // The Back lands on /causali (POP), then the page is pushed again.
    await vi.waitFor(() => expect([router.state.location.pathname, router.state.historyAction]).toEqual(['/comitati', 'PUSH']));
    expect(previousPath('/utentilist')).toBe('/causali');
    router.dispose();
  });
});
