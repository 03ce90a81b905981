import { Anchor, List, Paper, Stack, Title } from "@mantine/core";
import type { ProfileChange, Scheme } from "@portal/domain";
import { useEffect, useId, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { ExternalLink } from "../../components/external-link.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { SectionNav } from "../../components/section-nav.tsx";
import { ViewOnlyNote } from "../../components/view-only-note.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { useClient, useCountryList } from "../../lib/api/profile.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import { type SelectedAccount, useSession } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useIsStaffSession } from "../../lib/use-staff-session.ts";
import type en from "../../locales/en/profile.json";
import { AddressCard } from "./address-card.tsx";
import { EmailCard } from "./email-card.tsx";
import { GeneralCard } from "./general-card.tsx";
import { MobileCard } from "./mobile-card.tsx";
import { OtherContactsCard } from "./other-contacts-card.tsx";
import { clearPendingChange, readPendingChange, savePendingChange } from "./pending-change.ts";
import type { CardControls, CardKind } from "./profile-card.tsx";
import { useProfileCutOff } from "./use-profile-cut-off.ts";

/** The cards' ids, the sub-navigation's anchors. */
const SECTION_IDS = {
  general: "profile-general",
  address: "profile-address",
  email: "profile-email",
  mobile: "profile-mobile",
  otherContacts: "profile-other-contacts",
} as const;

/**
 * Where the important note sends the member for the forms (part 1 §2): the documents page for the
 * employer scheme, otherwise the MPF regulator's site. (An address outside the portal: it would
 * sit better with the others in lib/links.ts.)
 */
const MPFA_SITE = "https://www.mpfa.org.hk";

function ImportantNote({ scheme }: { scheme: Scheme }) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      bg="gray.0"
      component="aside"
      aria-labelledby={titleId}
    >
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t("importantNote.title")}
      </Title>
      <List size="sm" spacing={6}>
        <List.Item>{t("importantNote.processing")}</List.Item>
        <List.Item>
          <Anchor component={Link} to="/verifyInfo">
            {t("importantNote.verifyInfoLink")}
          </Anchor>
        </List.Item>
        <List.Item>
          {t("importantNote.otherChanges")}{" "}
          {scheme === "SMP" ? (
            <Anchor component={Link} to="/documents">
              {t("importantNote.documentsLink")}
            </Anchor>
          ) : (
            <ExternalLink href={MPFA_SITE}>{t("importantNote.mpfaLink")}</ExternalLink>
          )}
        </List.Item>
      </List>
    </Paper>
  );
}

function ProfileContent({ account }: { account: SelectedAccount }) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const navigate = useNavigate();
  const cutOff = useProfileCutOff();
  const client = useClient(account.clientNmbr, account.clntRltnshpNmbr);
  const countries = useCountryList();
  // A staff session reads the member's details and changes nothing: the note instead of Edit.
  const readOnly = useIsStaffSession();

  // Back from /verify's Edit link (the verify-edit flag): that card opens with the staged values.
  // Any other arrival forgets the staged change, so the browser's Back from /verify clears it.
  const [reopened, setReopened] = useState(() => {
    const pending = readPendingChange(account);
    return pending?.reopen ? pending : null;
  });
  const [editing, setEditing] = useState<CardKind | null>(reopened?.change.kind ?? null);
  // The termination flag of the profile cut-off (part 1 §4), with the card it was raised on.
  const [restricted, setRestricted] = useState<CardKind | null>(null);
  useEffect(() => {
    clearPendingChange();
  }, []);

  const failure = client.error ?? countries.error ?? null;
  useEffect(() => {
    if (failure) showErrorToast(failure);
  }, [failure]);

  if (client.isPending || countries.isPending) return <PageLoader />;
  if (failure || !client.data || !countries.data) {
    if (errorCode(failure) === "session-expired") return null;
    return (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed")}
        onRetry={() => {
          void client.refetch();
          void countries.refetch();
        }}
      />
    );
  }

  const info = client.data;
  const controls = (kind: CardKind): CardControls => ({
    state: readOnly ? "view" : editing === kind ? "edit" : editing === null ? "view" : "inactive",
    readOnly,
    restricted: restricted === kind,
    scheme: info.scheme,
    multipleClients: info.multipleClients,
    reopened: reopened?.change.kind === kind ? reopened : null,
    onEdit: () => {
      if (readOnly) return;
      if (cutOff) {
        setRestricted(kind);
        return;
      }
      setRestricted(null);
      setEditing(kind);
    },
    onCancel: () => {
      setEditing(null);
      setReopened(null);
      if (cutOff) setRestricted(kind);
    },
    onUpdate: (change: ProfileChange, applyToAllClients: boolean) => {
      if (readOnly) return;
      savePendingChange(account, change, applyToAllClients);
      navigate("/verify");
    },
  });

  return (
    <Stack gap="lg">
      {readOnly && <ViewOnlyNote />}
      <SectionNav
        label={t("sections.navLabel")}
        topThreshold={100}
        sections={[
          { id: SECTION_IDS.general, label: t("sections.general") },
          { id: SECTION_IDS.address, label: t("sections.address") },
          { id: SECTION_IDS.email, label: t("sections.email") },
          { id: SECTION_IDS.mobile, label: t("sections.mobile") },
          { id: SECTION_IDS.otherContacts, label: t("sections.otherContacts") },
        ]}
      />
      <GeneralCard id={SECTION_IDS.general} client={info} account={account} />
      <AddressCard
        id={SECTION_IDS.address}
        client={info}
        countries={countries.data}
        controls={controls("address")}
      />
      <EmailCard id={SECTION_IDS.email} client={info} controls={controls("email")} />
      <MobileCard
        id={SECTION_IDS.mobile}
        client={info}
        countries={countries.data}
        controls={controls("mobile")}
      />
      <OtherContactsCard
        id={SECTION_IDS.otherContacts}
        client={info}
        countries={countries.data}
        controls={controls("otherContacts")}
      />
      <ImportantNote scheme={info.scheme} />
    </Stack>
  );
}

/** /profile (part 1 §2): the member's details and the four editable contact cards. */
export function ProfilePage() {
  const { account } = useSession();
  return <AccountPage page="profile">{account && <ProfileContent account={account} />}</AccountPage>;
}
