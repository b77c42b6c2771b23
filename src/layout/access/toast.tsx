// Notifications of the access pages (no react-admin there): the same place and duration as the admin's
// (../toastPlacement.ts, spec 1 §9 default). The provider sits above the whole router, so a message given just
// before leaving for the admin (forced password change → launcher) stays on screen while it loads.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from './i18n';
import type { ToastViewProps } from './ToastView';

const ToastView = lazy(() => import('./ToastView'));

type Kind = ToastViewProps['kind'];
interface Toast {
  id: number;
  message: string;
  kind: Kind;
}

const ToastContext = createContext<(message: string, kind: Kind) => void>(() => undefined);

export const AccessToasts = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((message: string, kind: Kind) => setToast({ id: Date.now(), message, kind }), []);
  const close = () => setToast(null);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView key={toast.id} message={translate(toast.message, { _: toast.message })} kind={toast.kind} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
};

/** `toast.success(message)`: a catalogue key or a server message. */
export function useAccessToast() {
  const show = useContext(ToastContext);
  return useMemo(() => ({ success: (message: string) => show(message, 'success'), error: (message: string) => show(message, 'error') }), [show]);
}
