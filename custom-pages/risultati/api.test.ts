// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

describe('results service address', () => {
  it('comes from the page meta and resolves logos against it', async () => {
    document.head.innerHTML = '<meta name="results-api" content="https://risultati.example.org/risultati">';
    const { apiUrl, assetUrl } = await import('./api.ts');
    expect(apiUrl('api_v2/tables/4')).toBe('https://risultati.example.org/risultati/api_v2/tables/4');
    expect(assetUrl('/risultati/loghi/squadra/3.svg')).toBe('https://risultati.example.org/risultati/loghi/squadra/3.svg');
    expect(assetUrl('https://cdn.example.org/x.png')).toBe('https://cdn.example.org/x.png');
    expect(assetUrl(null)).toBeNull();
  });
});
