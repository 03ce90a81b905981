import { Box, Burger, Container, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useClickOutside, useDisclosure, useMediaQuery } from "@mantine/hooks";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { AfterFirstPaint } from "../components/after-first-paint.tsx";
import { usePageName } from "../components/use-page-name.ts";
import { useEndSession } from "../lib/end-session.ts";
import { useLanguage } from "../lib/language.ts";
import { externalUrl } from "../lib/links.ts";
import type { PageName } from "../lib/page-name.ts";
import { NavLink, useLocation } from "../lib/router.tsx";
import { useTranslation } from "../lib/use-translation.tsx";
import { useAccountPageVisible } from "./account-page-guard.tsx";
import { HIDEABLE_PAGES } from "./hideable-pages.ts";
import classes from "./layout.module.css";
import { pageAt, pathOf } from "./page-routes.ts";

type NavGroupId = "myAccount" | "investments" | "documents" | "settings";
type Group = { id: NavGroupId; pages: readonly PageName[]; outlook?: true };
type Links = (group: Group, close: () => void) => ReactNode;
type LogOut = (close: () => void) => ReactNode;

/** The member's pages in the groups members look for them under; the economic outlook is external. */
const NAV_GROUPS: readonly Group[] = [
  {
    id: "myAccount",
    pages: [
      "account",
      "dashboard",
      "portfolio",
      "accountBalanceByFund",
      "transactionContributionHistory",
      "contribution",
      "feesAndCharges",
      "projection",
    ],
  },
  {
    id: "investments",
    pages: ["fundSwitch", "changes", "fundInfo", "fundCompare", "managerFund"],
    outlook: true,
  },
  { id: "documents", pages: ["documents", "reports", "generateReports"] },
  { id: "settings", pages: ["profile", "verifyInfo", "changePin"] },
];

/** Mantine's md breakpoint (62em): from it the groups are a row of menus, below it one menu. */
const WIDE = "(min-width: 62em)";

/**
 * The logged-in member's navigation (part 1 §2, Top navigation), grouped: on a wide screen a
 * stable row of four menus and Log out, each menu a button that shows its links (choosing one,
 * Escape, a click or focus elsewhere closes it); on a phone one menu button that shows every
 * group under its name.
 */
export function TopNavigation() {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  const endSession = useEndSession();
  const pageName = usePageName();
  const language = useLanguage();
  const { pathname } = useLocation();
  const current = pageAt(pathname);

  // Part 2 §2.1: fees and charges, and transaction history, only where the scheme and account have them.
  const pageVisible = useAccountPageVisible();
  const groups: Group[] = NAV_GROUPS.map((group) => ({
    ...group,
    pages: group.pages.filter((page) => {
      const hideable = HIDEABLE_PAGES[page];
      return hideable === undefined || pageVisible(hideable);
    }),
  }));

  const links: Links = (group, close) => (
    <>
      {group.pages.map((page) => (
        <li key={page}>
          <NavLink to={pathOf(page)} className={classes.menuLink} onClick={close}>
            {pageName(page)}
          </NavLink>
        </li>
      ))}
      {group.outlook && (
        <li>
          <a
            href={externalUrl("economicOutlook", language)}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.menuLink}
            onClick={close}
          >
            {t("nav.outlook")} <VisuallyHidden>{t("opensInNewTab")}</VisuallyHidden>
          </a>
        </li>
      )}
    </>
  );

  const logOut: LogOut = (close) => (
    <UnstyledButton
      className={`${classes.navButton} ${classes.onDark}`}
      onClick={() => {
        close();
        void endSession("logout");
      }}
    >
      {t("nav.logout")}
    </UnstyledButton>
  );

  return (
    <Box component="nav" aria-label={t("nav.label")} bg="navy.8">
      <Container size="lg">
        {wide ? (
          <MenuBar groups={groups} current={current} links={links} logOut={logOut} />
        ) : (
          <PhoneMenu groups={groups} links={links} logOut={logOut} />
        )}
      </Container>
    </Box>
  );
}

function MenuBar({
  groups,
  current,
  links,
  logOut,
}: {
  groups: readonly Group[];
  current: PageName | undefined;
  links: Links;
  logOut: LogOut;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<NavGroupId | null>(null);
  const close = () => setOpen(null);
  const bar = useClickOutside(close);
  const buttons = useRef(new Map<NavGroupId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || open === null) return;
    buttons.current.get(open)?.focus();
    setOpen(null);
  };

  return (
    <ul
      ref={bar}
      className={classes.menuBar}
      onKeyDown={onKeyDown}
      // Focus leaving the bar (Tab past the last link) closes it, as a click elsewhere does.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(null);
      }}
    >
      {groups.map((group) => {
        const expanded = open === group.id;
        const active = current !== undefined && group.pages.includes(current);
        return (
          <li key={group.id} className={classes.menuGroup}>
            <UnstyledButton
              ref={(button) => {
                if (button) buttons.current.set(group.id, button);
              }}
              className={`${classes.navButton} ${classes.onDark}`}
              data-active={active || undefined}
              aria-expanded={expanded}
              aria-controls={`${id}-${group.id}`}
              onClick={() => setOpen(expanded ? null : group.id)}
            >
              {t(`nav.groups.${group.id}`)}
              <Chevron />
            </UnstyledButton>
            {expanded && (
              <ul id={`${id}-${group.id}`} className={classes.menuPopup}>
                {links(group, close)}
              </ul>
            )}
          </li>
        );
      })}
      <li className={classes.menuEnd}>{logOut(close)}</li>
    </ul>
  );
}

function PhoneMenu({ groups, links, logOut }: { groups: readonly Group[]; links: Links; logOut: LogOut }) {
  const { t } = useTranslation();
  const id = useId();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu, from its button or any link in it, and gives its button the focus.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !opened) return;
    close();
    burger.current?.focus();
  };
  return (
    <>
      <Burger
        ref={burger}
        onKeyDown={onKeyDown}
        color="white"
        size="sm"
        my="xs"
        opened={opened}
        onClick={toggle}
        aria-label={t("nav.menu")}
        aria-expanded={opened}
        aria-controls={id}
        className={classes.onDark}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from the links inside, not a control of its own. */}
      <div id={id} className={classes.phoneMenu} data-open={opened} onKeyDown={onKeyDown}>
        {/* Closed on a page load: its links render after the first paint, not before it. */}
        <AfterFirstPaint>
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`${id}-${group.id}`}>
              <p id={`${id}-${group.id}`} className={classes.phoneGroupName}>
                {t(`nav.groups.${group.id}`)}
              </p>
              <ul className={classes.phoneGroup}>{links(group, close)}</ul>
            </section>
          ))}
          <div className={classes.phoneLogOut}>{logOut(close)}</div>
        </AfterFirstPaint>
      </div>
    </>
  );
}

function Chevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
