import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { formatLongDate, type Language, type SubmitInstructionResponse } from "@portal/domain";
import type { Ref } from "react";
import { DetailsList } from "../../components/details-list.tsx";
import { hkDateTime } from "../../lib/hk-date-time.ts";
import { useNavigate } from "../../lib/router.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { StepFrame } from "./step-frame.tsx";
import type { FundSwitchT } from "./translation.ts";

/**
 * §2.7 step 6 (transaction / futureTransaction): the instruction has been accepted; its reference
 * number and dates, View Transaction (the switching instructions, opened on it) and Switch Next
 * Fund (the wizard again from the start).
 */
export function AcceptedStep({
  result,
  typeLabel,
  language,
  onRestart,
  headingRef,
  t,
}: {
  result: SubmitInstructionResponse;
  typeLabel: string;
  language: Language;
  onRestart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  const navigate = useNavigate();
  const { t: common } = useTranslation();
  const received = hkDateTime(result.instructionDate, language);
  const future = result.kind === "FUTURE_ALLOCATION";
  return (
    <StepFrame title={t("transaction.title")} headingRef={headingRef}>
      <Alert color="green" variant="light" role="status">
        <Text fw={600}>{future ? t("transaction.futureBody") : t("transaction.body")}</Text>
      </Alert>
      <DetailsList
        rows={[
          {
            key: "refNumber",
            label: t("transaction.refNumber"),
            value: <span data-testid="ref-number">{result.refNumber}</span>,
          },
          {
            key: "instructionDate",
            label: t("transaction.instructionDate"),
            value: received ? t("transaction.dateTime", received) : common("notAvailable"),
          },
          {
            key: "dealingDate",
            label: future ? t("transaction.effectiveDate") : t("transaction.dealingDate"),
            value: formatLongDate(result.expectedDealingDate, language),
          },
          { key: "contributionType", label: t("transaction.contributionType"), value: typeLabel },
        ]}
      />
      <Stack gap="xs">
        <Group gap="sm">
          <Button onClick={() => navigate("/changes", { state: { openRef: result.refNumber } })}>
            {t("transaction.viewTransaction")}
          </Button>
          <Button variant="default" onClick={onRestart}>
            {t("transaction.switchNext")}
          </Button>
        </Group>
      </Stack>
    </StepFrame>
  );
}
