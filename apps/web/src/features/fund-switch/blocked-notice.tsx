import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import type { Scheme, SwitchBlock } from "@portal/domain";
import { hotlineFor } from "../../lib/links.ts";
import { Link } from "../../lib/router.tsx";
import type { FundSwitchT } from "./translation.ts";

/**
 * Why the account cannot take an instruction now (§2.7, §4.4, §4.5), in place of the wizard:
 * staff (Super Logon), the fund-switch cut-off, a terminated account (choose another), or no
 * fund-allocation access. (A transfer or withdrawal being processed stops only the switching of
 * existing assets: the wizard's fund-processing step.)
 */
export function BlockedNotice({
  reason,
  scheme,
  t,
}: {
  reason: SwitchBlock;
  /** Whose hotline to name; unknown: the main one. */
  scheme: Scheme | null;
  t: FundSwitchT;
}) {
  const phone = hotlineFor(scheme).display;
  return (
    <Alert
      role="status"
      variant="light"
      color={reason === "terminated" || reason === "cutOff" ? "orange" : "navy"}
      data-blocked={reason}
      p={{ base: "md", sm: "lg" }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t(`blocked.${reason}.title`)}
        </Title>
        <Text>{t(`blocked.${reason}.body`, { phone })}</Text>
        {reason === "terminated" && (
          <Anchor component={Link} to="/account" fw={600}>
            {t("blocked.terminated.link")}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
