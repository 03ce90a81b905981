import { Button, Table, Text } from "@mantine/core";
import { MAX_SWITCH_FUNDS, type PercentLine, spreadEvenly } from "@portal/domain";
import type { ReactNode } from "react";
import figures from "../../components/figures.module.css";
import { ScrollTable } from "../../components/scroll-table.tsx";
import classes from "./fund-switch.module.css";
import { FundCard, FundCardList, FundCell, usePhoneLayout } from "./step-frame.tsx";
import type { FundSwitchT } from "./translation.ts";
import { runningTotal } from "./wizard-model.ts";

/** The running total of an allocation, announced politely as it changes; red when it must be fixed. */
export function RunningTotal({
  lines,
  invalid,
  id,
  t,
}: {
  lines: readonly PercentLine[];
  invalid: boolean;
  id?: string;
  t: FundSwitchT;
}) {
  const total = runningTotal(lines);
  return (
    <div className={classes.total} id={id}>
      <Text size="sm" c="dimmed">
        {t("switchIn.totalHint")}
      </Text>
      <Text fw={700} size="lg" aria-live="polite" c={invalid ? "red.9" : undefined}>
        {t("switchIn.total")}: <span data-testid="allocation-total">{total}%</span>
      </Text>
    </div>
  );
}

/**
 * Spreads 100% evenly over the funds that have an entry, in whole percentages that differ by at
 * most 1, the larger ones first (3 funds: 34, 33, 33; 19 funds: five of 6, fourteen of 5), each at
 * least the 5% minimum. Shown for 2 to 19 funds.
 */
export function SpreadEvenlyButton({
  lines,
  onSpread,
  t,
}: {
  lines: readonly PercentLine[];
  onSpread: (entries: Record<string, string>) => void;
  t: FundSwitchT;
}) {
  if (lines.length < 2 || lines.length > MAX_SWITCH_FUNDS) return null;
  const spread = () => {
    const even = spreadEvenly(lines.length);
    onSpread(Object.fromEntries(lines.map((line, i) => [String(line.invTypeNmbr), String(even[i] ?? 0)])));
  };
  return (
    <Button variant="subtle" size="compact-sm" onClick={spread} title={t("switchIn.spreadEvenlyHint")}>
      {t("switchIn.spreadEvenly")}
    </Button>
  );
}

/** One fund of an allocation table: its figures (already formatted) and its percentage input. */
export interface AllocationRow {
  id: number;
  name: string;
  code: string;
  currency: string;
  notes?: ReactNode;
  invalid: boolean;
  figures: readonly { label: string; value: ReactNode; numeric?: boolean }[];
  input: ReactNode;
}

/**
 * The funds of an allocation step (switch in, future contributions): a table with the input in
 * the last column on a wider screen, one card per fund on a phone.
 */
export function AllocationTable({
  caption,
  fundLabel,
  inputLabel,
  rows,
  empty,
  t,
}: {
  caption: string;
  fundLabel: string;
  inputLabel: string;
  rows: readonly AllocationRow[];
  empty?: string;
  t: FundSwitchT;
}) {
  const phone = usePhoneLayout();
  const columns = rows[0]?.figures ?? [];
  if (phone) {
    return (
      <FundCardList label={caption}>
        {rows.length === 0 && empty && (
          <li>
            <Text size="sm" c="dimmed" role="status">
              {empty}
            </Text>
          </li>
        )}
        {rows.map((row) => (
          <FundCard
            key={row.id}
            fundId={row.id}
            name={row.name}
            code={row.code}
            currency={row.currency}
            notes={row.notes}
            invalid={row.invalid}
            facts={row.figures}
            controlLabel={inputLabel}
            control={row.input}
            t={t}
          />
        ))}
      </FundCardList>
    );
  }
  return (
    <ScrollTable minWidth={600} label={caption}>
      <Table withTableBorder captionSide="top" className={figures.stickyFirst} verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{fundLabel}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.label} scope="col" className={column.numeric ? figures.num : undefined}>
                {column.label}
              </Table.Th>
            ))}
            <Table.Th scope="col" className={figures.num} miw={150}>
              {inputLabel}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && empty && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 2}>
                <Text size="sm" c="dimmed" role="status">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              className={row.invalid ? classes.invalidRow : undefined}
              data-fund={row.id}
            >
              <FundCell name={row.name} code={row.code} currency={row.currency} t={t}>
                {row.notes}
              </FundCell>
              {row.figures.map((figure) => (
                <Table.Td key={figure.label} className={figure.numeric ? figures.num : undefined}>
                  {figure.value}
                </Table.Td>
              ))}
              <Table.Td>{row.input}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
