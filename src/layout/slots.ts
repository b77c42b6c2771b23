/// <reference types="vite/client" />
// Dialogs of the header that other issues build, loaded only when their file exists and only when
// opened. Each must default-export `({ open, onClose }) => JSX`:
//   src/components/exports/ExportsDialog.tsx   exports list (spec 1 §4, GET /api/userexports)
//   src/components/cart/CartDialog.tsx         cart and checkout (spec 1 §4)
import { lazy, type ComponentType } from 'react';

export interface SlotDialogProps {
  open: boolean;
  onClose: () => void;
}

type Loader = () => Promise<{ default: ComponentType<SlotDialogProps> }>;

const exportsDialog = import.meta.glob<{ default: ComponentType<SlotDialogProps> }>('../components/exports/ExportsDialog.tsx');
const cartDialog = import.meta.glob<{ default: ComponentType<SlotDialogProps> }>('../components/cart/CartDialog.tsx');

const first = (m: Record<string, Loader>) => Object.values(m)[0] as Loader | undefined;
const slot = (loader: Loader | undefined) => (loader ? lazy(loader) : null);

export const ExportsDialog = slot(first(exportsDialog));
export const CartDialog = slot(first(cartDialog));
