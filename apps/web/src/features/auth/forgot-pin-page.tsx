import { Alert, Anchor, Button, Select, Stack, TextInput } from "@mantine/core";
import { SCHEMES, type Scheme } from "@portal/domain";
import { type FormEvent, useRef, useState } from "react";
import { loginPathFor } from "../../lib/login-paths.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import { sessionStore, useSession } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useForgotPin } from "./api/forgot-pin.ts";
import { AuthPage } from "./auth-page.tsx";
import { isAcceptableGovtId, parseBirthDate } from "./forgot-pin-fields.ts";

type Field = "govtId" | "birthDate" | "scheme";
const FIELDS: readonly Field[] = ["govtId", "birthDate", "scheme"];
const ALERT = { role: "alert" } as const;

function isScheme(value: string): value is Scheme {
  return SCHEMES.some((scheme) => scheme === value);
}

/** /forgotpin: ID number, date of birth and scheme; a match continues to the one-time password. */
export function ForgotPinPage() {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const session = useSession();
  const forgotPin = useForgotPin();
  const [values, setValues] = useState<Record<Field, string>>({
    govtId: "",
    birthDate: "",
    scheme: session.scheme ?? "",
  });
  const [submitted, setSubmitted] = useState(false);
  const refs = {
    govtId: useRef<HTMLInputElement>(null),
    birthDate: useRef<HTMLInputElement>(null),
    scheme: useRef<HTMLInputElement>(null),
  };

  const birthDate = parseBirthDate(values.birthDate);
  const errors: Partial<Record<Field, string>> = {};
  if (values.govtId.trim() === "") errors.govtId = t("forgot.required");
  else if (!isAcceptableGovtId(values.govtId)) errors.govtId = t("forgot.invalidId");
  if (values.birthDate.trim() === "") errors.birthDate = t("forgot.required");
  else if (!birthDate) errors.birthDate = t("forgot.invalidBirthDate");
  if (!isScheme(values.scheme)) errors.scheme = t("forgot.required");
  const shown = submitted ? errors : {};

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((old) => ({ ...old, [field]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = FIELDS.find((field) => errors[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (!birthDate || !isScheme(values.scheme)) return;
    const scheme = values.scheme;
    forgotPin.mutate(
      { govtId: values.govtId.trim().toUpperCase(), birthDate, scheme },
      {
        onSuccess: (answer) => {
          sessionStore.update({ scheme, factors: answer.factors, otp: null });
          navigate("/verificationNeeded");
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  return (
    <AuthPage title={t("common:pages.forgotPin")} intro={t("forgot.intro")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Alert variant="light" color="navy" role="note">
            {t("forgot.membersOnly")}
          </Alert>
          <TextInput
            ref={refs.govtId}
            label={t("forgot.idNumber")}
            description={t("forgot.idNumberHint")}
            value={values.govtId}
            onChange={set("govtId")}
            error={shown.govtId}
            errorProps={ALERT}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
          />
          <TextInput
            ref={refs.birthDate}
            label={t("forgot.birthDate")}
            description={t("forgot.birthDateHint")}
            placeholder="DD/MM/YYYY"
            value={values.birthDate}
            onChange={set("birthDate")}
            error={shown.birthDate}
            errorProps={ALERT}
            autoComplete="bday"
            maxLength={10}
            required
          />
          <Select
            ref={refs.scheme}
            label={t("forgot.scheme")}
            placeholder={t("forgot.schemePlaceholder")}
            value={values.scheme || null}
            onChange={(value) => setValues((old) => ({ ...old, scheme: value ?? "" }))}
            error={shown.scheme}
            errorProps={ALERT}
            allowDeselect={false}
            withCheckIcon={false}
            // The list exists only while open: nothing else in the page is named after the label.
            comboboxProps={{ keepMounted: false }}
            required
            data={SCHEMES.map((scheme) => ({ value: scheme, label: t(`forgot.scheme${scheme}`) }))}
          />
          <Button type="submit" size="md" loading={forgotPin.isPending}>
            {t("forgot.submit")}
          </Button>
          <Anchor component={Link} to={loginPathFor(session.scheme)}>
            {t("forgot.backToLogin")}
          </Anchor>
        </Stack>
      </form>
    </AuthPage>
  );
}
