import { Box, Burger, Container, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useEndSession } from "../lib/end-session.ts";
import { useLanguage } from "../lib/language.ts";
import { externalUrl } from "../lib/links.ts";
import type { PageName } from "../lib/page-name.ts";
import { useAccountPageVisible } from "./account-page-guard.tsx";
import { HIDEABLE_PAGES } from "./hideable-pages.ts";
import classes from "./layout.module.css";

const NAV_ITEMS: { to: string; page: PageName }[] = [
  { to: "/account", page: "account" },
  { to: "/portfolio", page: "portfolio" },
  { to: "/accountBalanceByFund", page: "accountBalanceByFund" },
  { to: "/transactionContributionHistory", page: "transactionContributionHistory" },
  { to: "/contribution", page: "contribution" },
  { to: "/feesAndCharges", page: "feesAndCharges" },
  { to: "/fundSwitch", page: "fundSwitch" },
  { to: "/changes", page: "changes" },
  { to: "/fundInfo", page: "fundInfo" },
];

const NAV_ITEMS_AFTER_OUTLOOK: { to: string; page: PageName }[] = [
  { to: "/documents", page: "documents" },
  { to: "/reports", page: "reports" },
  { to: "/profile", page: "profile" },
  { to: "/changePin", page: "changePin" },
];

/** The logged-in member's navigation (part 1 §2, Top navigation). */
export function TopNavigation() {
  const { t } = useTranslation();
  const language = useLanguage();
  const endSession = useEndSession();
  const [opened, { toggle, close }] = useDisclosure(false);

  // Part 2 §2.1: fees and charges, and transaction history, only where the scheme and account have them.
  const pageVisible = useAccountPageVisible();
  const visible = (page: PageName) => {
    const hideable = HIDEABLE_PAGES[page];
    return hideable === undefined || pageVisible(hideable);
  };

  const logOut = () => {
    close();
    void endSession("logout");
  };

  const link = ({ to, page }: { to: string; page: PageName }) => (
    <li key={to}>
      <NavLink to={to} className={`${classes.navLink} ${classes.onDark}`} onClick={close}>
        {t(`pages.${page}`)}
      </NavLink>
    </li>
  );

  return (
    <Box component="nav" aria-label={t("nav.label")} bg="navy.8">
      <Container size="lg">
        <Burger
          hiddenFrom="md"
          color="white"
          size="sm"
          my="xs"
          opened={opened}
          onClick={toggle}
          aria-label={t("nav.menu")}
          aria-expanded={opened}
          aria-controls="top-navigation"
          className={classes.onDark}
        />
        <ul id="top-navigation" className={classes.navList} data-open={opened}>
          {NAV_ITEMS.filter(({ page }) => visible(page)).map(link)}
          <li>
            <a
              href={externalUrl("economicOutlook", language)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${classes.navLink} ${classes.onDark}`}
            >
              {t("nav.outlook")} <VisuallyHidden>{t("opensInNewTab")}</VisuallyHidden>
            </a>
          </li>
          {NAV_ITEMS_AFTER_OUTLOOK.map(link)}
          <li>
            <UnstyledButton className={`${classes.navLink} ${classes.onDark}`} onClick={logOut}>
              {t("nav.logout")}
            </UnstyledButton>
          </li>
        </ul>
      </Container>
    </Box>
  );
}
