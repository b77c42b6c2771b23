// The menu of a table row (generated grids, accounting grids, a club's member tables): the ⋮ button
// named after its row, and the menu it opens. Picking an action closes the menu, then runs it. The
// scrolling boxes of the tables (TableScroller, the generated DataGrid) keep the column of these
// buttons pinned at their right edge (PIN_ROW_MENUS), so a phone reaches a row's actions without
// scrolling the table sideways.
//   const [menu, setMenu] = useState<OpenRowMenu | null>(null);
//   <RowMenuButton label="Azioni per Rossi Mario" onOpen={(anchor) => setMenu({ anchor, items })} />
//   <RowMenu menu={menu} onClose={() => setMenu(null)} />
import { useId, useLayoutEffect, type MouseEvent } from 'react';
import type { Theme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export interface RowMenuItem {
  key: string;
  /** Already translated. */
  label: string;
  onClick: () => void;
}

export interface OpenRowMenu {
  anchor: HTMLElement;
  items: RowMenuItem[];
}

/** The class of the ⋮ button: a table holding one has its last column pinned (PIN_ROW_MENUS). */
export const ROW_MENU_CLASS = 'fbo-row-menu';

/**
 * On the scrolling box of a table: when the table has row menus, its last column (their cells and
 * the heading above them) stays at the box's right edge while the other columns scroll sideways
 * under it. A message spanning the whole row (colspan) is left alone. Where the table fits, nothing
 * moves; a thin line parts the pinned column from the ones scrolling under it.
 */
const withMenus = `& table:has(.${ROW_MENU_CLASS})`;
export const PIN_ROW_MENUS = (theme: Theme) => ({
  [`${withMenus} > tbody > tr > td:last-child:not([colspan]), ${withMenus} > thead > tr > th:last-child`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: theme.palette.background.paper,
    boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
  },
  // Above the pinned cells and the sticky header cells it meets at the corner; a sticky header keeps
  // its own background.
  [`${withMenus} > thead > tr > th:last-child`]: { zIndex: 3 },
  [`${withMenus} > thead > tr > th.MuiTableCell-stickyHeader:last-child`]: { backgroundColor: theme.palette.background.default },
  // A hovered row keeps its tint across the pinned cell (an opaque background is needed under it).
  [`${withMenus} > tbody > tr.MuiTableRow-hover:hover > td:last-child:not([colspan])`]: {
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
});

/**
 * The ⋮ button of a row; `label` names it after its row. It says it is closed (aria-expanded false);
 * RowMenu, which knows the button it opened from, marks that one open while its menu shows.
 */
export const RowMenuButton = ({ label, onOpen }: { label: string; onOpen: (anchor: HTMLElement) => void }) => (
  <IconButton size="small" className={ROW_MENU_CLASS} aria-label={label} aria-haspopup="menu" aria-expanded={false} onClick={(e: MouseEvent<HTMLElement>) => onOpen(e.currentTarget)}>
    <MoreVertIcon fontSize="small" />
  </IconButton>
);

/**
 * The open row's menu; closed while `menu` is null or offers nothing. While it shows, the ⋮ button it
 * opened from says so (aria-expanded true, aria-controls the menu): set on that button here, since every
 * grid keeps one menu for all its rows and the buttons do not know which row's is open.
 */
export const RowMenu = ({ menu, onClose }: { menu: OpenRowMenu | null; onClose: () => void }) => {
  const id = useId();
  const open = !!menu && menu.items.length > 0;
  const anchor = menu?.anchor;
  useLayoutEffect(() => {
    if (!open || !anchor) return;
    anchor.setAttribute('aria-expanded', 'true');
    anchor.setAttribute('aria-controls', id);
    return () => {
      anchor.setAttribute('aria-expanded', 'false');
      anchor.removeAttribute('aria-controls');
    };
  }, [open, anchor, id]);
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { id } }}>
      {menu?.items.map((item) => (
        <MenuItem
          key={item.key}
          onClick={() => {
            onClose();
            item.onClick();
          }}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
};
