import { Button, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { CLIENT_SEARCH_SCHEME, STAFF_SCHEMES, type StaffScheme } from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { errorCode } from "../../lib/api/client.ts";
import { useNavigate } from "../../lib/router.tsx";
import { showToast } from "../../lib/toasts.tsx";
import type en from "../../locales/en/superLogon.json";
import { postChooseMember } from "./api/choose-member.ts";
import { fetchClientSearch } from "./api/multi-client-search.ts";
import { enterMemberPortal } from "./visit-state.ts";

function isStaffScheme(value: string | null): value is StaffScheme {
  return STAFF_SCHEMES.some((scheme) => scheme === value);
}

/**
 * Part 1 §2/§4 Super Logon 2: the scheme and the member login id whose portal the staff user
 * reads. Submit waits for both. For S800 the client search finds the member's client numbers and
 * the first is taken; a login id without a member shows an inline, announced message; any other
 * failure the something-went-wrong toast. Chosen: /account, as that member, read-only.
 */
export function MemberChooser({ staffName }: { staffName: string }) {
  const { t } = useFeatureTranslation<typeof en>("superLogon");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [scheme, setScheme] = useState<StaffScheme | null>(null);
  const [loginId, setLoginId] = useState("");
  const [notFound, setNotFound] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const ready = scheme !== null && loginId.trim() !== "";

  const choose = async (chosen: StaffScheme, id: string) => {
    const missing = () =>
      setNotFound(t("chooser.noMember", { loginId: id, scheme: t(`chooser.schemes.${chosen}`) }));
    try {
      let clientNmbr: number | undefined;
      if (chosen === CLIENT_SEARCH_SCHEME) {
        const { clientNmbrList } = await fetchClientSearch(id);
        clientNmbr = clientNmbrList[0];
        if (clientNmbr === undefined) {
          missing();
          return;
        }
      }
      const session = await postChooseMember({
        scheme: chosen,
        loginId: id,
        ...(clientNmbr === undefined ? {} : { clientNmbr }),
      });
      const member = session.member;
      if (!member) throw new Error("The answer names no member");
      enterMemberPortal(queryClient, { ...session, member });
      navigate("/account");
    } catch (error) {
      if (errorCode(error) === "member-not-found") missing();
      else showToast("something-went-wrong");
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    setNotFound(null);
    setPending(true);
    try {
      await choose(scheme, loginId.trim());
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder shadow="xs" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id={titleId}>
              {t("chooser.title")}
            </Title>
            <Text mt={4} fw={600} style={{ overflowWrap: "anywhere" }}>
              {t("chooser.signedInAs", { name: staffName })}
            </Text>
          </div>
          <Text size="sm">{t("chooser.intro")}</Text>
          <Select
            label={t("chooser.scheme")}
            placeholder={t("chooser.schemePlaceholder")}
            value={scheme}
            onChange={(value) => {
              setScheme(isStaffScheme(value) ? value : null);
              setNotFound(null);
            }}
            allowDeselect={false}
            withCheckIcon={false}
            comboboxProps={{ keepMounted: false }}
            required
            disabled={pending}
            data={STAFF_SCHEMES.map((value) => ({ value, label: t(`chooser.schemes.${value}`) }))}
          />
          <TextInput
            label={t("chooser.loginId")}
            value={loginId}
            onChange={(event) => {
              setLoginId(event.currentTarget.value);
              setNotFound(null);
            }}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            required
            disabled={pending}
          />
          <div aria-live="polite">
            {notFound && (
              <Text role="alert" c="red.8" fw={600} style={{ overflowWrap: "anywhere" }}>
                {notFound}
              </Text>
            )}
          </div>
          <Button type="submit" size="md" disabled={!ready} loading={pending}>
            {t("chooser.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
