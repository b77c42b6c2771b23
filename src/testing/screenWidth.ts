// Test helper: a screen `width` px wide, as far as CSS media queries go (MUI's useMediaQuery reads
// `matchMedia`). Undo it with `vi.unstubAllGlobals()` after each test.
import { vi } from 'vitest';

export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  });
}
