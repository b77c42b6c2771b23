// The Material icon names of app_menu (`icon`) → icon components (only these are bundled).
import type { SvgIconComponent } from '@mui/icons-material';
import AppsIcon from '@mui/icons-material/Apps';
import PeopleIcon from '@mui/icons-material/People';
import GroupsIcon from '@mui/icons-material/Groups';
import CategoryIcon from '@mui/icons-material/Category';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import EventIcon from '@mui/icons-material/Event';
import AssessmentIcon from '@mui/icons-material/Assessment';
import FlightIcon from '@mui/icons-material/Flight';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';

const ICONS: Record<string, SvgIconComponent> = {
  people: PeopleIcon,
  groups: GroupsIcon,
  category: CategoryIcon,
  settings: SettingsIcon,
  tune: TuneIcon,
  event: EventIcon,
  assessment: AssessmentIcon,
  flight: FlightIcon,
  account_balance: AccountBalanceIcon,
};

export const appIcon = (name: string | undefined): SvgIconComponent => (name && ICONS[name]) || AppsIcon;
export { AppsIcon };
