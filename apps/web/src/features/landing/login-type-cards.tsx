import { Grid, Title } from "@mantine/core";
import { useLanguage } from "../../lib/language.ts";
import { externalUrl } from "../../lib/links.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import { LoginTypeCard, type LoginTypeCardProps } from "./login-type-card.tsx";

function useCards(cutOverActive: boolean): LoginTypeCardProps[] {
  const { t } = useTranslation("landing");
  const language = useLanguage();
  const employee = { to: "/employeelogin", loginType: "employee" } as const;
  const employer = { href: externalUrl("employerSite", language) };
  const orso = { href: externalUrl("orsoSite", language) };
  if (cutOverActive) {
    const texts = t("cardsAfterCutOver", { returnObjects: true });
    return [
      { ...texts.employee, target: employee },
      { ...texts.employer, target: employer },
      { ...texts.orso, target: orso },
    ];
  }
  const texts = t("cards", { returnObjects: true });
  return [
    { ...texts.employee, target: employee },
    { ...texts.cobrand, target: { to: "/cobrand/employeelogin", loginType: "cobrand" } },
    { ...texts.employer, target: employer },
    { ...texts.orso, target: orso },
  ];
}

/** The login-type chooser: four cards before the cut-over, three (without co-brand) after. */
export function LoginTypeCards({ cutOverActive }: { cutOverActive: boolean }) {
  const { t } = useTranslation("landing");
  const cards = useCards(cutOverActive);
  return (
    <section aria-labelledby="login-types">
      <Title order={2} size="h3" id="login-types" mb="md">
        {t("chooseLoginType")}
      </Title>
      <Grid gap="lg" attributes={{ inner: { role: "list", "aria-labelledby": "login-types" } }}>
        {cards.map((card) => (
          <Grid.Col key={card.title} span={{ base: 12, sm: 6, md: cutOverActive ? 4 : 3 }} role="listitem">
            <LoginTypeCard {...card} />
          </Grid.Col>
        ))}
      </Grid>
    </section>
  );
}
