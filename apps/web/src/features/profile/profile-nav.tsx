import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/profile.json";
import classes from "./profile.module.css";

export interface NavSection {
  id: string;
  label: string;
}

/** Part 1 §2: General is highlighted while the page is scrolled less than this. */
export const TOP_THRESHOLD_PX = 100;
/** Part 1 §2: a section is scrolled to 200 px below its top (offset -200), in 500 ms. */
export const SCROLL_OFFSET_PX = -200;
export const SCROLL_DURATION_MS = 500;

function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * The section the reader is at: the first while scrolled less than 100 px, the last at the very
 * bottom of the page, otherwise the last section whose top has passed the scroll offset's line.
 */
export function currentSection(ids: readonly string[]): string | undefined {
  const first = ids[0];
  if (window.scrollY < TOP_THRESHOLD_PX) return first;
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
 * The sticky sub-navigation of /profile (part 1 §2): one link per card; a click scrolls smoothly
 * to the card (offset -200, 500 ms; at once when the member prefers reduced motion) and gives it
 * the focus, so keyboard and screen-reader users land where sighted users look. The link of the
 * section in view carries aria-current, from a scroll listener.
 */
export function ProfileNav({ sections }: { sections: readonly NavSection[] }) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const ids = sections.map((section) => section.id);
  const idsKey = ids.join(" ");
  const [active, setActive] = useState(ids[0]);
  const animation = useRef<number | null>(null);
  // A click highlights its link until its scroll has settled (the last scroll event included).
  const holdUntil = useRef(0);

  useEffect(() => {
    const list = idsKey.split(" ");
    let frame: number | null = null;
    const onScroll = () => {
      // While a click's scroll runs, the clicked link stays highlighted.
      if (frame !== null || performance.now() < holdUntil.current) return;
      frame = window.requestAnimationFrame(() => {
        frame = null;
        setActive(currentSection(list));
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, [idsKey]);

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
    <nav aria-label={t("sections.navLabel")} className={classes.subNav}>
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
