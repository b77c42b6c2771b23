// Public face of src/providers: the HTTP client and react-admin's providers, for custom pages.
export { api, download, apiUrl, errorText, failureOf, firstFieldErrors, GENERIC_ERROR, type Page, type Query, type RequestOptions } from './http';
export { dataProvider, filterToQuery, PAGE_SIZE, type ProviderMeta } from './dataProvider';
export { authProvider, refreshSession } from './authProvider';
export { i18nProvider, LOCALES } from './i18nProvider';
export { registerResourceApi, resourceApi, type ResourceApiOptions } from './resourceOptions';
