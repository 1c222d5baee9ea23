import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteRendererModule } from '@estate/domain';

export interface PageRenderer extends SiteRendererModule {
  template: string;
}

/**
 * The site's server renderer and page template, built by the hosting workspace and copied next
 * to this bundle (functions/build.mjs). Loaded on the first page request, once per instance.
 */
export function builtPageRenderer(directory = join(__dirname, 'site')): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined;
  return () =>
    (loading ??= Promise.all([
      import(pathToFileURL(join(directory, 'entry.mjs')).href) as Promise<{ default: SiteRendererModule }>,
      readFile(join(directory, 'template.html'), 'utf8'),
    ])
      .then(([module, template]) => ({ ...module.default, template }))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
}
