import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from "@mantine/core";
import { Link } from "../lib/router.tsx";
import { useTranslation } from "../lib/use-translation.tsx";
import classes from "./breadcrumbs.module.css";

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

/** Part 2 §2.4: breadcrumbs start with the dashboard; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("account.breadcrumb")}>
      <MantineBreadcrumbs separator="›" separatorMargin={6} classNames={{ breadcrumb: classes.crumb }}>
        {items.map((item, index) =>
          item.to && index < items.length - 1 ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" c="dimmed" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
