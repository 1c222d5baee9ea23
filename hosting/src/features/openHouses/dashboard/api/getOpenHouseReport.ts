import { useQuery } from '@tanstack/react-query';
import type { OpenHouseReport } from '@estate/domain';
import { getJson } from '@/api/client';
import { openHouseReportUrl } from './urls';

/** GET /api/admin/open-houses/{id}/report. */
export const getOpenHouseReport = (id: string) => getJson<OpenHouseReport>(openHouseReportUrl(id));

export const useOpenHouseReport = (id: string) => useQuery({ queryKey: [openHouseReportUrl(id)], queryFn: () => getOpenHouseReport(id) });
