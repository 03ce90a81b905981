import { type MouseEvent, useEffect, useRef, useState } from "react";
import classes from "./section-nav.module.css";

export interface NavSection {
  id: string;
  label: string;
}

/** Both specs: a link scrolls its section to 200 px below the top (offset -200), in 500 ms. */
export const SCROLL_OFFSET_PX = -200;
export const SCROLL_DURATION_MS = 500;

function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * The section being read: the first while scrolled less than `topThreshold` px, the last at the
 * very bottom, otherwise the last section whose top has passed the scroll offset's line.
 */
export function currentSection(ids: readonly string[], topThreshold: number): string | undefined {
  const first = ids[0];
  if (window.scrollY < topThreshold) return first;
  const doc = document.documentElement;
  if (window.innerHeight + window.scrollY >= doc.scrollHeight - 2) return ids[ids.length - 1];
  let current = first;
  for (const id of ids) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top !== undefined && top <= -SCROLL_OFFSET_PX + 1) current = id;
  }
  return current;
}

/**
 * A sticky sub-navigation of in-page links (the profile's sections, part 1 §2; the fact sheet's
 * tabs, part 2 §2.6). A click scrolls smoothly to the section (offset -200, 500 ms; at once when
 * the member prefers reduced motion) and moves the focus there, so keyboard and screen-reader
 * users land where sighted users look; the link of the section in view carries aria-current, from
 * a scroll listener. The first link is current while the page is scrolled less than
 * `topThreshold` px (100 on the profile, 500 on the fact sheet).
 */
export function SectionNav({
  label,
  sections,
  topThreshold,
}: {
  label: string;
  sections: readonly NavSection[];
  topThreshold: number;
}) {
  const ids = sections.map((section) => section.id);
  const idsKey = ids.join(" ");
  const [active, setActive] = useState(ids[0]);
  const animation = useRef<number | null>(null);
  // A click keeps its tab highlighted until its scroll has settled.
  const holdUntil = useRef(0);

  useEffect(() => {
    const list = idsKey.split(" ");
    setActive((current) => (current && list.includes(current) ? current : list[0]));
    let frame: number | null = null;
    const onScroll = () => {
      if (frame !== null || performance.now() < holdUntil.current) return;
      frame = window.requestAnimationFrame(() => {
        frame = null;
        setActive(currentSection(list, topThreshold));
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, [idsKey, topThreshold]);

  useEffect(
    () => () => {
      if (animation.current !== null) window.cancelAnimationFrame(animation.current);
    },
    [],
  );

  const scrollTo = (target: HTMLElement) => {
    if (animation.current !== null) window.cancelAnimationFrame(animation.current);
    animation.current = null;
    const from = window.scrollY;
    const to = Math.max(0, target.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET_PX);
    if (prefersReducedMotion()) {
      window.scrollTo(0, to);
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / SCROLL_DURATION_MS);
      window.scrollTo(0, from + (to - from) * easeInOut(progress));
      animation.current = progress < 1 ? window.requestAnimationFrame(step) : null;
    };
    animation.current = window.requestAnimationFrame(step);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    setActive(id);
    holdUntil.current = performance.now() + SCROLL_DURATION_MS + 100;
    target.focus({ preventScroll: true });
    scrollTo(target);
  };

  return (
    <nav aria-label={label} className={classes.subNav}>
      <ul className={classes.subNavList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={classes.subNavLink}
              aria-current={active === section.id ? "location" : undefined}
              onClick={(event) => onClick(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
