import { Button, Code, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { formatMoney, formatNumber, gainLoss } from "@portal/domain";
import { useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/portfolio.json";

export interface GainLossFigures {
  accountBalance: string;
  totalNetContribution: string;
  totalContribution: string;
  currency: string;
}

/**
 * Part 2 §2.4 gain/loss explanation: the two formulas, each filled in with the member's own
 * figures (the domain's gainLoss does the arithmetic, in decimals).
 */
export function GainLossExplanation({ figures }: { figures: GainLossFigures }) {
  const { t } = useFeatureTranslation<typeof en>("portfolio");
  const [opened, setOpened] = useState(false);
  const { amount, percentage } = gainLoss({
    accountBalance: figures.accountBalance,
    netContribution: figures.totalNetContribution,
    totalContribution: figures.totalContribution,
  });
  const money = (value: string) => formatMoney(value, figures.currency);
  const balance = money(figures.accountBalance);
  const net = money(figures.totalNetContribution);
  return (
    <>
      <Button variant="subtle" size="compact-sm" px={0} onClick={() => setOpened(true)}>
        {t("gainLoss.howCalculated")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("gainLoss.modalTitle")}
        size="lg"
        closeButtonProps={{ "aria-label": t("close") }}
      >
        <Stack gap="lg">
          <Stack gap={6} data-testid="gain-loss-formula">
            <Title order={3} size="h5">
              {t("gainLoss.amountTitle")}
            </Title>
            <Text size="sm">{t("gainLoss.amountFormula")}</Text>
            <Code block fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {t("gainLoss.amountWorked", { balance, net, amount: money(amount) })}
            </Code>
          </Stack>
          <Stack gap={6} data-testid="gain-loss-rate-formula">
            <Title order={3} size="h5">
              {t("gainLoss.rateTitle")}
            </Title>
            <Text size="sm">{t("gainLoss.rateFormula")}</Text>
            <Code block fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {t("gainLoss.rateWorked", {
                balance,
                net,
                total: money(figures.totalContribution),
                rate: formatNumber(percentage),
              })}
            </Code>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t("gainLoss.netDefinition")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("gainLoss.totalDefinition")}
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button onClick={() => setOpened(false)}>{t("ok")}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
