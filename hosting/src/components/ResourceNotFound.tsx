import { Suspense } from 'react';
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';
import { useHttpStatus } from './pageMeta/useHttpStatus';
import { PageSpinner } from './PageSpinner';
import type { ResourceNotFoundProps } from './ResourceNotFoundResult';

// antd's Result brings its illustrations (about 10 KB gzipped): the detail pages fetch it only
// when their item turns out to be missing.
const ResourceNotFoundResult = lazyWithAntdTheme(() => import('./ResourceNotFoundResult').then((module) => module.default));

/** A detail page whose item does not exist (the API answered 404): the page's h1, why, and a way on. */
export function ResourceNotFound(props: ResourceNotFoundProps) {
  useHttpStatus(404);
  return (
    <Suspense fallback={<PageSpinner />}>
      <ResourceNotFoundResult {...props} />
    </Suspense>
  );
}
