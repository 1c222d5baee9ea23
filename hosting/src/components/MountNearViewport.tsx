import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

interface Props {
  /** Typically a lazy component: its code is requested only once the box nears the viewport. */
  children: ReactNode;
  /** Shown until then, and while the code loads; as tall as the content, so nothing moves. */
  placeholder: ReactNode;
  className?: string;
}

/** Below-the-fold content that waits for the visitor to scroll towards it, so it never competes with the first paint. */
export function MountNearViewport({ children, placeholder, className }: Props) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
