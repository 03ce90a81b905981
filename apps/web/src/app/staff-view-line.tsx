import { Anchor, Box, Text } from "@mantine/core";
import { formatClientNumber } from "@portal/domain";
import { useQuery } from "@tanstack/react-query";
import { localised } from "../components/fund-name.ts";
import { sessionQueryOptions } from "../lib/api/session.ts";
import { staffSessionQueryOptions } from "../lib/api/staff-session.ts";
import { useLanguage } from "../lib/language.ts";
import { Link, useLocation } from "../lib/router.tsx";
import { useSession } from "../lib/session-store.ts";
import { useIsStaffSession } from "../lib/use-staff-session.ts";
import { useTranslation } from "../lib/use-translation.tsx";

/**
 * At the top of a member page read by a staff user (Super Logon): who is looking at whose portal
 * (the staff session's answer), and the way back to the chooser. Wraps on a narrow screen.
 */
export function StaffViewLine() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { authenticated } = useSession();
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const staff = useIsStaffSession();
  const shown = authenticated && Boolean(info) && staff && !pathname.startsWith("/superLogon/");
  const { data: session } = useQuery({ ...staffSessionQueryOptions, enabled: shown });
  if (!shown || !session) return null;
  const member = session.member;
  return (
    <Box
      component="aside"
      aria-label={t("staffView.label")}
      mt="md"
      px="md"
      py="xs"
      bg="orange.0"
      bd="1px solid var(--mantine-color-orange-3)"
      style={{ borderRadius: "var(--mantine-radius-md)", overflowWrap: "anywhere" }}
    >
      <Text size="sm" component="span" fw={600}>
        {member
          ? t("staffView.line", {
              staff: session.staffId,
              member: localised(member.nameEn, member.nameZh, language),
              number: formatClientNumber(member.clientNmbr),
            })
          : t("staffView.lineNoMember", { staff: session.staffId })}
      </Text>{" "}
      <Anchor component={Link} to="/superLogon/signIn" size="sm" fw={600} underline="always">
        {t("staffView.chooseAnother")}
      </Anchor>
    </Box>
  );
}
