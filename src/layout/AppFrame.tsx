// The frame of the signed-in pages, in place of react-admin's <Layout>: header, then the sidebar as a
// sibling of <main> (a navigation landmark outside the main one), and a content column that may
// shrink (min-width 0), so that a wide grid scrolls inside its own box instead of widening the page.
import { Component, Suspense, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Error as ErrorPage, SkipNavigationButton, useTranslate } from 'react-admin';
import { useNoticeAfterReload } from '../components/notify';
import { Header } from './Header';
import { useFocusOnScreenChange } from './routeFocus';
import { LoadingStatus } from './LoadingStatus';
import { Sidebar } from './Sidebar';
import { SidebarDrawer } from './SidebarDrawer';
import { useSessionRefreshOnStart } from './useSessionRefresh';

class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null; info?: ErrorInfo }> {
  state: { error: Error | null; info?: ErrorInfo } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ error, info });
  }
  render() {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} errorInfo={info} resetErrorBoundary={() => this.setState({ error: null })} />;
  }
}

/** While a screen's chunk loads: a named status, not react-admin's unnamed spinner. */
const PageLoading = () => {
  const translate = useTranslate();
  return <LoadingStatus label={translate('shell.grid.loading')} />;
};

export const AppFrame = ({ children }: { children: ReactNode }) => {
  // The toast of an operation that reloaded the page (src/lib/reloadPage.ts), with the page back.
  useNoticeAfterReload();
  // A reload keeps the stored session: its permissions are read again from the server.
  useSessionRefreshOnStart();
  // A change of screen gives the new screen's heading the focus (./routeFocus.ts).
  const main = useRef<HTMLElement>(null);
  useFocusOnScreenChange(main);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default', width: '100%', minWidth: 0 }}>
      <SkipNavigationButton />
      <Header alwaysOn />
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0, mt: { xs: 7, sm: 6 } }}>
        <SidebarDrawer>
          <Sidebar />
        </SidebarDrawer>
        <Box
          component="main"
          id="main-content"
          ref={main}
          // Held by a change of screen only until the screen's heading appears (./routeFocus.ts): no ring around the whole screen.
          sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, px: 1, bgcolor: 'background.default', '&:focus': { outline: 'none' } }}
        >
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </PageErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
};
