import { Box, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useRef } from "react";
import classes from "./fatca.module.css";

/** How close to the bottom (px) counts as the end: sub-pixel scrolling rarely lands exactly on it. */
const END_TOLERANCE_PX = 2;

/**
 * Whether a scroll box has shown its last line: scrolled to the bottom, or short enough not to
 * overflow at all. A box not laid out yet (height 0) has not been read.
 */
export function consentRead({
  scrollTop,
  scrollHeight,
  clientHeight,
}: Pick<HTMLElement, "scrollTop" | "scrollHeight" | "clientHeight">): boolean {
  if (scrollHeight === 0) return false;
  return scrollHeight <= clientHeight || scrollTop + clientHeight >= scrollHeight - END_TOLERANCE_PX;
}

export interface ConsentSection {
  title: string;
  body: string;
}

/**
 * The declaration's consent text in a scroll box, focusable (so the keyboard scrolls it) and
 * named. Tells once it has been read: on scrolling to its end, or at once (and whenever its size
 * changes: a wide window, the other language) when the whole text fits.
 */
export function ConsentText({
  sections,
  label,
  onRead,
}: {
  sections: readonly ConsentSection[];
  label: string;
  onRead: () => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const check = useCallback(() => {
    const box = boxRef.current;
    if (box && consentRead(box)) onRead();
  }, [onRead]);

  useEffect(() => {
    check();
    const observer = new ResizeObserver(check);
    for (const element of [boxRef.current, contentRef.current]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [check]);

  return (
    <Box
      ref={boxRef}
      onScroll={check}
      className={classes.consentBox}
      role="region"
      aria-label={label}
      // Focusable so the keyboard can scroll it.
      tabIndex={0}
    >
      <div ref={contentRef}>
        {sections.map((section) => (
          <section key={section.title}>
            <Title order={3} size="h6" mt="xs">
              {section.title}
            </Title>
            <Text size="sm" mt={4}>
              {section.body}
            </Text>
          </section>
        ))}
      </div>
    </Box>
  );
}
