import { Button, Fieldset, Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import {
  declarationRecords,
  hkDateOf,
  offersLanguageToggle,
  type TinMessageKey,
  validateDeclaration,
} from "@portal/domain";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { LanguageToggle } from "../../components/language-toggle.tsx";
import { ViewOnlyNote } from "../../components/view-only-note.tsx";
import { useCalendar } from "../../lib/api/calendar.ts";
import { errorCode } from "../../lib/api/client.ts";
import { useDeclare } from "../../lib/api/profile.ts";
import { sessionQueryOptions } from "../../lib/api/session.ts";
import { useNavigate } from "../../lib/router.tsx";
import { type SelectedAccount, useSession } from "../../lib/session-store.ts";
import { showToast } from "../../lib/toasts.tsx";
import { useIsStaffSession } from "../../lib/use-staff-session.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import { ConsentText } from "./consent-text.tsx";
import { markDeclarationPrompted } from "./declaration-prompt.ts";

/** The domain's taxpayer-number message keys, in this feature's namespace. */
const TIN_MESSAGES = {
  "fatca.tinRequired": "tinRequired",
  "fatca.tinNumericError": "tinNumericError",
} as const satisfies Record<TinMessageKey, string>;

/** The longest custom-attribute text the custom-data POST accepts (the contract's cstmAttrTxt). */
const TIN_MAX_LENGTH = 40;

/** Where the member goes after either answer. */
const AFTER_DECLARATION = "/dashboard";

/**
 * /fatca, the US-tax-status declaration (part 1 §2, §4, §5, §7): a modal on the chosen account.
 * Without a chosen account (a bookmark, a new tab) the frame sends the member to /account first:
 * the declaration is recorded on an account's client relationship. A staff session (Super Logon)
 * declares nothing for a member: the view-only note instead of the modal and its Agree/Disagree.
 */
export function FatcaPage() {
  const { account } = useSession();
  const staff = useIsStaffSession();
  return (
    <AccountPage page="fatca">
      {staff ? <ViewOnlyNote /> : account && <DeclarationModal account={account} />}
    </AccountPage>
  );
}

/**
 * Opens on arrival and closes only by its buttons (no close button, Escape or outside click).
 * Not-US is the default; Agree waits for the consent text to be read to its end and, for a US
 * person, for a numeric taxpayer number. Agree posts the custom-data records (codes 227 and 229):
 * success closes the modal with a success toast and goes to the dashboard, failure shows the
 * report-error toast and lets the member try again. Disagree closes and goes to the dashboard.
 */
function DeclarationModal({ account }: { account: SelectedAccount }) {
  const { t } = useTranslation("fatca");
  const { scheme } = useSession();
  const navigate = useNavigate();
  const declare = useDeclare();
  const { clockOffsetMs } = useCalendar();
  // The member gate asks for the login info; this reads its answer.
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const [opened, setOpened] = useState(true);
  const [usPerson, setUsPerson] = useState(false);
  const [tin, setTin] = useState("");
  const [tinTouched, setTinTouched] = useState(false);
  const [read, setRead] = useState(false);
  const markRead = useCallback(() => setRead(true), []);
  const statusName = useId();
  const hintId = useId();

  // Shown once in this login: the member gate does not send the member here again (see MemberGate).
  useEffect(() => {
    if (info) markDeclarationPrompted(info);
  }, [info]);

  const { canAgree, tinError } = validateDeclaration({ usPerson, tin, scrolledToEnd: read });
  const pending = declare.isPending;

  const leave = () => {
    setOpened(false);
    navigate(AFTER_DECLARATION, { replace: true });
  };

  const agree = () => {
    if (!canAgree || pending) return;
    const records = declarationRecords({
      clientNmbr: account.clientNmbr,
      clntRltnshpNmbr: account.clntRltnshpNmbr,
      // Today in Hong Kong on the server's clock (the server stamps its own dates too).
      date: hkDateOf(new Date(Date.now() + clockOffsetMs)),
      usPerson,
      tin,
    });
    declare.mutate(records, {
      onSuccess: () => {
        showToast("success", { message: t("saved") });
        leave();
      },
      // A gone session is the session watcher's: it logs out with its own toast.
      onError: (error) => {
        if (errorCode(error) !== "session-expired") showToast("report-error-message");
      },
    });
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={leave}
      size="lg"
      centered
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* The dialog covers the header: its language toggle comes along, where the scheme has one. */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>{t("title")}</Modal.Title>
          {offersLanguageToggle(scheme) && <LanguageToggle />}
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text size="sm">{t("intro")}</Text>
            <Fieldset legend={t("statusLegend")} variant="unstyled" disabled={pending}>
              <Stack gap="sm" mt="xs">
                <Radio
                  name={statusName}
                  value="N"
                  checked={!usPerson}
                  onChange={() => setUsPerson(false)}
                  // Focus starts on the answer, as before the toggle joined the dialog's header.
                  data-autofocus
                  label={t("notUsPerson")}
                />
                <Radio
                  name={statusName}
                  value="Y"
                  checked={usPerson}
                  onChange={() => setUsPerson(true)}
                  label={t("usPerson")}
                />
              </Stack>
            </Fieldset>
            {usPerson && (
              <TextInput
                label={t("tin")}
                description={t("tinHint")}
                value={tin}
                onChange={(event) => {
                  setTin(event.currentTarget.value);
                  setTinTouched(true);
                }}
                onBlur={() => setTinTouched(true)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={TIN_MAX_LENGTH}
                required
                disabled={pending}
                error={tinTouched && tinError ? t(TIN_MESSAGES[tinError]) : undefined}
                errorProps={{ role: "alert" }}
              />
            )}
            <ConsentText
              sections={t("sections", { returnObjects: true })}
              label={t("regionLabel")}
              onRead={markRead}
            />
            {!read && (
              <Text size="sm" c="dimmed" id={hintId}>
                {t("scrollHint")}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="outline" onClick={leave} disabled={pending}>
                {t("disagree")}
              </Button>
              <Button
                onClick={agree}
                disabled={!canAgree}
                loading={pending}
                aria-describedby={read ? undefined : hintId}
              >
                {t("agree")}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
