import { Anchor, Badge, Card, Divider, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  type AccountFiguresShown,
  formatLongDate,
  formatMoney,
  type GainAndLossResponse,
  labelPrefix,
} from "@portal/domain";
import { Suspense, useId, useState } from "react";
import { AfterFirstPaint } from "../../components/after-first-paint.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { GAIN_COLOUR, LOSS_COLOUR } from "../../components/gain-colour.ts";
import { preloadable } from "../../lib/preloadable.tsx";
import { Link } from "../../lib/router.tsx";
import type en from "../../locales/en/dashboard.json";
import classes from "./dashboard.module.css";
import { InfoButton } from "./info-button.tsx";
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
                    <InfoPopoverButton label={t("balance.netContributionInfo")}>
                      {t("balance.netContributionHelp")}
                    </InfoPopoverButton>
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
        {/* The returns table and the way on, below the figures: after the first paint on a page
            load (the heading and the balance, the largest paint, come in a shorter task). Both
            together, so that nothing drawn before them moves. */}
        <AfterFirstPaint>
          {shown.returns && periods.length > 0 && (
            <PeriodReturns periods={periods} currency={currency} asAtDate={asAtDate} />
          )}
          <Anchor component={Link} to="/portfolio" fw={600} mt="auto">
            {t("balance.viewPortfolio")} <span aria-hidden="true">›</span>
          </Anchor>
        </AfterFirstPaint>
      </Stack>
    </Card>
  );
}

/**
 * The explanation's popover: its code (Mantine's Popover and floating-ui, which positions it)
 * comes when the member reaches for the button (a pointer over it, the focus on it, a click), not
 * with the page's first load (issue 17).
 */
const InfoPopover = preloadable(() => import("./info-popover.tsx").then((module) => module.InfoPopover));

function preloadInfoPopover() {
  // A failed load shows on the click that needs it (the lazy component's own load rejects again).
  InfoPopover.preload().catch(() => undefined);
}

/**
 * An explanation behind an ⓘ button. Until the first click the button is plain (it looks and
 * announces itself as the popover's button, closed); the click mounts the popover open, with the
 * focus on its button (info-popover.tsx).
 */
function InfoPopoverButton({ label, children }: { label: string; children: string }) {
  const [asked, setAsked] = useState(false);
  const button = (
    <InfoButton
      label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preloadInfoPopover}
      onFocus={preloadInfoPopover}
      onClick={() => setAsked(true)}
    />
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <InfoPopover label={label}>{children}</InfoPopover>
    </Suspense>
  );
}
