import { enableApis } from '../fixCommands';
import type { PreflightCheck } from '../preflightCheck';
import { requiredApis } from '../requiredApis';
import { unreadable } from '../unreadable';

/** Service Usage's batchGet takes at most 30 names a call. */
const BATCH = 30;

interface Services {
  services?: { name: string; config?: { name?: string }; state?: string }[];
}

/** Every API the deploy and the running site need is enabled. */
export const apisCheck: PreflightCheck = {
  name: 'Google APIs enabled',
  async run({ products, declared, google, projectId }) {
    const required = requiredApis(products, declared);
    const enabled = new Set<string>();
    for (let start = 0; start < required.length; start += BATCH) {
      const names = required.slice(start, start + BATCH).map(({ api }) => `names=projects/${projectId}/services/${api}`);
      const answer = await google.get<Services>('serviceusage', `v1/projects/${projectId}/services:batchGet?${names.join('&')}`);
      if (!answer.ok) return { lines: [], missing: [unreadable('which APIs are enabled', answer, projectId)] };
      for (const service of answer.body.services ?? []) {
        if (service.state === 'ENABLED') enabled.add(service.config?.name ?? service.name.split('/').pop()!);
      }
    }
    const disabled = required.filter(({ api }) => !enabled.has(api));
    return {
      lines: [`${required.length - disabled.length} of ${required.length} required APIs enabled`],
      missing: disabled.map(({ api, reason }) => ({ item: `${api} is not enabled (${reason})`, fix: enableApis([api], projectId) })),
    };
  },
};
