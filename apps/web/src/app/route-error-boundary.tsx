import { Box, Container } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { LoadError } from "../components/load-error.tsx";
import { useLocation } from "../lib/router.tsx";
import { useTranslation } from "../lib/use-translation.tsx";

/**
 * A page's code that could not be fetched: the files of the version the browser started with are
 * gone because a new version has been deployed since (Vite's and the browsers' messages, webpack's
 * ChunkLoadError). Asking again cannot help (React.lazy keeps the failure); reloading the page does.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

function reloadPage(): void {
  window.location.reload();
}

function PageError({
  error,
  onRetry,
  onReload,
  framed,
}: {
  error: unknown;
  onRetry: () => void;
  onReload: () => void;
  framed: boolean;
}) {
  const { t } = useTranslation();
  // Without a network the code could not come either: the same reload, once the device is back.
  const offline = !navigator.onLine;
  const panel = isChunkLoadError(error) ? (
    <LoadError
      title={t(offline ? "loadError.title" : "loadError.updatedTitle")}
      message={t(offline ? "loadError.offlineMessage" : "loadError.updatedMessage")}
      retryLabel={t("loadError.reload")}
      onRetry={onReload}
    />
  ) : (
    <LoadError onRetry={onRetry} />
  );
  // Where a page's content starts (the pages' own py="lg"); outside the layout, in its width.
  return framed ? (
    <Container size="lg" py="lg">
      {panel}
    </Container>
  ) : (
    <Box py="lg">{panel}</Box>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The page shown (its path): moving to another page starts afresh. */
  resetKey: string;
  /** What the reload offered after a failed chunk does (tests replace it). */
  onReload?: () => void;
  /** Outside the layout (the last-resort boundary): the panel keeps to the page's width. */
  framed?: boolean;
  /** Draws the panel in a frame of its own (the visitor's, when the shell could not load: app.tsx). */
  frame?: (panel: ReactNode) => ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * The route tree's error boundary: a page that fails to render shows the shared "could not load
 * this page / Try again" panel in the layout instead of a blank page; Try again renders it anew.
 * When the page's code itself could not be loaded (a deploy happened), it offers a reload.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false, error: null });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const panel = (
      <PageError
        error={this.state.error}
        onRetry={() => this.setState({ failed: false, error: null })}
        onReload={this.props.onReload ?? reloadPage}
        framed={this.props.framed ?? false}
      />
    );
    return this.props.frame ? this.props.frame(panel) : panel;
  }
}

/**
 * The last resort around the whole route tree: what fails outside a page's own boundary (the
 * header's navigation chunk after a deploy, say) shows the panel instead of a blank page.
 */
export function RootErrorBoundary({ children, onReload }: { children: ReactNode; onReload?: () => void }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} onReload={onReload} framed>
      {children}
    </RouteErrorBoundary>
  );
}
