import {
  type ClientInfoResponse,
  formatContractNumber,
  formatLongDate,
  formatMemberNumber,
  normalRetirementDate,
} from "@portal/domain";
import { DetailsList } from "../../components/details-list.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { localised } from "../../components/fund-name.ts";
import { usePolicy } from "../../lib/api/accounts.ts";
import { hkDateTime } from "../../lib/hk-date-time.ts";
import type { SelectedAccount } from "../../lib/session-store.ts";
import type en from "../../locales/en/profile.json";
import { ProfileCard } from "./profile-card.tsx";

/** An ORSO account is known by its contract number (part 1 §2 "member or contract number"). */
function OrsoContractNumber() {
  const policy = usePolicy();
  const info = policy.data?.policyInfo;
  if (!info) return null;
  return (
    <>
      {formatContractNumber({
        contractNmbr: info.contractNmbr,
        contractPrefix: info.product.contractPrefix,
        scheme: info.scheme,
        isOrso: info.product.isOrso,
      })}
    </>
  );
}

/**
 * Part 1 §2 General (read-only): name, date of birth, normal retirement date (§9), place of birth,
 * nationality (both in the page's language, as the record holds them), member number (the
 * contract number for an ORSO account) and last login.
 */
export function GeneralCard({
  id,
  client,
  account,
}: {
  id: string;
  client: ClientInfoResponse;
  account: SelectedAccount;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("profile");
  const notAvailable = t("generalInfo.responseN/A");
  const retirement = normalRetirementDate(client.birthDate, {
    isOrso: account.isOrso,
    isAiibType: client.scheme === "HKAIIB",
    maxAge: client.maxAge,
  });
  const lastLogin = hkDateTime(client.lastLoginDate, language);
  const rows = [
    {
      key: "nameEn",
      label: t("generalInfo.nameEn"),
      value: `${client.primaryLastName} ${client.firstName}`.trim(),
    },
    client.secondaryLastName?.trim()
      ? { key: "nameZh", label: t("generalInfo.nameZh"), value: client.secondaryLastName }
      : null,
    {
      key: "dateOfBirth",
      label: t("generalInfo.dateOfBirth"),
      value: formatLongDate(client.birthDate, language),
    },
    {
      key: "normalRetirementDate",
      label: t("generalInfo.normalRetirementDate"),
      value: formatLongDate(retirement, language),
    },
    {
      key: "placeOfBirth",
      label: t("generalInfo.placeOfBirth"),
      value: localised(client.placeOfBirth?.trim() || null, client.placeOfBirthZh, language) || notAvailable,
    },
    {
      key: "nationality",
      label: t("generalInfo.nationality"),
      value: localised(client.nationality?.trim() || null, client.nationalityZh, language) || notAvailable,
    },
    account.isOrso
      ? { key: "contractNumber", label: t("generalInfo.contractNumber"), value: <OrsoContractNumber /> }
      : {
          key: "memberNumber",
          label: t("generalInfo.memberNumber"),
          value: formatMemberNumber(client.clientNmbr, client.scheme),
        },
    {
      key: "lastLogin",
      label: t("generalInfo.lastLogin"),
      value: lastLogin ? t("generalInfo.lastLoginValue", lastLogin) : t("generalInfo.firstLogin"),
    },
  ];
  return (
    <ProfileCard id={id} title={t("sections.general")}>
      <DetailsList rows={rows} />
    </ProfileCard>
  );
}
