import { Stack, Table, Text, Title } from "@mantine/core";
import figures from "../../components/figures.module.css";
import { ScrollTable } from "../../components/scroll-table.tsx";
import type { FundSwitchT } from "./translation.ts";

export interface SummaryRow {
  key: number;
  fund: string;
  /** Figures in the row's other columns, already formatted. */
  figures: readonly string[];
}

/** One side of the instruction (switch out, switch in, allocation) as a small table of figures. */
export function SummaryTable({
  title,
  columns,
  rows,
  t,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly SummaryRow[];
  t: FundSwitchT;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ScrollTable minWidth={420} label={title}>
        <Table withTableBorder striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("confirmation.columns.fund")}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" className={figures.num}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-fund={row.key}>
                <Table.Th scope="row" fw={500}>
                  {row.fund}
                </Table.Th>
                {row.figures.map((figure, index) => (
                  <Table.Td key={columns[index] ?? index} className={figures.num}>
                    {figure}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

/** Label and value pairs (contribution type, dealing date, ...) as a definition list. */
export function Facts({ items }: { items: readonly { label: string; value: string; testId?: string }[] }) {
  return (
    <dl className={figures.details}>
      {items.map((item) => (
        <div key={item.label} style={{ display: "contents" }}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** §4.4 / §9: the cut-off text, from the server's cut-off hour (0: always the next dealing day). */
export function CutOffNote({ cutOffHours, t }: { cutOffHours: number; t: FundSwitchT }) {
  return (
    <Text size="sm" c="dimmed">
      {cutOffHours === 0
        ? t("confirmation.cutOffNone")
        : t("confirmation.cutOff", { hour: String(cutOffHours).padStart(2, "0") })}
    </Text>
  );
}
