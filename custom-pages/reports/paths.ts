// Routes of the reports (spec 1 route table): registered by src/routes.tsx, used to link.
import type { ReportType } from '../../resources/contracts/reports';

export const REPORT_PATHS: Record<ReportType, string> = { societa: '/reports', anagrafica: '/anagraficareports' };
