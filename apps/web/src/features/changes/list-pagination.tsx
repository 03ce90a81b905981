import { ActionIcon, Button } from "@mantine/core";
import { pageWindow } from "@portal/domain";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/changes.json";
import classes from "./changes.module.css";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M10 3 5 8l5 5" : "M6 3l5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Part 2 §2.8 pagination: previous and next arrows, the page numbers near the current page, an
 * ellipsis for the pages left out and the last page (domain pageWindow). The current page is
 * marked aria-current; the arrows are disabled at either end. Nothing when there is one page.
 */
export function ListPagination({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useFeatureTranslation<typeof en>("changes");
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")}>
      <ul className={classes.pages}>
        <li>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("pagination.previous")}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <Chevron direction="left" />
          </ActionIcon>
        </li>
        {pageWindow(page, pageCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Button
                variant={item === page ? "filled" : "default"}
                size="compact-md"
                miw={34}
                h={34}
                px={8}
                aria-label={t("pagination.page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className={classes.ellipsis} aria-hidden="true" data-testid="pagination-ellipsis">
              …
            </li>
          ),
        )}
        <li>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("pagination.next")}
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            <Chevron direction="right" />
          </ActionIcon>
        </li>
      </ul>
    </nav>
  );
}
