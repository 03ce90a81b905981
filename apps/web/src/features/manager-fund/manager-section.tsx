import { Anchor, Card, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { formatNumber, type Language, type Scheme } from "@portal/domain";
import { useId } from "react";
import type { FeatureT } from "../../components/feature-translation.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { Link } from "../../lib/router.tsx";
import type en from "../../locales/en/managerFund.json";
import { factSheetPdfUrl } from "./api/fund-document.ts";
import classes from "./manager-fund.module.css";
import type { ManagerGroup } from "./manager-groups.ts";

type T = FeatureT<typeof en>;

/** The fund fact sheet of one fund, as the fund list links to it (part 2 §2.6). */
export function factSheetPath(invTypeNmbr: number): string {
  return `/fundFactSheet?invTypeNmbr=${invTypeNmbr}`;
}

interface FundItemProps {
  fund: ManagerGroup["funds"][number];
  scheme: Scheme;
  productTypeNmbr: number;
  language: Language;
  t: T;
}

/** One fund of a manager: its name, risk level, management fee and the ways to its fact sheet. */
function FundItem({ fund: { fund, name }, scheme, productTypeNmbr, language, t }: FundItemProps) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-fund={fund.invTypeNmbr}
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5" id={titleId} className={classes.wrap}>
          {name}
        </Title>
        <dl className={classes.facts}>
          <div>
            <dt>{t("risk")}</dt>
            <dd>
              <RiskIndicator scheme={scheme} fund={fund} />
            </dd>
          </div>
          <div>
            <dt>{t("managementFee")}</dt>
            <dd className={classes.fee} data-testid="management-fee">
              {t("feeValue", { rate: formatNumber(fund.managementFeePct) })}
            </dd>
          </div>
        </dl>
        <Stack gap={4} mt="auto">
          <Anchor component={Link} to={factSheetPath(fund.invTypeNmbr)} fw={600} size="sm">
            {t("viewFactSheet")}
            <VisuallyHidden>: {name}</VisuallyHidden>
          </Anchor>
          <Anchor href={factSheetPdfUrl(productTypeNmbr, fund.invTypeNmbr, language)} download size="sm">
            {t("downloadFactSheet")}
            <VisuallyHidden>: {name}</VisuallyHidden>
          </Anchor>
        </Stack>
      </Stack>
    </Card>
  );
}

/** One investment manager: its name as a heading, how many funds it manages, and those funds. */
export function ManagerSection({
  group,
  scheme,
  productTypeNmbr,
  language,
  t,
}: {
  group: ManagerGroup;
  scheme: Scheme;
  productTypeNmbr: number;
  language: Language;
  t: T;
}) {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} data-manager={group.key}>
      <Stack gap={2}>
        <Title order={2} size="h4" id={titleId} className={classes.wrap}>
          {group.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t("fundCount", { count: group.funds.length })}
        </Text>
      </Stack>
      <ul className={classes.fundList} aria-label={t("fundsOf", { manager: group.name })}>
        {group.funds.map((item) => (
          <li key={item.fund.invTypeNmbr}>
            <FundItem
              fund={item}
              scheme={scheme}
              productTypeNmbr={productTypeNmbr}
              language={language}
              t={t}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
