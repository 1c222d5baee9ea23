import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on: below-the-fold
 * content can wait to mount until the visitor scrolls towards it. False on the server and in the
 * first render (so hydration matches the server's HTML); true right after it where there is no
 * IntersectionObserver.
 */
export function useNearViewport<Target extends Element>(margin = '600px') {
  const ref = useRef<Target>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const mount = setTimeout(() => setNear(true));
      return () => clearTimeout(mount);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
