import { Badge, Group, List, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  FEE_TIER_LOWER_BOUNDS,
  type FeesAndChargesResponse,
  feeTierIndex,
  formatContractNumber,
  formatMoney,
  formatNumber,
} from "@portal/domain";
import Decimal from "decimal.js";
import { useEffect, useId } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { usePolicy } from "../../lib/api/accounts.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import type en from "../../locales/en/fees.json";
import { useFeesAndCharges } from "./api/fees-and-charges.ts";

type T = FeatureT<typeof en>;
type FundFees = FeesAndChargesResponse["feeChargesSmry"][number];

/** The §9 tier headings: "Below HK$30,000", "HK$30,000 to below HK$100,000", ..., "HK$1,000,000 or above". */
export function tierLabels(t: T): string[] {
  const hkd = (bound: string) => formatMoney(bound, "HKD", 0);
  return FEE_TIER_LOWER_BOUNDS.map((lower, index) => {
    const upper = FEE_TIER_LOWER_BOUNDS[index + 1];
    if (index === 0 && upper) return t("tiers.below", { upper: hkd(upper) });
    if (!upper) return t("tiers.orAbove", { lower: hkd(lower) });
    return t("tiers.between", { lower: hkd(lower), upper: hkd(upper) });
  });
}

/** The fund's rate (% a year) in the tier starting at `lower`; the standard rate when the fund has no tiers. */
function rateAt(fund: FundFees, lower: string): string {
  const at = new Decimal(lower);
  const tier = fund.tiers.find(
    (candidate) =>
      at.gte(candidate.minBalance) && (candidate.maxBalance === null || at.lt(candidate.maxBalance)),
  );
  return tier?.ratePct ?? fund.stndInvAstRt;
}

/** Part 2 §9: an index-tracking fund carries an extra 0.05% to 0.1% in its underlying fund. */
function isIndexTracking(fund: FundFees): boolean {
  return /\b(index|tracker)\b/i.test(fund.legalNm);
}

function FeesTable({ data, tier, t }: { data: FeesAndChargesResponse; tier: number; t: T }) {
  const { language } = useFeatureTranslation<typeof en>("fees");
  const labels = tierLabels(t);
  const cellClass = (index: number) => (index === tier ? `${classes.num} ${classes.highlight}` : classes.num);
  return (
    <ScrollTable minWidth={960} caption={t("table.caption")} hint={t("scrollHint")}>
      <Table withTableBorder withColumnBorders className={classes.stickyFirst} data-testid="fees">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("table.fund")}</Table.Th>
            {labels.map((label, index) => (
              <Table.Th
                key={label}
                scope="col"
                className={cellClass(index)}
                data-current-tier={index === tier || undefined}
                style={{ whiteSpace: "normal", verticalAlign: "bottom" }}
              >
                <Stack gap={4} align="flex-end">
                  {index === tier && (
                    <Badge size="xs" variant="filled" aria-hidden>
                      {t("table.yourTier")}
                    </Badge>
                  )}
                  <span>
                    {label}
                    {index === tier && <VisuallyHidden> ({t("table.yourTier")})</VisuallyHidden>}
                  </span>
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.feeChargesSmry.map((fund) => (
            <Table.Tr key={fund.invTypeNmbr}>
              <Table.Th scope="row" fw={500}>
                <Stack gap={2}>
                  <span>{fundDisplayName(fund, language)}</span>
                  {fund.guaranteeChargePct !== null && (
                    <Text span size="xs" c="dimmed">
                      {t("table.guaranteeCharge", { rate: formatNumber(fund.guaranteeChargePct) })}
                    </Text>
                  )}
                  {isIndexTracking(fund) && (
                    <Text span size="xs" c="dimmed">
                      {t("table.indexTracking")}
                    </Text>
                  )}
                </Stack>
              </Table.Th>
              {FEE_TIER_LOWER_BOUNDS.map((lower, index) => (
                <Table.Td key={lower} className={cellClass(index)} fw={index === tier ? 700 : undefined}>
                  {formatNumber(rateAt(fund, lower))}%
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function FeesContent() {
  const { t } = useFeatureTranslation<typeof en>("fees");
  const fees = useFeesAndCharges();
  const policy = usePolicy();
  const summaryId = useId();

  useEffect(() => {
    if (fees.error) showErrorToast(fees.error);
  }, [fees.error]);

  if (fees.isPending) return <PageLoader />;
  if (fees.isError) {
    return (
      <LoadError title={t("loadFailedTitle")} message={t("loadFailed")} onRetry={() => void fees.refetch()} />
    );
  }
  const data = fees.data;
  const tier =
    Number.isInteger(data.tierIndex) && data.tierIndex >= 0 && data.tierIndex < FEE_TIER_LOWER_BOUNDS.length
      ? data.tierIndex
      : feeTierIndex(data.balanceHkd);
  const info = policy.data?.policyInfo;
  const contract = info
    ? formatContractNumber({
        contractNmbr: info.contractNmbr,
        contractPrefix: info.product.contractPrefix,
        scheme: info.scheme,
        isOrso: info.product.isOrso,
      })
    : null;
  const hasGuarantee = data.feeChargesSmry.some((fund) => fund.guaranteeChargePct !== null);
  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="md"
        p={{ base: "md", sm: "lg" }}
        component="section"
        aria-labelledby={summaryId}
      >
        <Title order={2} size="h4" id={summaryId} mb="sm">
          {t("summary.title")}
        </Title>
        <Group gap="xl" wrap="wrap">
          {contract && (
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t("summary.contract")}
              </Text>
              <Text fw={600} data-testid="fees-contract">
                {contract}
              </Text>
            </Stack>
          )}
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t("summary.balance")}
            </Text>
            <Text fw={600} data-testid="fees-balance">
              {formatMoney(data.balanceHkd, "HKD")}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t("summary.tier")}
            </Text>
            <Text fw={600} data-testid="fees-tier">
              {tierLabels(t)[tier]}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          {t("summary.explain")}
        </Text>
      </Paper>
      {data.feeChargesSmry.length === 0 ? (
        <Text>{t("table.empty")}</Text>
      ) : (
        <FeesTable data={data} tier={tier} t={t} />
      )}
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t("notes.title")}
        </Title>
        <List size="sm" spacing={4}>
          {hasGuarantee && <List.Item>{t("notes.guarantee")}</List.Item>}
          <List.Item>{t("notes.indexTracking")}</List.Item>
          <List.Item>{t("notes.changes")}</List.Item>
        </List>
      </Stack>
    </Stack>
  );
}

/** /feesAndCharges: part 2 §2.5 fees and charges of the chosen relationship, by the §9 balance tiers. */
export function FeesPage() {
  return (
    <AccountPage page="feesAndCharges">
      <FeesContent />
    </AccountPage>
  );
}
