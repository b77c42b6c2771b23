// Paths the frame itself navigates to (the full route table is src/routes.tsx).
export const LOGIN_PATH = '/login';
export const LAUNCHER_PATH = '/applauncher';
export const MUST_EDIT_PASSWORD_PATH = '/musteditpassword';
export const RESET_REQUEST_PATH = '/reset-password-mail';
export const HOME_PATH = '/home';
/** Where a cart token login (/showcarrello/{carrello_request}) lands: the club screen with its cart open. */
export const CART_PATH = '/societacarrello/1';
