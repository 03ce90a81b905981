import { Button, Collapse, Stack, Table, Text } from "@mantine/core";
import { formatLongDate, type InvestmentDirectionVo, type Language } from "@portal/domain";
import { useId, useState } from "react";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { WRAPPING_LABEL } from "../../components/wrapping-label.ts";
import type en from "../../locales/en/portfolio.json";

const CONTRIBUTION_TYPES = ["type1", "type2", "type3", "type4", "type5", "ALL"] as const;

/**
 * The contribution type a direction applies to: the specs' keys fsContribution.type1..type5
 * (part 2 §3.6) and ALL (one direction for every contribution) by their label; anything else (a money-type group the server names) as it is.
 */
export function contributionTypeLabel(t: FeatureT<typeof en>, contributionType: string): string {
  const key = CONTRIBUTION_TYPES.find(
    (type) => contributionType === type || contributionType.endsWith(`.${type}`),
  );
  return key ? t(`contributionTypes.${key}`) : contributionType;
}

function DirectionTable({
  direction,
  t,
  language,
}: {
  direction: InvestmentDirectionVo;
  t: FeatureT<typeof en>;
  language: Language;
}) {
  return (
    // Two columns, the fund names wrapping: it fits a 320 px phone without a scroll box.
    <Table striped withTableBorder captionSide="top">
      <Table.Caption>
        {t("direction.caption", {
          type: contributionTypeLabel(t, direction.contributionType),
          date: formatLongDate(direction.invDrctEfctvDt, language),
        })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("direction.fund")}</Table.Th>
          <Table.Th scope="col" className={classes.num} w="8rem">
            {t("direction.percent")}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {direction.investments.map((investment) => (
          <Table.Tr key={investment.invTypeNmbr}>
            <Table.Th scope="row" fw={400}>
              {fundDisplayName(investment, language)}
            </Table.Th>
            <Table.Td className={classes.num}>{investment.percent}%</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Part 2 §2.4/§3.6: the current investment direction, and the former ones behind a toggle. */
export function InvestmentDirection({ directions }: { directions: readonly InvestmentDirectionVo[] }) {
  const { t, language } = useFeatureTranslation<typeof en>("portfolio");
  const [showFormer, setShowFormer] = useState(false);
  const formerId = useId();
  const byDateDesc = (a: InvestmentDirectionVo, b: InvestmentDirectionVo) =>
    b.invDrctEfctvDt.localeCompare(a.invDrctEfctvDt);
  const current = directions.filter((direction) => direction.current);
  const former = directions.filter((direction) => !direction.current).sort(byDateDesc);
  const key = (direction: InvestmentDirectionVo) =>
    `${direction.contributionType}-${direction.invDrctEfctvDt}`;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("direction.intro")}
      </Text>
      {current.length === 0 ? (
        <Text size="sm">{t("direction.none")}</Text>
      ) : (
        current.map((direction) => (
          <DirectionTable key={key(direction)} direction={direction} t={t} language={language} />
        ))
      )}
      {former.length > 0 && (
        <Stack gap="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            {...WRAPPING_LABEL}
            style={{ alignSelf: "flex-start", maxWidth: "100%" }}
            aria-expanded={showFormer}
            aria-controls={formerId}
            onClick={() => setShowFormer((open) => !open)}
          >
            {showFormer ? t("direction.hideFormer") : t("direction.showFormer", { count: former.length })}
          </Button>
          <Collapse expanded={showFormer} id={formerId}>
            <Stack gap="md">
              {former.map((direction) => (
                <DirectionTable key={key(direction)} direction={direction} t={t} language={language} />
              ))}
            </Stack>
          </Collapse>
        </Stack>
      )}
    </Stack>
  );
}
