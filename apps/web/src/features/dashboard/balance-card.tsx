import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Divider,
  Group,
  Popover,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  type AccountFiguresShown,
  formatLongDate,
  formatMoney,
  type GainAndLossResponse,
  labelPrefix,
} from "@portal/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { GAIN_COLOUR, LOSS_COLOUR } from "../../components/gain-colour.ts";
import type en from "../../locales/en/dashboard.json";
import classes from "./dashboard.module.css";
import { PeriodReturns } from "./period-returns.tsx";
import { isNegative, signedPercent } from "./signed-percent.ts";

type GainAndLoss = GainAndLossResponse[number];

const NARROW_QUERY = "(max-width: 23.99em)";

/**
 * Part 2 §2.3 account balance: balance with its currency, the as-at (cycle) date, net contribution
 * with an explanation, gain/loss amount and rate, the 3-month, 6-month, 1-year and since-inception
 * returns, and the way to the portfolio. `shown` (accountFiguresShown) leaves out the figures a
 * terminated account with nothing left has no use for (§2.2), and flags a terminated account.
 */
export function BalanceCard({
  figures: data,
  currency,
  asAtDate,
  shown,
}: {
  figures: GainAndLoss | undefined;
  currency: string;
  asAtDate: string;
  shown: AccountFiguresShown;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const titleId = useId();
  const gain = data?.gainNLossVo;
  const negative = gain ? isNegative(gain.gainLossAmt) : false;
  const periods = data?.periodReturns ?? [];
  // On the narrowest phones (320 px) the card's usual padding leaves the figures and the returns
  // table too little room: they were cut at the card's edge.
  const narrow = useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false });

  return (
    <Card
      withBorder
      shadow="xs"
      padding={narrow ? "sm" : "lg"}
      radius="md"
      h="100%"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t("balance.title")}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {shown.terminated && (
              <Badge variant="outline" color="dark" size="lg" data-testid="terminated">
                {t("balance.terminated")}
              </Badge>
            )}
            <Badge variant="light" color="navy" size="lg" data-testid="currency">
              <VisuallyHidden>{labelPrefix(t("balance.currency"), language)}</VisuallyHidden>
              {currency}
            </Badge>
          </Group>
        </Group>
        <div>
          <Text
            fz={{ base: 24, xs: 28, sm: 34 }}
            fw={700}
            lh={1.2}
            // A balance of millions still fits a 320 px phone's card; it wraps rather than overflow.
            style={{ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}
            data-testid="balance"
          >
            {gain ? formatMoney(gain.accountBalance, currency) : "N/A"}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t("balance.asAt", { date: formatLongDate(asAtDate, language) })}
          </Text>
        </div>
        <Divider />
        {shown.netContribution || shown.gainLoss ? (
          <dl className={classes.figures}>
            {shown.netContribution && (
              <>
                <dt>
                  <Group gap={4} wrap="nowrap">
                    <span>{t("balance.netContribution")}</span>
                    <InfoPopover label={t("balance.netContributionInfo")}>
                      {t("balance.netContributionHelp")}
                    </InfoPopover>
                  </Group>
                </dt>
                <dd className={figures.num} data-testid="net-contribution">
                  {gain ? formatMoney(gain.totalNetContribution, currency) : "N/A"}
                </dd>
              </>
            )}
            {shown.gainLoss && (
              <>
                <dt>{t("balance.gainLoss")}</dt>
                <dd className={figures.num} data-testid="gain-loss">
                  <Text span fw={600} c={negative ? LOSS_COLOUR : GAIN_COLOUR} inherit>
                    {gain ? formatMoney(gain.gainLossAmt, currency) : "N/A"}
                  </Text>
                </dd>
                <dt>{t("balance.gainLossRate")}</dt>
                <dd className={figures.num}>
                  {gain ? (
                    <Badge
                      variant="light"
                      color={negative ? LOSS_COLOUR : GAIN_COLOUR}
                      size="lg"
                      data-testid="gain-loss-rate"
                      style={{ fontVariantNumeric: "tabular-nums" }}
                    >
                      {signedPercent(gain.percentage)}
                    </Badge>
                  ) : (
                    "N/A"
                  )}
                </dd>
              </>
            )}
          </dl>
        ) : (
          <Text size="sm" data-testid="figures-withheld">
            {t("balance.figuresWithheld")}
          </Text>
        )}
        {shown.returns && periods.length > 0 && (
          <PeriodReturns periods={periods} currency={currency} asAtDate={asAtDate} />
        )}
        <Anchor component={Link} to="/portfolio" fw={600} mt="auto">
          {t("balance.viewPortfolio")} <span aria-hidden="true">›</span>
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * An explanation behind an ⓘ button: a click opens and closes it, as does a click elsewhere;
 * Escape closes it too, the focus staying on the button (the explanation has nothing to focus).
 */
function InfoPopover({ label, children }: { label: string; children: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={280}
      position="bottom-start"
      withArrow
      shadow="md"
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          radius="xl"
          aria-label={label}
          onClick={() => setOpened((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpened(false);
          }}
        >
          <InfoIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{children}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

function InfoIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="7.25" y="7" width="1.5" height="5" rx="0.75" fill="currentColor" />
      <circle cx="8" cy="4.75" r="1" fill="currentColor" />
    </svg>
  );
}
