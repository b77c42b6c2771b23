// Public face of the client's test helpers.
export { renderWithAdmin } from './renderWithAdmin';
export { renderAccessPage } from './renderAccessPage';
export { screenWidth } from './screenWidth';
