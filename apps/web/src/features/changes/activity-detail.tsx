import { Button, Group, Modal, Paper, Stack, Table, Text, Title } from "@mantine/core";
import {
  type ActivityDetailsResponse,
  CHANGES_DETAILS_PAGE,
  formatLongDate,
  formatMoney,
  formatNumber,
  type InstructionFundLineVo,
  type Language,
  unitPriceDecimals,
} from "@portal/domain";
import Decimal from "decimal.js";
import { useEffect, useId, useRef, useState } from "react";
import { type DetailRow, DetailsList } from "../../components/details-list.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { useRiskLevelLabel } from "../../components/risk-spectrum.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { ViewOnlyNote } from "../../components/view-only-note.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { recordAccess } from "../../lib/api/record.ts";
import { assetsOfKind, contributionTypeLabel } from "../../lib/contribution-type-label.ts";
import { hkDateTime } from "../../lib/hk-date-time.ts";
import { useSession } from "../../lib/session-store.ts";
import { useCycleDateReload } from "../../lib/use-cycle-date-reload.ts";
import { useIsStaffSession } from "../../lib/use-staff-session.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/changes.json";
import { useActivityDetails } from "./api/activity-details.ts";
import { useCancelTransaction } from "./api/cancel-transaction.ts";
import { showCancelFailure, showCancelled } from "./cancel-toasts.ts";
import classes from "./changes.module.css";
import { type ChangesT, channelLabel, fundTypeLabel } from "./labels.ts";
import { StatusLabel } from "./status-label.tsx";

/** Part 2 §2.1: the details state is logged as "Changes Details" with the sub-path /details. */

/** Part 2 §9: units to 4 decimals; amounts and percentages to 2 (a whole percentage without decimals). */
const UNIT_DECIMALS = 4;

function percent(value: string): string {
  const rate = new Decimal(value);
  return `${rate.isInteger() ? rate.toFixed(0) : formatNumber(rate, 2)}%`;
}

type LineKind = "switchOut" | "switchIn" | "newAllocation";

const PERCENT_HEADING: Record<LineKind, "switchOutPercent" | "switchInPercent" | "allocationPercent"> = {
  switchOut: "switchOutPercent",
  switchIn: "switchInPercent",
  newAllocation: "allocationPercent",
};

/**
 * The funds of an allocation change, old and new (§3.6 "old and new investment direction"): the
 * server writes the allocation replaced as the switch-out lines and the new one as the switch-in
 * lines. Every fund of either, the new allocation's first, with both percentages (null: none).
 */
export function allocationChange(
  previous: readonly InstructionFundLineVo[],
  next: readonly InstructionFundLineVo[],
): { line: InstructionFundLineVo; previous: string | null; next: string | null }[] {
  const rateOf = (lines: readonly InstructionFundLineVo[], id: number) =>
    lines.find((line) => line.invTypeNmbr === id)?.rqstRt ?? null;
  const funds = [...next, ...previous].filter(
    (line, index, all) => all.findIndex((other) => other.invTypeNmbr === line.invTypeNmbr) === index,
  );
  return funds.map((line) => ({
    line,
    previous: rateOf(previous, line.invTypeNmbr),
    next: rateOf(next, line.invTypeNmbr),
  }));
}

/** An allocation change with the allocation it replaced: one table, previous and new % per fund. */
function AllocationChangeTable({
  data,
  t,
  language,
}: {
  data: ActivityDetailsResponse;
  t: ChangesT;
  language: Language;
}) {
  const caption = t("detail.allocationChange");
  const headingId = useId();
  const riskLabel = useRiskLevelLabel();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId} c="navy.9">
        {caption}
      </Title>
      <ScrollTable minWidth={420} label={caption}>
        <Table
          withTableBorder
          className={figures.stickyFirst}
          data-lines="allocation"
          aria-labelledby={headingId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("detail.fund")}</Table.Th>
              <Table.Th scope="col">{t("detail.risk")}</Table.Th>
              <Table.Th scope="col" className={figures.num}>
                {t("detail.previousPercent")}
              </Table.Th>
              <Table.Th scope="col" className={figures.num}>
                {t("detail.newPercent")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {allocationChange(data.switchOutData, data.switchInData).map((row) => (
              <Table.Tr key={row.line.invTypeNmbr}>
                <Table.Th scope="row" fw={500}>
                  {fundDisplayName(row.line, language)}
                </Table.Th>
                <Table.Td>{riskLabel(row.line.invRskNm)}</Table.Td>
                <Table.Td className={figures.num}>{percent(row.previous ?? "0")}</Table.Td>
                <Table.Td className={figures.num} fw={600}>
                  {percent(row.next ?? "0")}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

/**
 * The fund lines of one side of an instruction (§2.8, §3.6): per fund its name in the page's
 * language, risk level and requested %, and once the dealing cycle has settled it the unit
 * price, number of units and amount. Duplicate funds arrive merged by the server.
 */
function FundLines({
  kind,
  lines,
  priceDecimals,
  t,
  language,
}: {
  kind: LineKind;
  lines: readonly InstructionFundLineVo[];
  priceDecimals: number;
  t: ChangesT;
  language: Language;
}) {
  const { t: common } = useTranslation();
  const notAvailable = common("notAvailable");
  const riskLabel = useRiskLevelLabel();
  const settled = lines.some(
    (line) => line.unitPrice !== null || line.unitCnt !== null || line.amount !== null,
  );
  const caption = t(`detail.${kind}`);
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId} c="navy.9">
        {caption}
      </Title>
      {settled && (
        <Text size="xs" c="dimmed" hiddenFrom="md">
          {t("detail.scrollHint")}
        </Text>
      )}
      <ScrollTable minWidth={settled ? 760 : 320} label={caption}>
        <Table withTableBorder className={figures.stickyFirst} data-lines={kind} aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("detail.fund")}</Table.Th>
              <Table.Th scope="col">{t("detail.risk")}</Table.Th>
              <Table.Th scope="col" className={figures.num}>
                {t(`detail.${PERCENT_HEADING[kind]}`)}
              </Table.Th>
              {settled && (
                <>
                  <Table.Th scope="col" className={figures.num}>
                    {t("detail.unitPrice")}
                  </Table.Th>
                  <Table.Th scope="col" className={figures.num}>
                    {t("detail.units")}
                  </Table.Th>
                  <Table.Th scope="col" className={figures.num}>
                    {t("detail.amount")}
                  </Table.Th>
                </>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.invTypeNmbr}>
                <Table.Th scope="row" fw={500}>
                  {fundDisplayName(line, language)}
                </Table.Th>
                <Table.Td>{riskLabel(line.invRskNm)}</Table.Td>
                <Table.Td className={figures.num} fw={600}>
                  {percent(line.rqstRt)}
                </Table.Td>
                {settled && (
                  <>
                    <Table.Td className={figures.num}>
                      {line.unitPrice === null
                        ? notAvailable
                        : formatMoney(line.unitPrice, line.currency, priceDecimals)}
                    </Table.Td>
                    <Table.Td className={figures.num}>
                      {line.unitCnt === null ? notAvailable : formatNumber(line.unitCnt, UNIT_DECIMALS)}
                    </Table.Td>
                    <Table.Td className={figures.num}>
                      {line.amount === null ? notAvailable : formatMoney(line.amount, line.currency)}
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

/**
 * The yes/no confirmation of a cancel (§4.3): No has the focus first (the safe answer); Yes is
 * disabled and shows a spinner while the call runs, and the dialog cannot be dismissed meanwhile.
 */
function CancelDialog({
  opened,
  refNumber,
  busy,
  onNo,
  onYes,
  t,
}: {
  opened: boolean;
  refNumber: string;
  busy: boolean;
  onNo: () => void;
  onYes: () => void;
  t: ChangesT;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onNo();
      }}
      title={t("cancel.title")}
      centered
      withCloseButton={false}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <Text size="sm">{t("cancel.body", { ref: refNumber })}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onNo} disabled={busy} data-autofocus>
          {t("cancel.no")}
        </Button>
        <Button color="red.9" onClick={onYes} loading={busy}>
          {t("cancel.yes")}
        </Button>
      </Group>
    </Modal>
  );
}

function DetailBody({
  data,
  t,
  language,
  onBack,
  onCancelled,
  focusOnOpen,
}: {
  data: ActivityDetailsResponse;
  t: ChangesT;
  language: Language;
  onBack: () => void;
  onCancelled: (webCycleDate: string) => void;
  focusOnOpen: boolean;
}) {
  const { account, scheme } = useSession();
  const { t: common } = useTranslation();
  const cancel = useCancelTransaction();
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const isSwitch = data.kind === "FUND_SWITCH";
  const input = hkDateTime(data.activityInputdate, language);
  // A staff session (Super Logon) cancels nothing (the server's answer says so too).
  const staff = useIsStaffSession();
  const canCancel = data.cancellable && data.processorId !== null && account !== null && !staff;

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  const rows: DetailRow[] = [
    { key: "status", label: t("fields.status"), value: <StatusLabel status={data.statusType} /> },
    { key: "transactionNumber", label: t("fields.transactionNumber"), value: data.refNumber || null },
    {
      key: "instructionDate",
      label: t("fields.instructionDate"),
      value: input ? t("fields.dateTime", { date: input.date, time: input.time }) : common("notAvailable"),
    },
    { key: "channel", label: t("fields.channel"), value: channelLabel(t, data.channel) },
    {
      key: "transactionDate",
      label: t("fields.transactionDate"),
      value: formatLongDate(data.transHistoryEffectiveDate, language),
    },
    {
      key: "contributionType",
      label: t("fields.contributionType"),
      value: contributionTypeLabel(
        common,
        data.contributionType,
        { scheme: scheme ?? "S800", isOrso: account?.isOrso ?? false },
        assetsOfKind(data.kind),
      ),
    },
  ];

  // An allocation change shows the allocation it replaced beside the new one when the server has it.
  const comparesAllocations = !isSwitch && data.switchOutData.length > 0;
  const sides: { kind: LineKind; lines: readonly InstructionFundLineVo[] }[] = isSwitch
    ? [
        { kind: "switchOut", lines: data.switchOutData },
        { kind: "switchIn", lines: data.switchInData },
      ]
    : [{ kind: "newAllocation", lines: data.switchInData }];
  const shownSides = sides.filter((side) => side.lines.length > 0);
  const priceDecimals = unitPriceDecimals(scheme ?? "S800");
  const unsettled =
    isSwitch &&
    (data.statusType === "PENDING" || data.statusType === "BEING_PROCESSED") &&
    [...data.switchOutData, ...data.switchInData].every((line) => line.unitPrice === null);

  const confirm = () => {
    if (!account || data.processorId === null) return;
    cancel.mutate(
      {
        clntRltnshpNmbr: account.clntRltnshpNmbr,
        contractNmbr: account.contractNmbr,
        processorID: data.processorId,
        activityIds: data.activityTableNmbr,
      },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          showCancelled(data.refNumber);
          onCancelled(answer.webCycleDate);
        },
        onError: (error) => {
          setConfirming(false);
          showCancelFailure(error, () => setConfirming(true));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="md"
        p={{ base: "md", sm: "lg" }}
        component="section"
        aria-labelledby={titleId}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId} ref={headingRef} tabIndex={-1} className={classes.heading}>
            {fundTypeLabel(t, data.fundType)}
          </Title>
          <DetailsList rows={rows} />
        </Stack>
      </Paper>
      {comparesAllocations ? (
        <AllocationChangeTable data={data} t={t} language={language} />
      ) : shownSides.length === 0 ? (
        <Text>{t("detail.noLines")}</Text>
      ) : (
        shownSides.map((side) => (
          <FundLines
            key={side.kind}
            kind={side.kind}
            lines={side.lines}
            priceDecimals={priceDecimals}
            t={t}
            language={language}
          />
        ))
      )}
      {unsettled && (
        <Text size="sm" c="dimmed">
          {t("detail.settlementPending")}
        </Text>
      )}
      {/* On a pending instruction, which a member may cancel, the staff user reads why there is no
          Cancel (as on the fund switch); the server answers not cancellable to a staff session. */}
      {staff && data.statusType === "PENDING" && <ViewOnlyNote />}
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Button variant="default" onClick={onBack} w={{ base: "100%", xs: "auto" }}>
          <span aria-hidden="true">‹&nbsp;</span>
          {t("detail.back")}
        </Button>
        {canCancel && (
          <Button
            color="red.8"
            variant="outline"
            onClick={() => setConfirming(true)}
            w={{ base: "100%", xs: "auto" }}
          >
            {t("cancel.button")}
          </Button>
        )}
      </Group>
      <CancelDialog
        opened={confirming}
        refNumber={data.refNumber}
        busy={cancel.isPending}
        onNo={() => setConfirming(false)}
        onYes={confirm}
        t={t}
      />
    </Stack>
  );
}

/**
 * The details state of /changes ('changesDetails', §2.8): the instruction's status, transaction
 * number, instruction date and time, channel, transaction date, contribution type and fund lines;
 * Back to the list; Cancel, when the server says the instruction can still be cancelled.
 */
export function ActivityDetail({
  refNumber,
  onBack,
  onCancelled,
  focusOnOpen,
}: {
  refNumber: string;
  onBack: () => void;
  /** The instruction has been cancelled; the cancel answer's web cycle date (§4.3, §4.1). */
  onCancelled: (webCycleDate: string) => void;
  /** Moves the focus to the heading (opened from a card); not when the page itself opened here. */
  focusOnOpen: boolean;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("changes");
  const { account } = useSession();
  const details = useActivityDetails(refNumber);
  const logged = useRef<string | null>(null);
  // §4.1: a later cycle date in the answer reloads the account data.
  useCycleDateReload(details.data?.webCycleDate);

  useEffect(() => {
    if (logged.current === refNumber) return;
    logged.current = refNumber;
    recordAccess({
      pageName: CHANGES_DETAILS_PAGE.pageName,
      pageLink: `/changes${CHANGES_DETAILS_PAGE.subPath}`,
      policyId: account?.clntRltnshpNmbr ?? null,
      contractId: account?.contractNmbr ?? null,
    });
  }, [refNumber, account]);

  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    const notFound = errorCode(details.error) === "not-found";
    return (
      <Stack gap="md" align="flex-start">
        <LoadError
          title={t("detail.title")}
          message={notFound ? t("detail.notFound") : t("detail.loadFailed")}
          onRetry={notFound ? undefined : () => void details.refetch()}
          w="100%"
        />
        <Button variant="default" onClick={onBack}>
          <span aria-hidden="true">‹&nbsp;</span>
          {t("detail.back")}
        </Button>
      </Stack>
    );
  }
  return (
    <DetailBody
      data={details.data}
      t={t}
      language={language}
      onBack={onBack}
      onCancelled={onCancelled}
      focusOnOpen={focusOnOpen}
    />
  );
}
