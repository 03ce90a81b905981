import { Alert, Anchor, List, Stack, Text, Title } from "@mantine/core";
import type { Scheme } from "@portal/domain";
import { useEffect, useId, useMemo } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { hotlineFor } from "../../lib/links.ts";
import { Link } from "../../lib/router.tsx";
import { type SelectedAccount, useSession } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import type en from "../../locales/en/managerFund.json";
import { useManagerFunds } from "./api/fund-info-summary.ts";
import classes from "./manager-fund.module.css";
import { groupByManager } from "./manager-groups.ts";
import { ManagerSection } from "./manager-section.tsx";

type T = FeatureT<typeof en>;

const NOTES = ["fee", "risk", "documents"] as const;

function Notes({ t }: { t: T }) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t("notes.title")}
      </Title>
      <List size="sm" spacing={4} type="ordered">
        {NOTES.map((key) => (
          <List.Item key={key}>{t(`notes.${key}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Managers({ account, scheme }: { account: SelectedAccount; scheme: Scheme }) {
  const { t, language } = useFeatureTranslation<typeof en>("managerFund");
  const summary = useManagerFunds();
  const funds = summary.data?.funds;
  const groups = useMemo(() => (funds ? groupByManager(funds, language) : []), [funds, language]);
  const phone = hotlineFor(scheme).display;

  const failure = summary.error;
  useEffect(() => {
    if (failure) showErrorToast(failure);
  }, [failure]);

  if (summary.isPending) return <PageLoader />;
  if (failure || !summary.data) {
    if (errorCode(failure) === "session-expired") return null;
    return (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed", { phone })}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  if (groups.length === 0) return <Alert variant="light" color="gray" title={t("empty")} />;
  return (
    <ul className={classes.managers} aria-label={t("listLabel")}>
      {groups.map((group) => (
        <li key={group.key}>
          <ManagerSection
            group={group}
            scheme={scheme}
            productTypeNmbr={account.productTypeNmbr}
            language={language}
            t={t}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /managerFund: the investment managers of the chosen account's scheme, each with the funds it
 * manages: name, risk level (the scheme's labels), management fee (% a year) and the fund's fact
 * sheet (the /fundFactSheet page and the PDF). Managers and funds in the page's language.
 */
export function ManagerFundPage() {
  const { t } = useFeatureTranslation<typeof en>("managerFund");
  const { account, scheme } = useSession();
  return (
    <AccountPage page="managerFund" parents={["fundInfo"]}>
      {account && (
        <Stack gap="lg">
          <Text c="dimmed">
            {t("intro")}{" "}
            <Anchor component={Link} to="/fundInfo" underline="always">
              {t("pricesLink")}
            </Anchor>
          </Text>
          <Managers account={account} scheme={scheme ?? "S800"} />
          <Notes t={t} />
        </Stack>
      )}
    </AccountPage>
  );
}
