// The focus going back to what opened a dialog or the phone's drawer, without passing through a hidden page.
//
// MUI hides everything behind an open modal (aria-hidden on #root, or on the dialog under a SI/NO
// question) and un-hides it only once the closing animation is over (closeAfterTransition), but it
// gives the focus back to the opener as the closing starts: the focus landed inside an aria-hidden
// element, which Chromium refuses ('Blocked aria-hidden on an element because its descendant retained
// focus': Escape in 'Configura Causale', the 360 px menu drawer closing). As the closing starts, the
// opener's hidden ancestors are shown again, just before MUI moves the focus there; what was behind the
// modal is shown a 200 ms animation earlier, the modal itself is hidden at its end as before.
//
// - `RETURN_FOCUS`: the transition callbacks doing it (the drawer passes them: SidebarDrawer).
// - `FocusReturnFade`: MUI's Fade with them, every dialog's transition (the theme's `slots.transition`),
//   chained with the callbacks a dialog gives its transition itself.
import { forwardRef, useRef } from 'react';
import Fade, { type FadeProps } from '@mui/material/Fade';

/** What had the focus as each drawer opened, by the node its transition animates. */
const openers = new WeakMap<HTMLElement, HTMLElement>();

/** The element with the focus, unless it is the page's body or inside `node`. */
function focused(doc: Document, node?: HTMLElement): HTMLElement | null {
  const active = doc.activeElement;
  return active instanceof HTMLElement && active !== doc.body && !node?.contains(active) ? active : null;
}

/** The closing starts (MUI gives the focus back right after): the opener's hidden ancestors are shown. */
function showAgain(opener: HTMLElement | null | undefined) {
  if (!opener?.isConnected) return;
  for (let el: HTMLElement | null = opener; el; el = el.parentElement) if (el.getAttribute('aria-hidden') === 'true') el.removeAttribute('aria-hidden');
}

export const RETURN_FOCUS = {
  onEnter: (node: HTMLElement) => {
    const opener = focused(node.ownerDocument, node);
    if (opener) openers.set(node, opener);
  },
  onExit: (node: HTMLElement) => {
    showAgain(openers.get(node));
    openers.delete(node);
  },
};

/**
 * Fade, showing the opener again as it exits; the dialog's own callbacks run too. The opener is read as
 * the dialog is asked to open, before anything inside it takes the focus (SI/NO's 'NO' has autoFocus).
 */
export const FocusReturnFade = forwardRef<HTMLElement, FadeProps>(function FocusReturnFade({ onExit, ...props }, ref) {
  const opener = useRef<HTMLElement | null>(null);
  const wasIn = useRef(false);
  if (props.in && !wasIn.current && typeof document !== 'undefined') opener.current = focused(document);
  wasIn.current = !!props.in;
  return (
    <Fade
      ref={ref}
      {...props}
      onExit={(node) => {
        showAgain(opener.current);
        onExit?.(node);
      }}
    />
  );
});
