// /anagraficareports: the member report (lazy page of the route table).
import { ReportPage } from './ReportPage';

export default function AnagraficaReport() {
  return <ReportPage type="anagrafica" />;
}
