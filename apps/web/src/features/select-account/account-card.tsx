import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  formatContractNumber,
  formatMoney,
  labelPrefix,
  type PolicyMinVo,
  type Scheme,
} from "@portal/domain";
import { useId } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { LOSS_COLOUR } from "../../components/gain-colour.ts";
import { accountTypeLabel, organisationLabel } from "../../lib/account-labels.ts";
import type en from "../../locales/en/selectAccount.json";
import classes from "./select-account.module.css";

/** One account on /account (part 2 §2.2): type, company or plan, contract number, total invested. */
export function AccountCard({
  account,
  scheme,
  onChoose,
}: {
  account: PolicyMinVo;
  scheme: Scheme;
  onChoose: (account: PolicyMinVo) => void;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("selectAccount");
  const titleId = useId();
  const contract = formatContractNumber({
    contractNmbr: account.contractNmbr,
    contractPrefix: account.product.contractPrefix,
    scheme,
    isOrso: account.product.isOrso,
  });
  const organisation = organisationLabel(account, scheme, language);
  const terminated = account.terminationDate !== null;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      shadow="xs"
      padding="lg"
      radius="md"
      h="100%"
      data-contract={account.contractNmbr}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {accountTypeLabel(account, language)}
          </Title>
          {terminated && (
            <Badge color={LOSS_COLOUR} variant="outline" style={{ flex: "none" }}>
              {t("terminated")}
            </Badge>
          )}
        </Group>
        {organisation && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            <VisuallyHidden>{labelPrefix(t("company"), language)}</VisuallyHidden>
            {organisation}
          </Text>
        )}
        <dl className={classes.figures}>
          <dt>{t("contractNumber")}</dt>
          <dd className={figures.num}>{contract}</dd>
          <dt>{t("totalInvested")}</dt>
          <dd className={figures.num}>{formatMoney(account.totalInvestedAmt, account.currency)}</dd>
        </dl>
        {/* The visible label starts the accessible name, which tells the cards apart. */}
        <Button mt="auto" fullWidth onClick={() => onChoose(account)} aria-label={`${t("view")} ${contract}`}>
          {t("view")}
        </Button>
      </Stack>
    </Card>
  );
}
