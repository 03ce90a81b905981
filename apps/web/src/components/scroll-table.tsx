import { Table } from "@mantine/core";
import {
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import classes from "./figures.module.css";

/** Which sides of a scroll box have more content beyond its edge. */
interface Overflow {
  start: boolean;
  end: boolean;
}

const NONE: Overflow = { start: false, end: false };

function overflowOf(box: HTMLElement): Overflow {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return NONE;
  return { start: box.scrollLeft > 1, end: box.scrollLeft < hidden - 1 };
}

/**
 * Follows whether a scroll box is wider inside than outside, and on which side the hidden part
 * lies: on mount, when the box or its content changes size, when the window resizes and when the
 * box is scrolled.
 */
function useSidewaysOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = overflowOf(box);
    setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  // Measured just before the next frame is drawn, where the browser lays the page out anyway, not
  // at once: reading the width now would make it lay out in the middle of the render, one longer
  // task (issue 17). The hint still comes in before that frame is painted.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [measure]);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [measure]);

  return { ref, overflow, measure };
}

type Labelled = ReactElement<{ "aria-labelledby"?: string; "aria-label"?: string }>;

/**
 * A table that may be wider than a phone. Everywhere the same: the caption sits above the scroll
 * box (it never scrolls away or gets clipped), and while the table is wider than its box a hint
 * line says so and a shadow marks the edge with more columns beyond it. The scroll box is a named
 * region, focusable while it scrolls so the keyboard can scroll it too, and it contains everything
 * inside it (even screen-reader-only text), so the page itself never becomes wider than the screen.
 *
 * Give the caption here rather than as a `Table.Caption`: it then names the table (and the
 * region) by `aria-labelledby`. A `Table.Caption` inside still works and is kept in view by CSS.
 */
export function ScrollTable({
  minWidth,
  label,
  caption,
  hint,
  children,
}: {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The region's name; defaults to the caption. */
  label?: string;
  /** The table's caption, shown above the scroll box. */
  caption?: ReactNode;
  /** "Scroll sideways to see all columns", shown only while the table does not fit. */
  hint?: ReactNode;
  children: ReactNode;
}) {
  const captionId = useId();
  const hintId = useId();
  const { ref, overflow, measure } = useSidewaysOverflow();
  const scrolls = overflow.start || overflow.end;
  const showHint = hint !== undefined && hint !== null && scrolls;
  const table =
    caption !== undefined && isValidElement(children) && children.type !== Fragment
      ? cloneElement(children as Labelled, {
          "aria-labelledby": (children as Labelled).props["aria-labelledby"] ?? captionId,
        })
      : children;

  return (
    <div className={classes.scrollTable}>
      {caption !== undefined && (
        <div id={captionId} className={classes.scrollCaption}>
          {caption}
        </div>
      )}
      {showHint && (
        <p id={hintId} className={classes.scrollHint}>
          <span aria-hidden="true">⇆ </span>
          {hint}
        </p>
      )}
      <div
        className={classes.scrollFrame}
        data-more-start={overflow.start || undefined}
        data-more-end={overflow.end || undefined}
      >
        <Table.ScrollContainer
          ref={ref}
          type="native"
          minWidth={minWidth}
          tabIndex={scrolls ? 0 : undefined}
          role="region"
          aria-label={label}
          aria-labelledby={label === undefined && caption !== undefined ? captionId : undefined}
          aria-describedby={showHint ? hintId : undefined}
          className={classes.scrollRegion}
          onScroll={measure}
        >
          {table}
        </Table.ScrollContainer>
      </div>
    </div>
  );
}
