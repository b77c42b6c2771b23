// The header's cart slot (src/layout/slots.ts): the cart area's dialog (custom-pages/carrello).
export { default } from '../../../custom-pages/carrello/dialogs/CartDialog';
