import { type ReactNode, useEffect, useRef, useState } from "react";

/** How far below the screen a chart starts to load, so it is usually ready by the time it shows. */
const AHEAD = "200px";

/**
 * Renders its children once the place they go has come near the screen (or at once where the
 * browser cannot tell), showing `placeholder` until then, which should take the children's room
 * so nothing moves when they arrive. For the charts (ECharts is a large library that takes a phone
 * a long moment to start): a chart below the fold costs the first load nothing (issue 17). Only
 * for what has a text equivalent rendered regardless (the charts' summaries and legends).
 */
export function WhenVisible({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const box = ref.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
