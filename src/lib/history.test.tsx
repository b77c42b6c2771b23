import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { keepHistoryForward, previousPath } from './history';

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('forward-only history (spec 1 §1)', () => {
  it('going back pushes the current page again, so history only moves forward', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/applauncher'] });
    keepHistoryForward(router as any);
    await router.navigate('/causali');
    await router.navigate('/comitati');
    await router.navigate(-1);
    await settle();
    expect(router.state.location.pathname).toBe('/comitati');
    expect(router.state.historyAction).toBe('PUSH');
    expect(previousPath('/utentilist')).toBe('/causali');
    router.dispose();
  });
});
