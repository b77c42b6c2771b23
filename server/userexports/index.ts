// The exports dialog's area (spec 1 §7): the plugin registered in server/routes.ts.
export { default } from './routes.ts';
