import { Alert, Anchor, Group, List, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { riskSegments, type Scheme } from "@portal/domain";
import { useEffect, useId, useMemo, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { useRiskLabels } from "../../components/risk-spectrum.tsx";
import { Link, useSearchParams } from "../../lib/router.tsx";
import { useSession } from "../../lib/session-store.ts";
import type en from "../../locales/en/funds.json";
import { useFundInfoSummary } from "./api/fund-info-summary.ts";
import { CompareBar, useCompareChoice } from "./compare-choice.tsx";
import { FundCard } from "./fund-card.tsx";
import {
  DEFAULT_FUND_SORT,
  defaultOrder,
  FUND_SORT_KEYS,
  type FundSort,
  type FundSortKey,
  filterByRisk,
  isFundSortKey,
  type SortOrder,
  sortFunds,
} from "./fund-list.ts";
import classes from "./funds.module.css";
import { RiskLegend } from "./risk-legend.tsx";

type T = FeatureT<typeof en>;

const ALL = "all";

/** The two directions of a sort choice, named for what they mean (A to Z, high to low ...). */
function orderOptions(key: FundSortKey, t: T): { value: SortOrder; label: string }[] {
  if (key === "name") {
    return [
      { value: "asc", label: t("list.orders.aToZ") },
      { value: "desc", label: t("list.orders.zToA") },
    ];
  }
  const high = { value: "desc" as const, label: t("list.orders.highToLow") };
  const low = { value: "asc" as const, label: t("list.orders.lowToHigh") };
  return defaultOrder(key) === "desc" ? [high, low] : [low, high];
}

/** Part 2 §2.6 notes: the employer scheme (SMP) has its own risk labelling and notes. */
const GENERAL_NOTES = ["n1", "n2", "n3", "n4"] as const;
const SMP_NOTES = ["n1", "n2", "n3", "n4", "n5"] as const;

function FundNotes({ scheme, t }: { scheme: Scheme; t: T }) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t("notes.title")}
      </Title>
      <List size="sm" spacing={4} type="ordered">
        {scheme === "SMP"
          ? SMP_NOTES.map((key) => <List.Item key={key}>{t(`notes.smp.${key}`)}</List.Item>)
          : GENERAL_NOTES.map((key) => <List.Item key={key}>{t(`notes.general.${key}`)}</List.Item>)}
      </List>
      <Anchor component={Link} to="/managerFund" size="sm">
        {t("notes.managersLink")}
      </Anchor>
    </Stack>
  );
}

function FundList() {
  const { t, language } = useFeatureTranslation<typeof en>("funds");
  const { scheme: sessionScheme } = useSession();
  const scheme: Scheme = sessionScheme ?? "S800";
  const summary = useFundInfoSummary();
  const [risk, setRisk] = useState<string>(ALL);
  const [sort, setSort] = useState<FundSort>(DEFAULT_FUND_SORT);
  const [params] = useSearchParams();
  // The dashboard's legend opens the list at one fund (/fundInfo?fund=N).
  const chosen = Number(params.get("fund") ?? "");
  const riskLabels = useRiskLabels(riskSegments(scheme));
  const funds = summary.data?.funds;
  // Issue 18: the funds ticked to compare, held in the address (?compare=).
  const choice = useCompareChoice();
  const compare = useMemo(
    () => ({ chosen: choice.funds, onToggle: choice.toggle }),
    [choice.funds, choice.toggle],
  );

  const shown = useMemo(() => {
    if (!funds) return [];
    const segment = risk === ALL ? null : Number(risk);
    return sortFunds(filterByRisk(funds, scheme, segment), sort, scheme, language);
  }, [funds, risk, sort, scheme, language]);

  const chosenShown = Number.isInteger(chosen) && shown.some((fund) => fund.invTypeNmbr === chosen);
  useEffect(() => {
    if (!chosenShown) return;
    const card = document.getElementById(`fund-${chosen}`);
    card?.scrollIntoView({ block: "center" });
    card?.focus({ preventScroll: true });
  }, [chosen, chosenShown]);

  if (summary.isPending) return <PageLoader />;

  const count = shown.length;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t("list.intro")}</Text>
      <Stack gap="xs" component="section" aria-label={t("list.controls")}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t("list.riskFilter")}
            value={risk}
            onChange={(event) => setRisk(event.currentTarget.value)}
            data={[
              { value: ALL, label: t("list.riskAll") },
              ...riskLabels.map((label, index) => ({ value: String(index), label })),
            ]}
            w={{ base: "100%", xs: 220 }}
          />
          <NativeSelect
            label={t("list.sortBy")}
            value={sort.key}
            onChange={(event) => {
              const key = event.currentTarget.value;
              if (isFundSortKey(key)) setSort({ key, order: defaultOrder(key) });
            }}
            data={FUND_SORT_KEYS.map((key) => ({ value: key, label: t(`list.sort.${key}`) }))}
            w={{ base: "100%", xs: 220 }}
          />
          <NativeSelect
            label={t("list.order")}
            value={sort.order}
            onChange={(event) => {
              const order = event.currentTarget.value === "desc" ? "desc" : "asc";
              setSort((current) => ({ ...current, order }));
            }}
            data={orderOptions(sort.key, t)}
            w={{ base: "100%", xs: 160 }}
          />
        </Group>
        <Text fw={600} aria-live="polite" aria-atomic="true" data-testid="funds-found">
          {count === 1 ? t("list.foundOne") : t("list.found", { count })}
        </Text>
      </Stack>
      <CompareBar funds={choice.funds} tooMany={choice.tooMany} onClear={choice.clear} t={t} />
      {summary.isError && count === 0 ? (
        // Part 2 §8: a failed list shows as the empty one, with a retry.
        <LoadError title={t("list.empty")} message={null} onRetry={() => void summary.refetch()} />
      ) : count === 0 ? (
        <Alert variant="light" color="gray" title={t("list.empty")} />
      ) : (
        <ul className={classes.cardList} aria-label={t("list.listLabel")}>
          {shown.map((fund) => (
            <li key={fund.invTypeNmbr}>
              <FundCard
                fund={fund}
                scheme={scheme}
                decimals={summary.data?.unitPriceDecimals ?? 4}
                language={language}
                highlighted={fund.invTypeNmbr === chosen}
                compare={compare}
                t={t}
              />
            </li>
          ))}
        </ul>
      )}
      <FundNotes scheme={scheme} t={t} />
      <RiskLegend scheme={scheme} />
    </Stack>
  );
}

/**
 * /fundInfo: part 2 §2.6 fund prices and performance of the chosen account's product: a risk
 * filter, a sort, the count found, one card per fund, the notes and the risk legend. A failed
 * list shows as empty (§8 "fund list failure: empty list").
 */
export function FundInfoPage() {
  return (
    <AccountPage page="fundInfo">
      <FundList />
    </AccountPage>
  );
}
