import { Fragment, type ReactNode } from "react";
import figures from "./figures.module.css";

/** One row of a details list; a null value hides the row (the field does not apply). */
export interface DetailRow {
  key: string;
  label: ReactNode;
  value: ReactNode | null;
}

/** Labels and their values as a description list, in the portal's two-column details style. */
export function DetailsList({ rows }: { rows: readonly (DetailRow | null)[] }) {
  return (
    <dl className={figures.details}>
      {rows.map((row) =>
        row && row.value !== null ? (
          <Fragment key={row.key}>
            <dt>{row.label}</dt>
            <dd data-field={row.key}>{row.value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}
