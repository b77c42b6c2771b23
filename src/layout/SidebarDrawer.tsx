// react-admin's sidebar drawer, made safe to narrow. Below sm react-admin swaps the permanent drawer for a
// temporary (modal) one. Its open state is a store value whose default follows the width (open on a desktop,
// closed on a phone), but each hook holds a copy that catches up only after a render: the first render on a
// phone after a desktop one mounts the modal drawer open and closes it in the same instant, and MUI's modal
// manager then keeps aria-hidden on #root (and the scroll lock) for a drawer nobody sees. The drawer is
// therefore closed for the render in which the page crosses into the phone width; from the next render it
// follows the stored state, so an opening the user chose (burger, or a stored preference) still opens it.
// On a phone the drawer is a modal dialog: it is named (the applications' navigation it holds), and as it
// closes the burger is shown again before MUI gives it the focus back (../components/focusReturn.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, useSidebarState, useTranslate } from 'react-admin';
import { RETURN_FOCUS } from '../components/focusReturn';

/** The modal drawer's own props (a phone): its name, and the focus out of it as it starts to close. */
const useModalDrawerProps = () => {
  const translate = useTranslate();
  return { slotProps: { paper: { 'aria-label': translate('shell.sidebar.applications') }, transition: RETURN_FOCUS } };
};

export const SidebarDrawer = ({ children }: { children: ReactNode }) => {
  const isXSmall = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const [open] = useSidebarState();
  const [settledXSmall, setSettledXSmall] = useState(isXSmall);
  useEffect(() => setSettledXSmall(isXSmall), [isXSmall]);
  const narrowing = isXSmall && !settledXSmall;
  const modal = useModalDrawerProps();
  return (
    <RaSidebar appBarAlwaysOn open={narrowing ? false : open} sx={{ flexShrink: 0 }} {...(isXSmall ? modal : {})}>
      {children}
    </RaSidebar>
  );
};
