import { Card, List, Text, Title } from "@mantine/core";
import { formatLongDate } from "@portal/domain";
import { useId } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { localised } from "../../components/fund-name.ts";
import type en from "../../locales/en/dashboard.json";
import { useCustomAttributes } from "./api/custom-attributes.ts";

/** The custom attributes that are merger remarks. */
const MERGER_PREFIX = "MERGER";

/**
 * Part 2 §2.3 merger remarks: the contract's custom attributes named MERGER..., in the page's
 * language, shown when there are any; nothing at all when there are none or the call fails (§8:
 * ignored silently).
 */
export function MergerRemarks({ contractNmbr }: { contractNmbr: number }) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const titleId = useId();
  const { data } = useCustomAttributes(contractNmbr);
  const remarks = (data?.contractAttributeVOs ?? []).filter(
    (attribute) =>
      attribute.cstmAttrNm.toUpperCase().startsWith(MERGER_PREFIX) && attribute.cstmAttrTxt.trim(),
  );
  if (remarks.length === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t("merger.title")}
      </Title>
      <List size="sm" spacing="xs">
        {remarks.map((remark) => (
          <List.Item key={`${remark.cstmAttrCd}-${remark.efctvDt}`}>
            <Text size="sm">{localised(remark.cstmAttrTxt, remark.cstmAttrTxtZh, language)}</Text>
            <Text size="xs" c="dimmed">
              {t("merger.effective", { date: formatLongDate(remark.efctvDt, language) })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
