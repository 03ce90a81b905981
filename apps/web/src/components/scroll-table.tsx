import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./figures.module.css";

/**
 * A wide table that scrolls sideways on a phone (375 px) and sits still on a desktop. The scroll
 * box is a named, focusable region so the keyboard can scroll it too.
 */
export function ScrollTable({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={label}
      className={classes.scrollRegion}
    >
      {children}
    </Table.ScrollContainer>
  );
}
