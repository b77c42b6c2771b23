// The general configuration (GET configurazionigenerali: abilita_carrello, only_admin_can_increment …)
// read once for the screens that depend on it (header cart button, wallet buttons): one query, one key.
import { useQuery } from '@tanstack/react-query';
import { api } from '../providers/http';

export interface GeneralConfig {
  abilita_carrello?: boolean;
  only_admin_can_increment?: boolean;
  [key: string]: unknown;
}

export const GENERAL_CONFIG_QUERY_KEY = ['configurazionigenerali'];

export const useGeneralConfig = (enabled = true) =>
  useQuery({ queryKey: GENERAL_CONFIG_QUERY_KEY, queryFn: () => api<GeneralConfig>('configurazionigenerali'), enabled, staleTime: 60_000, retry: false });
