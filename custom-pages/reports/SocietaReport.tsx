// /reports: the club report (lazy page of the route table).
import { ReportPage } from './ReportPage';

export default function SocietaReport() {
  return <ReportPage type="societa" />;
}
