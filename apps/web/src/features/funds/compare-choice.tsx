import { Alert, Button, Checkbox, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { MAX_COMPARE_FUNDS } from "@portal/domain";
import { useCallback, useId, useState } from "react";
import type { FeatureT } from "../../components/feature-translation.ts";
import { Link } from "../../lib/router.tsx";
import type en from "../../locales/en/funds.json";
import { CHOOSING_PARAM, comparePath, useFundChoice } from "./compare-selection.ts";
import classes from "./funds.module.css";

type T = FeatureT<typeof en>;

/**
 * The choice of funds to compare while browsing (the fund list, a fact sheet): held in the
 * address (?compare=), at most MAX_COMPARE_FUNDS; an 11th tick is refused with a message that
 * stays until the choice changes.
 */
export function useCompareChoice() {
  const { funds, set, toggle } = useFundChoice(CHOOSING_PARAM);
  const [tooMany, setTooMany] = useState(false);
  const toggleFund = useCallback(
    (fund: number) => {
      const result = toggle(fund);
      setTooMany(result === "full");
    },
    [toggle],
  );
  const clear = useCallback(() => {
    set([]);
    setTooMany(false);
  }, [set]);
  return { funds, toggle: toggleFund, clear, tooMany };
}

/** A fund's "Compare" tick box; its name says which fund. */
export function CompareToggle({
  fundName,
  checked,
  onToggle,
  t,
}: {
  fundName: string;
  checked: boolean;
  onToggle: () => void;
  t: T;
}) {
  return (
    <Checkbox
      size="md"
      checked={checked}
      onChange={onToggle}
      label={
        <>
          <span aria-hidden="true">{t("compare.toggle")}</span>
          <VisuallyHidden>{t("compare.toggleFund", { fund: fundName })}</VisuallyHidden>
        </>
      }
      data-testid="compare-toggle"
    />
  );
}

/**
 * How many funds are chosen, the way to compare them, and the way to clear the choice; the
 * message of an 11th tick. Always shown (the hint while nothing is chosen), so a tick never moves
 * the cards.
 */
export function CompareBar({
  funds,
  tooMany,
  onClear,
  t,
  moreLink,
}: {
  funds: readonly number[];
  tooMany: boolean;
  onClear: () => void;
  t: T;
  /** A link to choose more funds (the fact sheet's, back to the list). */
  moreLink?: string;
}) {
  const titleId = useId();
  const count = funds.length;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={titleId}
      className={classes.compareBar}
      data-testid="compare-bar"
    >
      <Stack gap="xs">
        {/* Polite: each tick reads out the new count. */}
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Text fw={600} id={titleId} aria-live="polite" aria-atomic="true" data-testid="compare-count">
            {count === 0 ? (
              t("compare.hint", { max: MAX_COMPARE_FUNDS })
            ) : (
              <>
                {count === 1 ? t("compare.chosenOne") : t("compare.chosen", { count })}{" "}
                <Text span size="sm" c="dimmed" fw={400}>
                  {t("compare.chosenMax", { max: MAX_COMPARE_FUNDS })}
                </Text>
              </>
            )}
          </Text>
          <Group gap="xs" wrap="wrap">
            {count > 0 && (
              <Button component={Link} to={comparePath(funds)} size="sm">
                {t("compare.compareNow")}
              </Button>
            )}
            {moreLink && (
              <Button component={Link} to={moreLink} size="sm" variant="default">
                {t("compare.chooseMore")}
              </Button>
            )}
            {count > 0 && (
              <Button size="sm" variant="subtle" onClick={onClear}>
                {t("compare.clear")}
              </Button>
            )}
          </Group>
        </Group>
        {tooMany && (
          <Alert
            variant="light"
            color="red"
            role="alert"
            title={t("compare.tooManyTitle", { max: MAX_COMPARE_FUNDS })}
          >
            {t("compare.tooMany", { max: MAX_COMPARE_FUNDS })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
