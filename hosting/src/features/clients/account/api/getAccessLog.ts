import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_ACCESS_LOG_PATH, type AccessLogLine } from '@estate/domain';
import { getJson } from '@/api/client';

/** GET /api/account/access-log: which staff member viewed or changed the client's data, and when, newest first. */
export const getAccessLog = () => getJson<AccessLogLine[]>(ACCOUNT_ACCESS_LOG_PATH);

export const getAccessLogQueryOptions = () => queryOptions({ queryKey: [ACCOUNT_ACCESS_LOG_PATH], queryFn: getAccessLog });

export const useAccessLog = () => useQuery(getAccessLogQueryOptions());
