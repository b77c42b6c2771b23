// The menu of a table row (generated grids, accounting grids, a club's member tables): the ⋮ button
// named after its row, and the menu it opens. Picking an action closes the menu, then runs it.
//   const [menu, setMenu] = useState<OpenRowMenu | null>(null);
//   <RowMenuButton label="Azioni per Rossi Mario" onOpen={(anchor) => setMenu({ anchor, items })} />
//   <RowMenu menu={menu} onClose={() => setMenu(null)} />
import type { MouseEvent } from 'react';
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

/** The ⋮ button of a row; `label` names it after its row. */
export const RowMenuButton = ({ label, onOpen }: { label: string; onOpen: (anchor: HTMLElement) => void }) => (
  <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={(e: MouseEvent<HTMLElement>) => onOpen(e.currentTarget)}>
    <MoreVertIcon fontSize="small" />
  </IconButton>
);

/** The open row's menu; closed while `menu` is null or offers nothing. */
export const RowMenu = ({ menu, onClose }: { menu: OpenRowMenu | null; onClose: () => void }) => (
  <Menu anchorEl={menu?.anchor} open={!!menu && menu.items.length > 0} onClose={onClose}>
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
